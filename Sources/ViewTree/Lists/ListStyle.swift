import Foundation

/// How a list draws its rows and sections, as SwiftUI's list styles. On iOS the automatic
/// style of a `List` is inset grouped, as is every `Form`.
public protocol ListStyle {
    /// The kind of list this style draws.
    var _kind: _ListStyleKind { get }
}

/// The kinds of list ViewTree draws.
public enum _ListStyleKind: Hashable, Sendable {
    /// Rows edge to edge on the window background, separated by hairlines.
    case plain
    /// Rows edge to edge in sections on the grouped background.
    case grouped
    /// Sections as rounded cards inset from the edges, on the grouped background.
    case insetGrouped
    /// Rows inset from the edges on the window background, without cards.
    case inset
}

/// The platform's list style: inset grouped on iOS.
public struct DefaultListStyle: ListStyle {
    /// The automatic style.
    public init() {}
    public var _kind: _ListStyleKind { .insetGrouped }
}

/// Rows edge to edge, separated by hairlines.
public struct PlainListStyle: ListStyle {
    /// The plain style.
    public init() {}
    public var _kind: _ListStyleKind { .plain }
}

/// Sections of rows edge to edge on the grouped background.
public struct GroupedListStyle: ListStyle {
    /// The grouped style.
    public init() {}
    public var _kind: _ListStyleKind { .grouped }
}

/// Sections as rounded cards inset from the edges.
public struct InsetGroupedListStyle: ListStyle {
    /// The inset grouped style.
    public init() {}
    public var _kind: _ListStyleKind { .insetGrouped }
}

/// Rows inset from the edges, without cards.
public struct InsetListStyle: ListStyle {
    /// The inset style.
    public init() {}
    public var _kind: _ListStyleKind { .inset }
}

/// A sidebar; on an iPhone it draws as inset grouped.
public struct SidebarListStyle: ListStyle {
    /// The sidebar style.
    public init() {}
    public var _kind: _ListStyleKind { .insetGrouped }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's style: inset grouped on iOS.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Sections edge to edge on the grouped background.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Sections as rounded cards.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the edges.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// The spacing between a list's sections, as in SwiftUI.
public struct ListSectionSpacing: Hashable, Sendable {
    let length: CGFloat?

    /// The style's own spacing.
    public static let `default` = ListSectionSpacing(length: nil)
    /// A tighter spacing.
    public static let compact = ListSectionSpacing(length: ChromeMetrics.compactSectionSpacing)
    /// `spacing` points.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
        ListSectionSpacing(length: spacing.isFinite ? max(0, spacing) : nil)
    }
}

/// How prominent a section header is, as in SwiftUI.
public enum Prominence: Hashable, Sendable {
    /// The style's usual header.
    case standard
    /// A larger header: title 3, bold, in the primary colour, not uppercased.
    case increased
}

private struct ListStyleKey: EnvironmentKey { static let defaultValue: _ListStyleKind? = nil }
private struct ListSectionSpacingKey: EnvironmentKey { static let defaultValue = ListSectionSpacing.default }
private struct ListSectionMarginsKey: EnvironmentKey { static let defaultValue = ListSectionMargins() }

/// The leading and trailing margins `listSectionMargins(_:_:)` gives a list's sections; `nil`
/// edges keep the list style's margin.
struct ListSectionMargins: Hashable, Sendable {
    var leading: CGFloat?
    var trailing: CGFloat?

    /// The left and right margins (in the list's leading-based coordinates) of sections in `style`.
    func resolved(_ style: ListStyleMetrics) -> (leading: CGFloat, trailing: CGFloat) {
        (leading ?? style.cardMargin, trailing ?? style.cardMargin)
    }
}
private struct MinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct MinListHeaderHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct ListRowSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }

extension EnvironmentValues {
    /// The least height of list rows: 44, and in iOS 26's look 52 at the default text size (51 at
    /// `.medium`).
    public var defaultMinListRowHeight: CGFloat {
        get { explicitMinListRowHeight ?? ListStyleMetrics.minimumRowHeight(in: viewTreeOSVersion, size: dynamicTypeSize) }
        set { self[MinListRowHeightKey.self] = newValue }
    }

    /// `defaultMinListRowHeight` when set, `nil` where the list's look decides.
    var explicitMinListRowHeight: CGFloat? { self[MinListRowHeightKey.self] }

    /// The least height of list section headers; `nil` lets the style decide.
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[MinListHeaderHeightKey.self] }
        set { self[MinListHeaderHeightKey.self] = newValue }
    }

    /// How prominent section headers are.
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }

    /// The list style `listStyle` set; `nil` is the automatic one.
    var listStyle: _ListStyleKind? {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }

    /// The spacing between the rows of lists inside, where `listRowSpacing` sets one.
    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }

    /// The leading and trailing margins of the sections of lists inside, where
    /// `listSectionMargins(_:_:)` sets them.
    var listSectionMargins: ListSectionMargins {
        get { self[ListSectionMarginsKey.self] }
        set { self[ListSectionMarginsKey.self] = newValue }
    }

    /// The spacing between the sections of lists inside.
    var listSectionSpacing: ListSectionSpacing {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the lists inside in `style`.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyle, style._kind)
    }

    /// Spaces the sections of the lists inside by `spacing`.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environment(\.listSectionSpacing, spacing)
    }

    /// Spaces the sections of the lists inside `spacing` points apart.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        environment(\.listSectionSpacing, .custom(spacing))
    }

    /// Sets the margins of the sections of the lists inside on `edges` to `length` points
    /// (`nil`: the list style's own). The leading and trailing margins place the sections' rows
    /// and cards, on a list or on one of its sections; the top and bottom margins are accepted
    /// and not drawn (the sections keep their style's spacing).
    public func listSectionMargins(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        var numbers = InvalidNumbers("listSectionMargins")
        let length = numbers.dimension("length", length)
        return transformEnvironment { environment in
            if edges.contains(.leading) { environment.listSectionMargins.leading = length }
            if edges.contains(.trailing) { environment.listSectionMargins.trailing = length }
        }.reporting(numbers)
    }

    /// Makes the section headers inside more or less prominent.
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }
}
