import Foundation
import Raster
import Testing
@testable import ViewTree

/// Core Graphics images as SwiftUI apps make and draw them: `ImageRenderer.cgImage` and
/// `Image(_:scale:orientation:label:)`, as Food Truck renders its donut thumbnails.
@MainActor struct CGImageTests {
    /// A 4-by-2 view: red on the left half, blue on the right.
    private var halves: some View {
        HStack(spacing: 0) { Color.red; Color.blue }.frame(width: 4, height: 2)
    }

    @Test func rendererMakesAnImageOfTheViewsPixels() throws {
        let renderer = ImageRenderer(content: halves)
        renderer.scale = 2
        let image = try #require(renderer.cgImage)
        #expect(image.width == 8 && image.height == 4 && image.bytesPerRow == 32 && image.bitsPerPixel == 32)
        #expect(try image.viewTreeBitmap == renderer.canvas.bitmap)
        let right = try #require(image.cropping(to: CGRect(x: 4, y: 0, width: 100, height: 100)))
        #expect(right.width == 4 && right.height == 4 && right.viewTreeBitmap[0, 0] == image.viewTreeBitmap[7, 3])
        #expect(image.cropping(to: CGRect(x: 20, y: 20, width: 2, height: 2)) == nil)
    }

    @Test func imagesOfCGImagesAreDrawnAtTheirScaleAndUpright() throws {
        let renderer = ImageRenderer(content: halves)
        renderer.scale = 2
        let cgImage = try #require(renderer.cgImage)
        let drawn = ImageRenderer(content: Image(cgImage, scale: 2, label: Text("Halves")))
        drawn.scale = 2
        #expect(drawn.layout.frame.size == CGSize(width: 4, height: 2))
        #expect(try drawn.canvas.bitmap == cgImage.viewTreeBitmap)
        // Stored turned counter-clockwise, shown turned back clockwise: red on top, 2 by 4 points.
        let turned = ImageRenderer(content: Image(decorative: cgImage, scale: 2, orientation: .right))
        turned.scale = 2
        #expect(turned.layout.frame.size == CGSize(width: 2, height: 4))
        let canvas = try turned.canvas
        #expect(canvas.pixel(x: 1, y: 1) == Color.red.resolved(in: .light, os: .default).premultiplied)
        #expect(canvas.pixel(x: 1, y: 6) == Color.blue.resolved(in: .light, os: .default).premultiplied)
    }
}
