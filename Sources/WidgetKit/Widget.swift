import Foundation

/// A widget, as WidgetKit's `Widget`: its configuration. ViewTree renders widget views through
/// previews and snapshots; `main()` (for a lone `@main` widget) makes it and returns.
@MainActor @preconcurrency
public protocol Widget {
    /// The widget's configuration.
    associatedtype Body: WidgetConfiguration
    /// The widget's configuration.
    var body: Body { get }
    /// The widget, as the system makes it.
    init()
}

extension Widget {
    /// The extension's entry point: makes the widget and returns, since a render runs no extension.
    public static func main() {
        _ = Self()
    }
}

/// A widget's kind, content and the families it supports.
public protocol WidgetConfiguration {
    /// Linux addition: the view the configuration shows for `entry`, for widget previews;
    /// `nil` when the entry is not of the widget's type or the configuration shows none.
    func viewTreeEntryView(_ entry: any TimelineEntry) -> AnyView?
}

extension WidgetConfiguration {
    /// No view.
    public func viewTreeEntryView(_ entry: any TimelineEntry) -> AnyView? { nil }
}

/// A widget configured by nothing the person chooses: its kind, its timeline provider and the
/// view of each entry. A render runs no provider; previews and snapshots draw the entry view.
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    /// The widget's kind, which `WidgetCenter` reloads by.
    public let kind: String
    private let entryView: (any TimelineEntry) -> AnyView?

    /// The widget of `kind` whose `provider` makes the entries `content` draws.
    public init<Provider: TimelineProvider>(kind: String, provider: Provider,
                                            @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        self.kind = kind
        entryView = { entry in (entry as? Provider.Entry).map { AnyView(content($0)) } }
    }

    /// The view `content` makes for `entry`, when it is the provider's kind of entry.
    public func viewTreeEntryView(_ entry: any TimelineEntry) -> AnyView? {
        entryView(entry)
    }
}

// The gallery's settings: a render shows no gallery, so they leave the configuration as it is.
extension WidgetConfiguration {
    /// The widget's name in the gallery.
    public func configurationDisplayName(_ displayName: String) -> Self { self }

    /// The widget's name in the gallery.
    public func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> Self { self }

    /// The widget's name in the gallery.
    public func configurationDisplayName(_ displayName: Text) -> Self { self }

    /// What the widget shows, in the gallery.
    public func description(_ description: String) -> Self { self }

    /// What the widget shows, in the gallery.
    public func description(_ descriptionKey: LocalizedStringKey) -> Self { self }

    /// What the widget shows, in the gallery.
    public func description(_ description: Text) -> Self { self }

    /// The families the widget comes in.
    public func supportedFamilies(_ families: [WidgetFamily]) -> Self { self }

    /// Draws the widget's content without the system's content margins.
    public func contentMarginsDisabled() -> Self { self }

    /// Whether the system may remove the container background (in StandBy and on the Lock Screen).
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> Self { self }
}

/// Several widgets of one extension, as WidgetKit's `WidgetBundle`.
@MainActor @preconcurrency
public protocol WidgetBundle {
    /// The widgets.
    associatedtype Body: Widget
    /// The widgets.
    @WidgetBundleBuilder var body: Body { get }
    /// The bundle, as the system makes it.
    init()
}

extension WidgetBundle {
    /// The extension's entry point: makes the bundle and returns, since a render runs no extension.
    public static func main() {
        _ = Self()
    }
}

/// Builds a widget bundle's body from its widgets.
@resultBuilder @MainActor
public enum WidgetBundleBuilder {
    /// The widgets, in order.
    public static func buildBlock<each W: Widget>(_ widgets: repeat each W) -> WidgetGroup<repeat each W> {
        WidgetGroup(repeat each widgets)
    }

    /// A widget included only on some platforms or versions.
    public static func buildOptional<W: Widget>(_ widget: W?) -> OptionalWidget<W> { OptionalWidget(widget: widget) }

    /// A widget behind `if #available`.
    public static func buildLimitedAvailability<W: Widget>(_ widget: W) -> W { widget }
}

/// Widgets listed together in a bundle.
public struct WidgetGroup<each W: Widget>: Widget {
    /// Empty: a group's widgets are configured each on its own.
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
    let widgets: (repeat each W)

    init(_ widgets: repeat each W) {
        self.widgets = (repeat each widgets)
    }

    /// The group of each widget as the system makes it.
    public init() {
        widgets = (repeat (each W)())
    }
}

/// A widget that may be absent.
public struct OptionalWidget<W: Widget>: Widget {
    let widget: W?
    /// Empty: the widget is configured on its own.
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }

    init(widget: W?) {
        self.widget = widget
    }

    /// No widget.
    public init() {
        widget = nil
    }
}

/// A configuration of nothing.
public struct EmptyWidgetConfiguration: WidgetConfiguration {
    /// Nothing.
    public init() {}
}
