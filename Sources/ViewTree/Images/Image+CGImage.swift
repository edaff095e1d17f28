import Foundation
import Raster

extension Image {
    /// How an image's pixels are stored relative to upright, as SwiftUI's `Image.Orientation`
    /// (UIKit's `UIImage.Orientation`, EXIF's orientations).
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        /// Stored upright.
        case up
        /// Rotated 180 degrees.
        case down
        /// Stored turned 90 degrees clockwise: shown turned back counter-clockwise.
        case left
        /// Stored turned 90 degrees counter-clockwise: shown turned back clockwise.
        case right
        /// Mirrored left to right.
        case upMirrored
        /// Mirrored top to bottom.
        case downMirrored
        /// Mirrored across the top-left to bottom-right diagonal.
        case leftMirrored
        /// Mirrored across the top-right to bottom-left diagonal.
        case rightMirrored

        /// The same orientation as EXIF numbers it.
        @_spi(ViewTreeInternals) public var exif: ExifOrientation {
            switch self {
            case .up: .up
            case .down: .down
            case .left: .left
            case .right: .right
            case .upMirrored: .upMirrored
            case .downMirrored: .downMirrored
            case .leftMirrored: .leftMirrored
            case .rightMirrored: .rightMirrored
            }
        }
    }

    #if !canImport(Darwin)
    /// The pixels of `cgImage`, `scale` pixels to the point, turned upright from `orientation`, as
    /// SwiftUI draws a Core Graphics image (`label` is for accessibility).
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
        self.init(cgImage.viewTreeBitmap.oriented(orientation.exif), scale: scale)
    }

    /// The pixels of `cgImage`, as `init(_:scale:orientation:label:)`, hidden from accessibility.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
        self.init(cgImage.viewTreeBitmap.oriented(orientation.exif), scale: scale)
    }
    #endif
}

#if !canImport(Darwin)
extension ImageRenderer {
    /// The view drawn as a Core Graphics image at the renderer's scale, or `nil` when it cannot be
    /// drawn (the reason is what `canvas` throws).
    public var cgImage: CGImage? {
        (try? canvas).map { CGImage(viewTreeBitmap: $0.bitmap) }
    }
}
#endif
