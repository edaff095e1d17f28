import Foundation
import Testing
@testable import Raster

/// The resampled-image cache: a draw that finds its resampling cached gives exactly the pixels
/// a fresh resampling gives, wherever the same image lands at the same size and subpixel
/// offset, and a changed image is never served another's pixels.
struct ResampledImageCacheTests {
    /// 97 x 61 pixels of varied, partly translucent colour.
    private static func photo() throws -> Bitmap {
        var pixels: [UInt32] = []
        for y in 0..<61 {
            for x in 0..<97 {
                let alpha: UInt8 = x % 13 == 0 ? 128 : 255
                let red = UInt8((x * 7 + y * 3) % 256), green = UInt8((x * y) % 256), blue = UInt8((y * 11) % 256)
                pixels.append(RGBA8(red: min(red, alpha), green: min(green, alpha), blue: min(blue, alpha), alpha: alpha).packed)
            }
        }
        return try Bitmap(width: 97, height: 61, pixels: pixels)
    }

    /// `image` shrunk into a rounded clip at `origin` plus a fixed subpixel offset.
    private static func draw(_ image: Bitmap, at origin: CGPoint) throws -> RasterCanvas {
        let canvas = try RasterCanvas(width: 90, height: 70)
        let rect = CGRect(x: origin.x + 3.3, y: origin.y + 2.6, width: 41.7, height: 29.2)
        try canvas.withClip(Path(roundedRect: rect.insetBy(dx: 2, dy: 4), cornerRadius: 6)) {
            try canvas.draw(image, in: rect)
        }
        return canvas
    }

    @Test func drawingAgainGivesTheSamePixelsAsAFreshResampling() throws {
        let image = try Self.photo()
        let first = try Self.draw(image, at: .zero).bitmap
        let again = try Self.draw(image, at: .zero).bitmap
        // A copy with the same pixels in new storage cannot be found in the cache.
        var copy = image
        copy[0, 0] = image[0, 0]
        #expect(copy.pixels.withUnsafeBufferPointer { $0.baseAddress } != image.pixels.withUnsafeBufferPointer { $0.baseAddress })
        let fresh = try Self.draw(copy, at: .zero).bitmap
        #expect(again == first)
        #expect(fresh == first)
    }

    @Test func sameSizeAndSubpixelOffsetElsewhereGivesShiftedPixels() throws {
        let image = try Self.photo()
        let near = try Self.draw(image, at: .zero), far = try Self.draw(image, at: CGPoint(x: 17, y: 9))
        for y in 0..<55 {
            for x in 0..<70 {
                #expect(far.pixel(x: x + 17, y: y + 9) == near.pixel(x: x, y: y))
            }
        }
    }

    @Test func aChangedImageIsResampledAgain() throws {
        let image = try Self.photo()
        let before = try Self.draw(image, at: .zero).bitmap
        var changed = image
        for y in 0..<61 { for x in 0..<97 { changed[x, y] = RGBA8(red: 0, green: 0, blue: 255, alpha: 255) } }
        let after = try Self.draw(changed, at: .zero)
        #expect(after.bitmap != before)
        #expect(after.pixel(x: 25, y: 17) == RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
    }
}
