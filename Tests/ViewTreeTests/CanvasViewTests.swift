import Foundation
import Testing
@testable import ViewTree
import Raster

/// SwiftUI's `Canvas`: a view drawn with a `GraphicsContext`.
@MainActor struct CanvasViewTests {
    private func render(_ draw: @escaping (inout GraphicsContext, CGSize) -> Void) throws -> RasterCanvas {
        try ImageRenderer(content: Canvas(renderer: draw).frame(width: 40, height: 20).background(Color.white)).canvas
    }

    @Test func fillsStrokesAndTransformsDrawInTheCanvasBounds() throws {
        let canvas = try render { context, size in
            #expect(size == CGSize(width: 40, height: 20))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.black))
            var moved = context
            moved.translateBy(x: 20, y: 0)
            moved.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.black))
            // Clipped to the bounds: nothing past the canvas's edge.
            context.fill(Path(CGRect(x: 35, y: 15, width: 50, height: 50)), with: .color(.black))
        }
        #expect(canvas.pixel(x: 5, y: 5) == opaque(0, 0, 0) && canvas.pixel(x: 15, y: 5) == opaque(255, 255, 255))
        #expect(canvas.pixel(x: 25, y: 5) == opaque(0, 0, 0))
        #expect(canvas.pixel(x: 38, y: 18) == opaque(0, 0, 0))
    }

    @Test func opacityClipTextAndLayers() throws {
        let canvas = try render { context, _ in
            var faded = context
            faded.opacity = 0.5
            faded.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.black))
            var clipped = context
            clipped.clip(to: Path(CGRect(x: 20, y: 0, width: 5, height: 20)))
            clipped.fill(Path(CGRect(x: 10, y: 0, width: 30, height: 20)), with: .color(.black))
            context.drawLayer { layer in
                layer.stroke(Path(CGRect(x: 30, y: 5, width: 8, height: 8)), with: .color(.black), lineWidth: 2)
            }
            #expect(context.resolve(Text("Hi")).measure(in: CGSize(width: 100, height: 100)).width > 5)
        }
        #expect(canvas.pixel(x: 5, y: 5) == opaque(128, 128, 128) || canvas.pixel(x: 5, y: 5) == opaque(127, 127, 127))
        #expect(canvas.pixel(x: 22, y: 10) == opaque(0, 0, 0) && canvas.pixel(x: 15, y: 10) == opaque(255, 255, 255))
        #expect(canvas.pixel(x: 30, y: 9) == opaque(0, 0, 0) && canvas.pixel(x: 34, y: 9) == opaque(255, 255, 255))
    }

    @Test func textIsDrawnAroundItsAnchor() throws {
        let canvas = try render { context, size in
            context.draw(Text("X").font(.system(size: 14)), at: CGPoint(x: size.width / 2, y: size.height / 2))
        }
        let inked = (0..<40).filter { x in (0..<20).contains { canvas.pixel(x: x, y: $0).red < 128 } }
        let middle = Double((inked.first ?? 0) + (inked.last ?? 0)) / 2
        #expect(!inked.isEmpty && abs(middle - 20) <= 1.5, "\(middle)")
    }
}
