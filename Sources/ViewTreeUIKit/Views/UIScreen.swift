import Foundation
import ViewTree

/// The screen UIKit code measures against: an iPhone 13 Pro's, the preview renderer's default
/// device (390 by 844 points at scale 3), the same on every machine.
open class UIScreen: NSObject, @unchecked Sendable {
    /// The device screen.
    public static let main = UIScreen(device: .iPhone13Pro)

    /// The screen's bounds in points.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat
    /// Pixels per point of the panel.
    open var nativeScale: CGFloat { scale }

    /// The screen of a device of ViewTree's catalog.
    init(device: ViewTreeDevice) {
        bounds = CGRect(origin: .zero, size: device.size)
        scale = device.scale
    }
}
