import Foundation

nonisolated extension View {
    /// Shows `count` as this list row's or tab item's badge; 0 shows none.
    public func badge(_ count: Int) -> some View {
        BadgedView(content: self, label: count == 0 ? nil : Text(verbatim: String(count)))
    }

    /// Shows `label` as this list row's or tab item's badge; `nil` shows none.
    public func badge(_ label: Text?) -> some View {
        BadgedView(content: self, label: label)
    }

    /// Shows the text `key` as this list row's or tab item's badge; `nil` shows none.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        BadgedView(content: self, label: key.map { Text($0) })
    }

    /// Shows the string `label`, as it is, as this list row's or tab item's badge; `nil` shows none.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        BadgedView(content: self, label: label.map { Text($0) })
    }
}

/// A view with a badge, as SwiftUI draws badges on iOS: in a list row its text trails the row
/// in the secondary colour (before a link's disclosure chevron); on a tab item (a badge after
/// `tabItem`, or on a `Tab`) a red capsule at the icon's top trailing corner, drawn by the tab
/// bar; anywhere else nothing.
nonisolated struct BadgedView<Content: View>: View, PrimitiveView {
    let content: Content
    let label: Text?

    var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        guard let label else { return content.resolveNodes(in: environment) }
        if environment.isListRow {
            let row = (content as? any TrailingAccessoryRow)?.withBadge(label) ?? AnyView(RowWithBadge(label: content, badge: label))
            return row.resolveNodes(in: environment)
        }
        let nodes = content.resolveNodes(in: environment)
        guard environment.collectsTabTags else { return nodes }
        // The tab bar reads the badge off the tab item's label.
        return nodes.map { node in
            guard let item = node.containerValue(TabItemKey.self, as: AnyView.self) else { return node }
            return LayoutValueNode(child: node, key: ObjectIdentifier(TabItemKey.self),
                                   value: AnyView(item.containerValue(TabBadgeKey.self, label, name: "badge")), name: "badge")
        }
    }
}

/// The key under which a tab item's label carries its badge's text.
enum TabBadgeKey {}

/// A list row whose trailing edge shows an accessory (a link's chevron) that a badge goes before.
protocol TrailingAccessoryRow {
    /// The row with `badge` between its label and its accessory.
    func withBadge(_ badge: Text) -> AnyView
}

extension NavigationLink: TrailingAccessoryRow {
    func withBadge(_ badge: Text) -> AnyView {
        // The destination does not matter to a render: a value link draws the same row.
        AnyView(NavigationLink<RowWithBadge<Label>, Never>(value: Int?.none) { RowWithBadge(label: label, badge: badge) })
    }
}

/// A list row's content leading and its badge trailing, in the secondary colour.
nonisolated struct RowWithBadge<Label: View>: View, PrimitiveView {
    let label: Label
    let badge: Text

    var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        HStack {
            label.frame(maxWidth: .infinity, alignment: .leading)
            badge.foregroundStyle(Color.secondary).lineLimit(1)
        }
        .resolveNodes(in: environment)
    }
}

/// A tab item's badge: its text in white on a red capsule, at least as wide as it is tall.
nonisolated struct TabItemBadge: View, PrimitiveView {
    let label: Text

    var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        label
            .font(ChromeMetrics.tabBadgeFont)
            .foregroundStyle(Color.white)
            .lineLimit(1)
            .padding(.horizontal, ChromeMetrics.tabBadgePadding)
            .frame(minWidth: ChromeMetrics.tabBadgeHeight, minHeight: ChromeMetrics.tabBadgeHeight)
            .background(Capsule().fill(Color.red))
            .resolveNodes(in: environment)
    }
}

/// How prominently a badge is drawn (iOS 17).
public struct BadgeProminence: Hashable, Sendable {
    private let level: Int

    /// The system's default.
    public static let standard = BadgeProminence(level: 0)
    /// More prominent than standard.
    public static let increased = BadgeProminence(level: 1)
    /// Less prominent than standard.
    public static let decreased = BadgeProminence(level: -1)
}

nonisolated extension View {
    /// Sets how prominently badges inside this view are drawn. ViewTree draws every badge at the
    /// standard prominence (*unverified* how iOS draws the others in lists and tab bars).
    public func badgeProminence(_ prominence: BadgeProminence) -> some View {
        self
    }
}
