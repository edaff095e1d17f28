/// How labels are drawn from their title and icon, as SwiftUI's `LabelStyle`; set one with
/// `labelStyle(_:)`. Main-actor isolated, as views are.
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The view a label becomes.
    associatedtype Body: View
    /// The title and icon of the label being drawn.
    typealias Configuration = LabelStyleConfiguration

    /// The view for the label described by `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A label's title and icon, handed to a `LabelStyle`.
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    nonisolated public struct Title: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// The title.
        public var body: some View { content }
    }

    /// The label's icon, as a view.
    nonisolated public struct Icon: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// The icon.
        public var body: some View { content }
    }

    /// The title.
    public let title: Title
    /// The icon.
    public let icon: Icon
}

/// The title alone.
nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The title.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone.
nonisolated public struct IconOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The icon.
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The icon, then the title, in a row.
nonisolated public struct TitleAndIconLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The icon and the title, 8 points apart (*unverified* against iOS) unless
    /// `labelIconToTitleSpacing(_:)` sets the gap, and centred vertically.
    public func makeBody(configuration: Configuration) -> some View {
        IconAndTitleRow(configuration: configuration)
    }
}

/// A label's icon and title in a row, `labelIconToTitleSpacing` apart when it is set.
nonisolated private struct IconAndTitleRow: View {
    let configuration: LabelStyleConfiguration
    @Environment(\.labelIconToTitleSpacing) private var spacing

    var body: some View {
        HStack(spacing: spacing ?? 8) {
            configuration.icon
            configuration.title
        }
    }
}

/// The style labels have unless one is set: the icon and title in a row. In a list row the
/// icon is centred in a column as wide as the row font's symbols, so that the titles of rows
/// with different symbols line up, as on iOS.
nonisolated public struct DefaultLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The icon and the title in a row.
    public func makeBody(configuration: Configuration) -> some View {
        RowAlignedLabel(configuration: configuration)
    }
}

/// A label's icon and title in a row. In list rows the icon has a column of its own width and,
/// unless a foreground style is set, the tint, as iOS draws list labels; from iOS 26 on a symbol
/// there is drawn at the large image scale unless one is chosen (*measured*: iOS 26.4 list-row
/// labels' symbols as large as the large scale draws them beside 16-point text, within a point:
/// home-assistant/iOS at d722d78, `SettingsServersView.test`, `arrow.left.arrow.right` 19.33 by
/// 23.67 and `plus` 16.67 by 16.67; KeenWill/signalbox at e3d0b496c, `settings.png`,
/// `checkmark.circle.fill` 21 by 21. Whether iOS picks the scale or a larger point size is
/// *unverified*; before iOS 26 *unverified*).
nonisolated private struct RowAlignedLabel: View {
    let configuration: LabelStyleConfiguration
    @Environment(\.isListRow) private var isListRow
    @Environment(\.font) private var font
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.viewTreeOSVersion) private var os

    var body: some View {
        let glass = os.hasLiquidGlass
        if isListRow {
            let pointSize = (try? (font ?? .body).resolved(dynamicTypeSize: dynamicTypeSize).size) ?? 17
            let icon = configuration.icon
                .transformEnvironment {
                    if $0.foregroundStyle == nil { $0.foregroundStyle = $0.tint ?? Color.accentColor }
                    if $0.viewTreeOSVersion.hasLiquidGlass, $0.imageScale == .medium { $0.imageScale = .large }
                }
                .frame(minWidth: glass ? LiquidGlassMetrics.listLabelIconColumnWidth : ChromeMetrics.rowIconColumnWidth(forPointSize: pointSize))
            TitleAndIconLabelStyle().makeBody(configuration: LabelStyleConfiguration(title: configuration.title,
                                                                                     icon: .init(AnyView(icon))))
                .transformEnvironment {
                    if glass, $0.labelIconToTitleSpacing == nil {
                        $0.labelIconToTitleSpacing = LiquidGlassMetrics.listLabelTitleInset - LiquidGlassMetrics.listLabelIconColumnWidth
                    }
                }
        } else {
            TitleAndIconLabelStyle().makeBody(configuration: configuration)
        }
    }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon, then the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default style.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

nonisolated extension LabelStyle {
    /// The label described by `configuration`, type-erased.
    func body(for configuration: Configuration) -> AnyView {
        nonisolated(unsafe) let (style, configuration) = (self, configuration)  // used on the main actor only
        return onMainActor { AnyView(style.makeBody(configuration: configuration)) }
    }
}

private struct LabelIconToTitleSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

private struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: any LabelStyle { DefaultLabelStyle() }
}

extension EnvironmentValues {
    /// The spacing between the icon and title of a label (`labelIconToTitleSpacing(_:)`), or
    /// `nil` for the label style's own.
    public internal(set) var labelIconToTitleSpacing: CGFloat? {
        get { self[LabelIconToTitleSpacingKey.self] }
        set { self[LabelIconToTitleSpacingKey.self] = newValue }
    }

    /// The style labels inside a view are drawn in.
    var labelStyle: any LabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws labels inside this view in `style`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        transformEnvironment { $0.labelStyle = style }
    }
}

nonisolated extension View {
    /// Sets the spacing between the icon and title of labels inside this view, where they show
    /// the icon and title in a row.
    public func labelIconToTitleSpacing(_ value: CGFloat) -> some View {
        var numbers = InvalidNumbers("labelIconToTitleSpacing")
        let spacing = numbers.spacing("value", value)
        return transformEnvironment { $0.labelIconToTitleSpacing = spacing }.reporting(numbers)
    }
}
