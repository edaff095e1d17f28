import Foundation
import Testing
@testable import ViewTree
import Raster

/// `FillStyle(eoFill: true)` on shapes and in a `GraphicsContext`, inverse clips, and paths as
/// shapes.
@MainActor struct EvenOddFillTests {
    /// Two circles around one centre, both wound the same way.
    private var ring: Path {
        var path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))
        path.addEllipse(in: CGRect(x: 10, y: 10, width: 20, height: 20))
        return path
    }

    private func pixels(_ view: some View) throws -> (centre: RGBA8, band: RGBA8) {
        let canvas = try ImageRenderer(content: view.frame(width: 40, height: 40).background(Color.white)).canvas
        return (canvas.pixel(x: 20, y: 20), canvas.pixel(x: 20, y: 4))
    }

    @Test func shapesFilledByTheEvenOddRuleLeaveOverlapsEmpty() throws {
        let nonZero = try pixels(ring.fill(Color.black))
        #expect(nonZero.centre == RGBA8(red: 0, green: 0, blue: 0, alpha: 255) && nonZero.band == nonZero.centre)
        let evenOdd = try pixels(ring.fill(Color.black, style: FillStyle(eoFill: true)))
        #expect(evenOdd.centre == RGBA8(red: 255, green: 255, blue: 255, alpha: 255), "\(evenOdd.centre)")
        #expect(evenOdd.band == RGBA8(red: 0, green: 0, blue: 0, alpha: 255))
        let clipped = try pixels(Color.black.clipShape(ring, style: FillStyle(eoFill: true)))
        #expect(clipped.centre.red == 255 && clipped.band.red == 0, "\(clipped)")
    }

    @Test func contextsFillAndClipByTheEvenOddRuleAndInvertClips() throws {
        let ring = ring
        let filled = try pixels(Canvas { context, _ in
            context.fill(ring, with: .color(.black), style: FillStyle(eoFill: true))
        })
        #expect(filled.centre.red == 255 && filled.band.red == 0)
        let clipped = try pixels(Canvas { context, size in
            context.clip(to: ring, style: FillStyle(eoFill: true))
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
        })
        #expect(clipped.centre.red == 255 && clipped.band.red == 0)
        let inverse = try ImageRenderer(content: Canvas { context, size in
            context.clip(to: Path(ellipseIn: CGRect(x: 10, y: 10, width: 20, height: 20)), options: .inverse)
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
        }.frame(width: 40, height: 40).background(Color.white)).canvas
        #expect(inverse.pixel(x: 20, y: 20) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255), "inside the path: clipped out")
        #expect(inverse.pixel(x: 2, y: 2) == RGBA8(red: 0, green: 0, blue: 0, alpha: 255), "outside it: drawn")
    }

    @Test func pathsAreShapesDrawnInTheViewsCoordinates() throws {
        let line = Path { path in
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 40, y: 40))
        }
        let canvas = try ImageRenderer(content: line.stroke(Color.black, lineWidth: 4)
            .frame(width: 40, height: 40).background(Color.white)).canvas
        #expect(canvas.pixel(x: 20, y: 20) == RGBA8(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(canvas.pixel(x: 34, y: 6) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(ImageRenderer(content: line).layout.frame.size == CGSize(width: 10, height: 10), "ideally 10 by 10, as shapes")
    }
}
