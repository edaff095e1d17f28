import Foundation
import Testing
@testable import ViewTree
import Raster

/// iOS 17's `fill(_:)` then `stroke(_:lineWidth:)`: the outline drawn over the fill.
@MainActor struct FillThenStrokeTests {
    @Test func theStrokeIsDrawnOverTheFill() throws {
        let chained = try render(Circle().fill(.yellow).stroke(.blue, lineWidth: 4).frame(width: 40, height: 40).padding(4))
        let layered = try render(ZStack { Circle().fill(.yellow); Circle().stroke(.blue, lineWidth: 4) }
            .frame(width: 40, height: 40).padding(4))
        #expect(chained.bitmap.pixels == layered.bitmap.pixels)
        #expect(chained.pixel(x: 24, y: 24) == RGBA8(red: 255, green: 204, blue: 0, alpha: 255), "the fill inside")
        #expect(chained.pixel(x: 24, y: 4).blue == 255, "the stroke on the outline")
        let bordered = try render(RoundedRectangle(cornerRadius: 6).fill(.yellow).strokeBorder(.blue, lineWidth: 4)
            .frame(width: 40, height: 30))
        #expect(bordered.pixel(x: 20, y: 1).blue == 255 && bordered.pixel(x: 20, y: 15).red == 255)
    }
}
