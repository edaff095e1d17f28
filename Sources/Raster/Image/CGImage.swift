#if !canImport(Darwin)
import Foundation

/// CoreGraphics' image, for Linux where there is no CoreGraphics: decoded pixels, 8 bits per
/// component in RGBA, as `ImageRenderer.cgImage` makes them and `Image(_:scale:label:)` draws them.
/// Immutable, as in CoreGraphics.
public final class CGImage: @unchecked Sendable, Hashable {
    // Unchecked: the pixels never change.
    /// Linux addition: the image's pixels.
    public let viewTreeBitmap: Bitmap

    /// Linux addition: an image of `bitmap`'s pixels.
    public init(viewTreeBitmap bitmap: Bitmap) {
        viewTreeBitmap = bitmap
    }

    /// The width in pixels.
    public var width: Int { viewTreeBitmap.width }
    /// The height in pixels.
    public var height: Int { viewTreeBitmap.height }
    /// Bits of each colour component: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits of each pixel: 32 (red, green, blue and alpha).
    public var bitsPerPixel: Int { 32 }
    /// Bytes of each row of pixels.
    public var bytesPerRow: Int { width * 4 }

    /// The image of the pixels in `rect` (in pixels, clipped to the image), or `nil` when none are.
    public func cropping(to rect: CGRect) -> CGImage? {
        let bounds = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !bounds.isNull, bounds.width > 0, bounds.height > 0 else { return nil }
        let (x0, y0, w, h) = (Int(bounds.minX), Int(bounds.minY), Int(bounds.width), Int(bounds.height))
        var pixels: [UInt32] = []
        pixels.reserveCapacity(w * h)
        for y in y0..<(y0 + h) { pixels += viewTreeBitmap.pixels[(y * width + x0)..<(y * width + x0 + w)] }
        return (try? Bitmap(width: w, height: h, pixels: pixels)).map(CGImage.init(viewTreeBitmap:))
    }

    /// Whether two images have the same pixels.
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs.viewTreeBitmap == rhs.viewTreeBitmap }

    /// Hashes the pixels.
    public func hash(into hasher: inout Hasher) { hasher.combine(viewTreeBitmap) }
}
#endif
