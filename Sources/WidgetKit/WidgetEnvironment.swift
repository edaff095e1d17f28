import Foundation

/// How the system draws a widget: in full colour, accented (tinted in two groups) or vibrant (on
/// the Lock Screen).
public struct WidgetRenderingMode: Hashable, Sendable, CustomStringConvertible {
    private let name: String
    /// In the widget's own colours (the Home Screen's default, and a render's).
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    /// Tinted, the accented group apart from the rest.
    public static let accented = WidgetRenderingMode(name: "accented")
    /// Desaturated and blended with the background, as on the Lock Screen.
    public static let vibrant = WidgetRenderingMode(name: "vibrant")
    /// The mode's name.
    public var description: String { name }
}

private struct WidgetFamilyKey: EnvironmentKey { static let defaultValue = WidgetFamily.systemSmall }
private struct WidgetRenderingModeKey: EnvironmentKey { static let defaultValue = WidgetRenderingMode.fullColor }
private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey { static let defaultValue = true }
private struct WidgetContentMarginsKey: EnvironmentKey {
    static let defaultValue = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
}

extension EnvironmentValues {
    /// The family of the widget the view is in (`.systemSmall` unless a preview or test sets it).
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }

    /// How the widget is drawn (`.fullColor` in a render).
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }

    /// Whether the widget's container background shows (true on the Home Screen).
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }

    /// The margins the system puts around a widget's content: 16 points, the standard margin of
    /// Apple's Human Interface Guidelines (Widgets, "use standard margins").
    public var widgetContentMargins: EdgeInsets {
        get { self[WidgetContentMarginsKey.self] }
        set { self[WidgetContentMarginsKey.self] = newValue }
    }
}
