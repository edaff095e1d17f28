import Foundation

/// Light or dark appearance.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    case light, dark
}

/// The direction text and horizontal layout run in.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}

/// How much room an axis of the interface has, as in SwiftUI: phones are compact wide in
/// portrait, iPads regular both ways.
public enum UserInterfaceSizeClass: Hashable, CaseIterable, Sendable {
    case compact, regular
}

private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }
private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct ScreenSizeKey: EnvironmentKey { static let defaultValue: CGSize? = nil }

extension EnvironmentValues {
    /// Linux addition: the size in points of the screen the view is shown on, as the device
    /// gives it (`nil` outside a device), for views whose size the system sets by the screen
    /// (widgets).
    @_spi(ViewTreeInternals) public var screenSize: CGSize? {
        get { self[ScreenSizeKey.self] }
        set { self[ScreenSizeKey.self] = newValue }
    }

    /// Light or dark appearance; semantic colours resolve by it.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The text size text styles scale to.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// Pixels per point; frames snap to this grid.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// Whether horizontal layout runs left to right or right to left.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// The horizontal size class of the screen the view is on; `nil` outside a device.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class of the screen the view is on; `nil` outside a device.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// The font text uses when it sets none; `nil` is `.body`.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
}
