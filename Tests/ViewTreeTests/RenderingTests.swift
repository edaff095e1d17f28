import Foundation
import Testing
@testable import ViewTree
import Raster

/// ImageRenderer's pixels: colours in both schemes, shapes, clips, opacity, and bad input.
@MainActor struct RenderingTests {
    private func pixel<V: View>(_ view: V, x: Int, y: Int, scale: CGFloat = 1) throws -> RGBA8 {
        try render(view, scale: scale).pixel(x: x, y: y)
    }

    @Test func systemColoursResolveForLightAndDark() throws {
        let swatch = Color.blue.frame(width: 4, height: 4)
        #expect(try pixel(swatch, x: 1, y: 1) == RGBA8(red: 0, green: 122, blue: 255, alpha: 255))
        #expect(try pixel(swatch.environment(\.colorScheme, .dark), x: 1, y: 1) == RGBA8(red: 10, green: 132, blue: 255, alpha: 255))
        let text = Color.primary.frame(width: 2, height: 2)
        #expect(try pixel(text.environment(\.colorScheme, .dark), x: 0, y: 0) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        // Colours with opacity are premultiplied on a transparent canvas.
        #expect(try pixel(Color(red: 1, green: 0, blue: 0, opacity: 0.5).frame(width: 2, height: 2), x: 0, y: 0)
            == RGBA8(red: 128, green: 0, blue: 0, alpha: 128))
    }

    @Test func theCanvasHasTheViewsSizeTimesTheScale() throws {
        let canvas = try render(Color.red.frame(width: 10.2, height: 5), scale: 3)
        #expect(canvas.width == 31 && canvas.height == 15)
        let png = try ImageRenderer(content: Color.red.frame(width: 3, height: 2)).pngData()
        let decoded = try Bitmap(pngData: png)
        #expect(decoded.width == 3 && decoded.height == 2)
    }

    @Test func shapesFillTheirFrames() throws {
        let view = ZStack {
            Color.white
            Circle().fill(.red).frame(width: 8, height: 8)
        }.frame(width: 10, height: 10)
        let canvas = try render(view)
        #expect(canvas.pixel(x: 5, y: 5) == RGBA8(red: 255, green: 59, blue: 48, alpha: 255))
        #expect(canvas.pixel(x: 0, y: 0) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        let stroked = try render(Rectangle().strokeBorder(Color.black, lineWidth: 2).frame(width: 10, height: 10))
        #expect(stroked.pixel(x: 0, y: 5).alpha == 255 && stroked.pixel(x: 1, y: 5).alpha == 255)
        #expect(stroked.pixel(x: 2, y: 5).alpha == 0 && stroked.pixel(x: 5, y: 5).alpha == 0)
    }

    @Test func clipsOpacityAndHiddenApplyToDrawing() throws {
        let clipped = try render(Color.green.frame(width: 20, height: 20).clipShape(Circle()))
        #expect(clipped.pixel(x: 0, y: 0).alpha == 0 && clipped.pixel(x: 10, y: 10).alpha == 255)
        let faded = try render(Color.black.frame(width: 4, height: 4).opacity(0.5))
        #expect(faded.pixel(x: 1, y: 1).alpha == 128)
        let hidden = try render(HStack(spacing: 0) { Color.red.frame(width: 4, height: 4).hidden(); Color.blue.frame(width: 4, height: 4) })
        #expect(hidden.width == 8 && hidden.pixel(x: 1, y: 1).alpha == 0 && hidden.pixel(x: 5, y: 1).alpha == 255)
        let rounded = try render(Color.blue.frame(width: 20, height: 20).cornerRadius(8))
        #expect(rounded.pixel(x: 0, y: 0).alpha == 0 && rounded.pixel(x: 10, y: 0).alpha == 255)
    }

    @Test func laterSiblingsAndHigherZIndexDrawOnTop() throws {
        let square = { (color: Color) in color.frame(width: 4, height: 4) }
        #expect(try pixel(ZStack { square(.red); square(.blue) }, x: 1, y: 1).blue == 255)
        #expect(try pixel(ZStack { square(.red).zIndex(1); square(.blue) }, x: 1, y: 1).red == 255)
    }

    @Test func textIsDrawnInItsForegroundColour() throws {
        let canvas = try render(Text("H").font(.system(size: 40)).foregroundColor(.red), scale: 1)
        let inked = (0..<canvas.height).flatMap { y in (0..<canvas.width).map { canvas.pixel(x: $0, y: y) } }
            .filter { $0.alpha == 255 }
        #expect(!inked.isEmpty)
        #expect(inked.allSatisfy { $0 == RGBA8(red: 255, green: 59, blue: 48, alpha: 255) })
    }

    @Test func badSizesAreDescriptiveErrors() throws {
        #expect(throws: ViewTreeRenderError.emptyImage(width: 0, height: 0)) { try ImageRenderer(content: EmptyView()).pngData() }
        let infinite = ImageRenderer(content: Color.red)
        infinite.proposedSize = .infinity
        let error = try #require(throws: ViewTreeRenderError.self) { try infinite.pngData() }
        #expect(error.description.contains("finite"))
        #expect(throws: RasterError.self) {
            try ImageRenderer(content: Color.red.frame(width: 100_000, height: 100_000)).pngData()
        }
    }

    private static func screen() -> some View {
        VStack(alignment: .leading) {
            Text("Title").font(.title.bold())
            Text("A paragraph of text that wraps in the frame it is given.").foregroundStyle(.secondary)
            HStack { Circle().fill(.blue); Capsule().fill(.green) }.frame(height: 20)
        }.padding().frame(width: 200)
    }

    @Test func renderingIsTheSameTwiceAndFromManyThreads() async throws {
        let renderer = ImageRenderer(content: Self.screen())
        let reference = try renderer.pngData()
        #expect(try ImageRenderer(content: Self.screen()).pngData() == reference)
        // Views are laid out on the main actor; their display list draws on any thread.
        let (items, width, height) = (renderer.displayList, try renderer.canvas.width, try renderer.canvas.height)
        let results = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let canvas = try RasterCanvas(width: width, height: height)
                    try canvas.draw(items)
                    return try canvas.pngData()
                }
            }
            var results: [Data] = []
            for try await data in group { results.append(data) }
            return results
        }
        #expect(results.count == 8 && results.allSatisfy { $0 == reference })
    }
}
