import Foundation
import Synchronization
import ViewTree

/// The screen UIKit code measures against: the snapshot host device's
/// (`ViewTreeSnapshotHost.device`), or an iPhone 13 Pro's (390 by 844 points at scale 3) without
/// one, the same on every machine.
///
/// Main-actor isolated, as UIKit's `UIScreen` (`@MainActor class` in
/// https://developer.apple.com/documentation/uikit/uiscreen); Swift 5 code sees it
/// `@preconcurrency`, as it sees UIKit's.
@MainActor @preconcurrency
open class UIScreen: NSObject {
    /// The host device's screen.
    public static var main: UIScreen {
        let device = hostDevice
        return screens.withLock { screens in
            if let screen = screens[device] { return screen }
            let screen = UIScreen(device: device)
            screens[device] = screen
            return screen
        }
    }

    /// The device whose screen is `main`: the snapshot host's, or an iPhone 13 Pro. Not isolated,
    /// as image renderer formats, which any thread makes, take the main screen's scale.
    nonisolated static var hostDevice: ViewTreeDevice { ViewTreeSnapshotHost.device ?? .iPhone13Pro }

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
