import Foundation
@_spi(ViewTreeInternals) import ViewTree

/// The standard background of a Lock Screen widget: its container's shape, filled in a
/// translucent grey (*unverified*: the system draws it vibrant on the wallpaper).
public struct AccessoryWidgetBackground: View {
    /// The background.
    public init() {}

    /// The container's shape, filled.
    public var body: some View {
        ContainerRelativeShape().fill(Color.gray.opacity(0.3))
    }
}

/// A preview of a widget in one family, for `previewContext(_:)`.
public struct WidgetPreviewContext: Sendable {
    /// The family the preview shows.
    public let family: WidgetFamily

    /// A preview in `family`.
    public init(family: WidgetFamily) {
        self.family = family
    }
}

nonisolated extension View {
    /// Shows the view as a widget of the context's family: in the family's size on the preview's
    /// screen (the Human Interface Guidelines' table, see `WidgetFamily.viewTreeSize(onScreen:)`;
    /// a 430-by-932 screen outside a device), inside the widget content margins, with the
    /// `widgetFamily` environment value set. The container background fills the whole widget.
    public func previewContext(_ context: WidgetPreviewContext) -> some View {
        WidgetFrame(family: context.family, content: self).previewLayout(.sizeThatFits)
    }
}

/// A view laid out as a widget of `family` on the screen the environment names.
private nonisolated struct WidgetFrame<Content: View>: View {
    let family: WidgetFamily
    let content: Content
    @Environment(\.screenSize) private var screenSize
    @Environment(\.widgetContentMargins) private var margins

    var body: some View {
        let size = family.viewTreeSize(onScreen: screenSize ?? CGSize(width: 430, height: 932)) ?? CGSize(width: 170, height: 170)
        content
            .safeAreaPadding(margins)
            .frame(width: size.width, height: size.height)
            .environment(\.widgetFamily, family)
    }
}
