import Foundation
import Testing
@testable import ViewTree
import Raster

/// `UnevenRoundedRectangle`, `ContainerRelativeShape` and the shapes `rotation`, `offset` and
/// `scale` make, as SwiftUI's.
@MainActor struct ShapeTransformTests {
    private let black = RGBA8(red: 0, green: 0, blue: 0, alpha: 255), white = RGBA8(red: 255, green: 255, blue: 255, alpha: 255)

    private func render(_ shape: some Shape) throws -> RasterCanvas {
        try ImageRenderer(content: shape.fill(Color.black).frame(width: 40, height: 40).background(Color.white)).canvas
    }

    @Test func unevenCornersRoundOnlyWhereAsked() throws {
        let canvas = try render(UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 8))
        #expect(canvas.pixel(x: 1, y: 1) == white && canvas.pixel(x: 38, y: 1) == black)
        #expect(canvas.pixel(x: 1, y: 38) == black && canvas.pixel(x: 39, y: 39) == white)
        // Inset, the corners shrink with it: a 2-point border follows the rounded corner.
        let border = try ImageRenderer(content: UnevenRoundedRectangle(topLeadingRadius: 20).strokeBorder(Color.black, lineWidth: 2)
            .frame(width: 40, height: 40).background(Color.white)).canvas
        #expect(border.pixel(x: 20, y: 0) == black && border.pixel(x: 20, y: 20) == white && border.pixel(x: 1, y: 1) == white)
        #expect(try render(ContainerRelativeShape()).pixel(x: 0, y: 0) == black)
    }

    @Test func shapesRotateMoveAndScaleWithinTheirFrame() throws {
        let bar = try render(Rectangle().scale(x: 1, y: 0.25).rotation(.degrees(90)))
        #expect(bar.pixel(x: 20, y: 2) == black && bar.pixel(x: 2, y: 20) == white, "a vertical bar")
        let moved = try render(Rectangle().scale(0.5).offset(x: 10))
        #expect(moved.pixel(x: 35, y: 20) == black && moved.pixel(x: 12, y: 20) == white)
        let flipped = try render(Rectangle().scale(0.5, anchor: .topLeading).transform(CGAffineTransform(translationX: 20, y: 20)))
        #expect(flipped.pixel(x: 30, y: 30) == black && flipped.pixel(x: 10, y: 10) == white)
    }
}
