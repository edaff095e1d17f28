import Foundation
import Synchronization
import ViewTree

/// The screen UIKit code measures against: the snapshot host device's
/// (`ViewTreeSnapshotHost.device`), or an iPhone 13 Pro's (390 by 844 points at scale 3) without
/// one, the same on every machine.
open class UIScreen: NSObject, @unchecked Sendable {
    /// The host device's screen.
    public static var main: UIScreen {
        let device = ViewTreeSnapshotHost.device ?? .iPhone13Pro
        return screens.withLock { screens in
            if let screen = screens[device] { return screen }
            let screen = UIScreen(device: device)
            screens[device] = screen
            return screen
        }
    }

    /// The screens made so far, one per device, so that `main` is the same object for a host.
    private static let screens = Mutex<[ViewTreeDevice: UIScreen]>([:])

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
