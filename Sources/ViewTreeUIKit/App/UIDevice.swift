import Foundation
import ViewTree

/// The device the app runs on, as UIKit's `UIDevice`: the snapshot host device's
/// (`ViewTreeSnapshotHost.device`), or an iPhone without one, running the iOS version ViewTree
/// renders (`ViewTreeOSVersion.default`). Nothing about it changes during a render.
///
/// Main-actor isolated, as UIKit's `UIDevice` (`@MainActor class` in
/// https://developer.apple.com/documentation/uikit/uidevice); Swift 5 code sees it
/// `@preconcurrency`, as it sees UIKit's.
@MainActor @preconcurrency
open class UIDevice: NSObject {
    /// How the device is held, as UIKit's `UIDeviceOrientation`.
    public enum Orientation: Int, Sendable {
        /// Not known.
        case unknown
        /// Upright.
        case portrait
        /// Upside down.
        case portraitUpsideDown
        /// On its side, the home button (or bottom) to the right.
        case landscapeLeft
        /// On its side, the home button (or bottom) to the left.
        case landscapeRight
        /// Flat, screen up.
        case faceUp
        /// Flat, screen down.
        case faceDown

        /// Whether the device is on its side.
        public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
        /// Whether the device is upright or upside down.
        public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    }

    /// The state of the battery, as UIKit's `UIDevice.BatteryState`.
    public enum BatteryState: Int, Sendable {
        /// Not known (battery monitoring is off).
        case unknown
        /// Running on the battery.
        case unplugged
        /// Plugged in, charging.
        case charging
        /// Plugged in, full.
        case full
    }

    /// The device: the host device's.
    public static var current: UIDevice {
        let device = ViewTreeSnapshotHost.device
        let idiom: UIUserInterfaceIdiom = switch device?.idiom {
        case .pad: .pad
        case .tv: .tv
        default: .phone
        }
        let landscape = device.map { $0.size.width > $0.size.height } ?? false
        return UIDevice(idiom: idiom, orientation: landscape ? .landscapeLeft : .portrait)
    }

    /// The kind of device.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// How the device is held: as its screen is in the host device's configuration.
    public let orientation: Orientation
    /// The device's model: "iPhone", "iPad" or "Apple TV".
    public var model: String {
        switch userInterfaceIdiom {
        case .pad: "iPad"
        case .tv: "Apple TV"
        default: "iPhone"
        }
    }
    /// The model, localised (the same).
    public var localizedModel: String { model }
    /// The device's name: its model's.
    public var name: String { model }
    /// The operating system's name.
    public let systemName = "iOS"
    /// The operating system's version, such as "26.0".
    public var systemVersion: String { "\(ViewTreeOSVersion.default.rawValue).0" }
    /// An identifier of the device for the app's vendor: the same on every machine.
    public let identifierForVendor: UUID? = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
    /// Whether the app may run alongside others.
    public let isMultitaskingSupported = true
    /// Whether the app watches the battery (it reads as unknown whatever this says).
    public var isBatteryMonitoringEnabled = false
    /// The battery's charge, 0...1, or -1 when not known: not known.
    public let batteryLevel: Float = -1
    /// The battery's state: not known.
    public let batteryState = BatteryState.unknown
    /// Whether the device sends orientation notifications: never, in a render.
    public let isGeneratingDeviceOrientationNotifications = false

    init(idiom: UIUserInterfaceIdiom, orientation: Orientation) {
        userInterfaceIdiom = idiom
        self.orientation = orientation
    }

    /// Starts orientation notifications (none are sent in a render).
    open func beginGeneratingDeviceOrientationNotifications() {}
    /// Stops orientation notifications.
    open func endGeneratingDeviceOrientationNotifications() {}
}

/// How a device is held, as UIKit's `UIDeviceOrientation`.
public typealias UIDeviceOrientation = UIDevice.Orientation
