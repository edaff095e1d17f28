import Foundation

/// Linux addition: a device's screen as a view sees it: its size in points, safe area, display
/// scale, idiom, size classes, corner radius and home indicator. The catalog (`.iPhone13ProMax`,
/// `.iPadPro11(.portrait)`...) has swift-snapshot-testing's `ViewImageConfig` devices with the
/// real devices' scales, and every iPhone and iPad from the iPhone 8 to the iPhone 17 series
/// (`.iPhone16Pro`, `.iPadPro13M4`; see `DeviceConfiguration+Current.swift`); each
/// configuration has a `name` (`"iPhoneSe.landscape"`) that `named(_:)` finds again.
public struct ViewTreeDevice: Hashable, Sendable, CustomStringConvertible {
    /// Phone orientations.
    public enum Orientation: Hashable, Sendable {
        case landscape
        case portrait
    }

    /// iPad orientations, with Split View widths.
    public enum TabletOrientation: Hashable, Sendable {
        /// Split View widths in portrait.
        public enum PortraitSplits: Hashable, Sendable {
            case oneThird
            case twoThirds
            case full
        }
        /// Split View widths in landscape.
        public enum LandscapeSplits: Hashable, Sendable {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }
        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    /// The kind of device.
    public enum Idiom: Hashable, Sendable {
        case phone, pad, tv
    }

    /// The name that finds this configuration with `named(_:)`: the device's name in
    /// `ViewImageConfig`, then the orientation and Split View where they are not the default.
    public var name: String
    /// The screen (or Split View window) in points.
    public var size: CGSize
    /// The unsafe margins: status bar, notch, home indicator. `leading` is the screen's left
    /// edge and `trailing` its right, whatever the layout direction (as `ViewTreeWindow`'s).
    public var safeAreaInsets: EdgeInsets
    /// Pixels per point of the real device.
    public var scale: CGFloat
    /// The kind of device.
    public var idiom: Idiom
    /// The horizontal size class; `nil` where the device has none (TVs).
    public var horizontalSizeClass: UserInterfaceSizeClass?
    /// The vertical size class; `nil` where the device has none (TVs).
    public var verticalSizeClass: UserInterfaceSizeClass?
    /// The radius of the display's rounded corners in points (0 for square corners), as
    /// `UIScreen`'s `_displayCornerRadius` reads on the device.
    public var displayCornerRadius: CGFloat
    /// How far the home indicator's area reaches up from the bottom edge in points (the bottom
    /// safe-area inset of a device with a home indicator; 0 on devices with a home button).
    public var homeIndicatorInset: CGFloat

    /// A configuration of your own.
    public init(name: String, size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(), scale: CGFloat, idiom: Idiom,
                horizontalSizeClass: UserInterfaceSizeClass? = nil, verticalSizeClass: UserInterfaceSizeClass? = nil,
                displayCornerRadius: CGFloat = 0, homeIndicatorInset: CGFloat = 0) {
        self.name = name
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.scale = scale
        self.idiom = idiom
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayCornerRadius = displayCornerRadius
        self.homeIndicatorInset = homeIndicatorInset
    }

    /// The name.
    public var description: String { name }

    /// The size in pixels.
    public var pixelSize: CGSize { CGSize(width: size.width * scale, height: size.height * scale) }

    /// The screen as a window to render a view in as its root view.
    public var window: ViewTreeWindow { ViewTreeWindow(size: size, safeAreaInsets: safeAreaInsets) }

    /// Sets what a view on this device reads from `environment`: the display scale and the size classes.
    public func apply(to environment: inout EnvironmentValues) {
        environment.displayScale = scale
        environment.horizontalSizeClass = horizontalSizeClass
        environment.verticalSizeClass = verticalSizeClass
        environment.screenSize = size
    }
}
