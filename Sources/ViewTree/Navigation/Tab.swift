import Foundation

/// A tab of a `TabView` with its label (iOS 18's form): its content, labelled in the tab bar,
/// tagged with `value`; a tab with the search role stands apart at the trailing end of iOS 26's
/// tab bar.
public struct Tab<Value: Hashable, Content: View>: View {
    let label: AnyView
    let value: Value?
    let role: TabRole?
    let content: Content

    init(label: some View, value: Value?, role: TabRole?, content: Content) {
        self.label = AnyView(label)
        self.value = value
        self.role = role
        self.content = content
    }

    /// A tab titled `titleKey` with the symbol `systemImage`, selected when the selection is `value`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
                @ViewBuilder content: () -> Content) {
        self.init(label: Label(titleKey, systemImage: systemImage), value: value, role: role, content: content())
    }

    /// A tab titled `title` with the symbol `systemImage`, selected when the selection is `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole? = nil,
                                   @ViewBuilder content: () -> Content) {
        self.init(label: Label(title, systemImage: systemImage), value: value, role: role, content: content())
    }

    /// A tab titled `titleKey` with the image `image` from the app's assets, selected when the
    /// selection is `value`.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil,
                @ViewBuilder content: () -> Content) {
        self.init(label: Label { Text(titleKey) } icon: { Image(image) }, value: value, role: role, content: content())
    }

    /// A tab labelled by `label`, selected when the selection is `value`.
    public init<L: View>(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.init(label: label(), value: value, role: role, content: content())
    }

    /// A tab with the label its role gives (Search for `.search`), selected when the selection is `value`.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(label: TabRole.defaultLabel, value: value, role: role, content: content())
    }

    /// The content, labelled and tagged for the tab bar.
    public var body: some View {
        content
            .tabItem { label }
            .tabTag(value)
            .tabRole(role)
    }
}

extension Tab where Value == Never {
    /// A tab titled `titleKey` with the symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(label: Label(titleKey, systemImage: systemImage), value: nil, role: role, content: content())
    }

    /// A tab titled `title` with the symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(label: Label(title, systemImage: systemImage), value: nil, role: role, content: content())
    }

    /// A tab with the label its role gives (Search for `.search`).
    public init(role: TabRole, @ViewBuilder content: () -> Content) {
        self.init(label: TabRole.defaultLabel, value: nil, role: role, content: content())
    }

    /// A tab labelled by `label`.
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.init(label: label(), value: nil, role: nil, content: content())
    }
}

/// What a tab is for, as SwiftUI's `TabRole`.
public struct TabRole: Hashable, Sendable {
    private let name: String

    /// The app's search: iOS 26 draws it on a glass circle of its own at the tab bar's trailing end.
    public static let search = TabRole(name: "search")

    /// The label a tab with a role and no label of its own shows.
    static var defaultLabel: some View { Label("Search", systemImage: "magnifyingglass") }
}

/// Tabs grouped under a title, as SwiftUI's `TabSection`. A tab bar shows its tabs among the
/// others; the title shows only in an iPad's sidebar, which ViewTree does not draw.
public struct TabSection<Content: View>: View {
    let content: Content

    /// Tabs titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Tabs titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Tabs with a header view.
    public init<Header: View>(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.content = content()
    }

    /// The tabs.
    public var body: some View { content }
}

nonisolated extension View {
    /// This tab's role, for a tab view around it.
    func tabRole(_ role: TabRole?) -> some View {
        wrapNodes { node, environment in
            guard environment.collectsTabTags, let role else { return node }
            return LayoutValueNode(child: node, key: ObjectIdentifier(TabRoleKey.self), value: role, name: "tabRole")
        }
    }
}
