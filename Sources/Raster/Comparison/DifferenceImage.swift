import Foundation

/// A picture of where two images differ: the reference faded to a light grey, pixels that fail
/// the comparison in red, pixels that differ within the perceptual tolerance in amber. Where the
/// sizes differ, the area only one image covers is red.
enum DifferenceImage {
    static let failing: UInt32 = 0xFF00_00FF      // opaque red, packed RGBA little end first
    static let tolerated: UInt32 = 0xFF00_B4FF    // opaque amber

    static func make(reference: Bitmap, new: Bitmap, tolerance: Float?) -> Bitmap? {
        let width = max(reference.width, new.width), height = max(reference.height, new.height)
        var pixels = [UInt32](repeating: failing, count: width * height)
        var differences = PixelDifference()
        for y in 0..<min(reference.height, new.height) {
            for x in 0..<min(reference.width, new.width) {
                let old = reference.pixels[y * reference.width + x], current = new.pixels[y * new.width + x]
                let pixel: UInt32
                if old == current {
                    pixel = faded(old)
                } else if let tolerance, differences.deltaE(old, current) <= tolerance {
                    pixel = tolerated
                } else {
                    pixel = failing
                }
                pixels[y * width + x] = pixel
            }
        }
        return try? Bitmap(width: width, height: height, pixels: pixels)
    }

    /// The pixel's luma over white, faded three quarters of the way to white.
    private static func faded(_ pixel: UInt32) -> UInt32 {
        let opaque = PixelDifference.over(pixel, white: true)
        let red = opaque & 0xFF, green = (opaque >> 8) & 0xFF, blue = (opaque >> 16) & 0xFF
        let luma = (red * 54 + green * 183 + blue * 19) >> 8
        let grey = 255 - (255 - luma) / 4
        return grey | grey << 8 | grey << 16 | 0xFF00_0000
    }
}
