import Foundation
import Testing
import ViewTree
import Raster

/// SwiftUI's shape shorthand (`.rect(cornerRadius:)`, `.capsule`, `.circle`...) draws exactly as
/// the shapes it stands for.
@MainActor struct ShapeShorthandTests {
    private func clipped<S: Shape>(_ shape: S) throws -> Data {
        try render(Color.red.frame(width: 40, height: 20).clipShape(shape), scale: 2).pngData()
    }

    @Test func shorthandDrawsTheShapeItNames() throws {
        #expect(try clipped(.rect(cornerRadius: 6)) == clipped(RoundedRectangle(cornerRadius: 6, style: .continuous)))
        #expect(try clipped(.rect(cornerRadius: 6, style: .circular)) == clipped(RoundedRectangle(cornerRadius: 6, style: .circular)))
        #expect(try clipped(.rect(cornerSize: CGSize(width: 8, height: 4))) == clipped(RoundedRectangle(cornerSize: CGSize(width: 8, height: 4))))
        #expect(try clipped(.capsule) == clipped(Capsule()))
        #expect(try clipped(.capsule(style: .continuous)) == clipped(Capsule(style: .continuous)))
        #expect(try clipped(.circle) == clipped(Circle()))
        #expect(try clipped(.ellipse) == clipped(Ellipse()))
        #expect(try clipped(.rect) == clipped(Rectangle()))
        // Different shapes do differ: the comparison can fail.
        #expect(try clipped(.circle) != clipped(.ellipse))
    }

    @Test func shorthandWorksWhereverAShapeGoes() throws {
        let canvas = try render(Text("Hi").padding(8).background(.blue, in: .capsule), scale: 1)
        // The capsule's corner is empty; its middle is blue.
        #expect(canvas.pixel(x: 0, y: 0).alpha == 0)
        #expect(canvas.pixel(x: 2, y: canvas.height / 2) == RGBA8(red: 0, green: 122, blue: 255, alpha: 255))
    }
}
