import Foundation
import Raster
@_spi(ViewTreeInternals) import ViewTree

extension UIImage {
    /// How an image's pixels are stored relative to upright (the cases of UIKit's, in its order).
    public typealias Orientation = Image.Orientation
}

#if !canImport(Darwin)
extension UIImage {
    /// An image of `cgImage`'s pixels at scale 1.
    public convenience init(cgImage: CGImage) {
        self.init(bitmap: cgImage.viewTreeBitmap)
    }

    /// An image of `cgImage`'s pixels, `scale` pixels to the point, turned upright from
    /// `orientation` (its size is the upright one, as UIKit reports it).
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(bitmap: cgImage.viewTreeBitmap.oriented(orientation.exif), scale: scale)
    }

    /// The image's pixels as a Core Graphics image (`nil` for a symbol or an empty image).
    public var cgImage: CGImage? {
        pixels.map(CGImage.init(viewTreeBitmap:))
    }
}
#endif
