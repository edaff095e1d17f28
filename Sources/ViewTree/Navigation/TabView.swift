import Foundation

/// Screens switched by a tab bar, as SwiftUI's `TabView`: each view of the content is a tab,
/// labelled by its `tabItem` and identified by its `tag`. A render shows the selected tab (the
/// one whose tag is the selection, or the first) above the tab bar: 49 points over the home
/// indicator, its background running under it, the items sharing its width, the selected one
/// in the tint and the others grey. In the page style (`tabViewStyle(.page)`) there is no tab
/// bar: the selected page fills the view, with the page dots near its bottom. On an iPad in the
/// regular width, from iOS 18's look, the tab bar is a capsule of titles centred at the top, in
/// the navigation bar's row, the tab below it (`TopTabBarNode`).
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: SelectionValue?
    let content: Content

    /// Tabs of `content`, the one tagged `selection` showing.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection?.wrappedValue
        self.content = content()
    }

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        var pagesEnvironment = environment
        pagesEnvironment.collectsTabTags = true
        pagesEnvironment.tabViewBottomAccessory = nil
        let barAtTop = environment.tabViewStyle == .automatic && environment.showsTabBarAtTop
        pagesEnvironment.isAboveTabBar = environment.tabViewStyle == .automatic && !barAtTop
        pagesEnvironment.topTabBarRowHeight = barAtTop ? TopTabBarNode.rowHeight(in: environment.viewTreeOSVersion) : 0
        let pages = content.resolveNodes(in: pagesEnvironment)
        let selected = selection.flatMap { value in
            pages.firstIndex { $0.containerValue(TabTagKey.self, as: AnyHashable.self) == AnyHashable(value) }
        } ?? 0
        guard !pages.isEmpty else { return [] }
        switch environment.tabViewStyle {
        case .automatic:
            let items = pages.map { $0.containerValue(TabItemKey.self, as: AnyView.self) }
            if barAtTop {
                let bar = TopTabBarNode(items: items, selected: selected, environment: environment)
                return [TabViewNode(page: pages[selected], topBar: bar, direction: environment.layoutDirection)]
            }
            let searchIndex = pages.firstIndex { $0.containerValue(TabRoleKey.self, as: TabRole.self) == .search }
            let bar = TabBarNode(items: items, selected: selected, searchIndex: searchIndex, environment: environment)
            return [TabViewNode(page: pages[selected], bar: bar, direction: environment.layoutDirection)]
        case .page(let indexDisplayMode):
            let showsDots = indexDisplayMode == .always || (indexDisplayMode == .automatic && pages.count > 1)
            let dots = showsDots ? PageIndicatorNode(count: pages.count, current: selected, environment: environment) : nil
            return [TabViewNode(page: pages[selected], pageIndicator: dots, direction: environment.layoutDirection)]
        }
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs of `content`, the first showing.
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

/// Keys of the values tabs give their tab view.
enum TabItemKey {}
enum TabTagKey {}
enum TabRoleKey {}

private struct CollectsTabTagsKey: EnvironmentKey { static let defaultValue = false }
private struct TabViewStyleKey: EnvironmentKey { static let defaultValue = TabViewStyleKind.automatic }

/// The kinds of tab view ViewTree draws: with a tab bar, or paged with the dots shown as the
/// display mode says.
enum TabViewStyleKind: Equatable {
    case automatic
    case page(PageTabViewStyle.IndexDisplayMode)
}

extension EnvironmentValues {
    /// Whether the views being resolved are a tab view's tabs, whose tags it reads.
    var collectsTabTags: Bool {
        get { self[CollectsTabTagsKey.self] }
        set { self[CollectsTabTagsKey.self] = newValue }
    }

    var tabViewStyle: TabViewStyleKind {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }

    /// Whether the views being resolved are a tab of a tab view with a tab bar, which a bottom
    /// toolbar sits on.
    var isAboveTabBar: Bool {
        get { self[IsAboveTabBarKey.self] }
        set { self[IsAboveTabBarKey.self] = newValue }
    }
}

private struct IsAboveTabBarKey: EnvironmentKey { static let defaultValue = false }

/// How a tab view shows its tabs, as in SwiftUI.
public protocol TabViewStyle {
    /// When the page dots show, for a paged style; `nil` for a tab bar.
    var _pageIndexDisplayMode: PageTabViewStyle.IndexDisplayMode? { get }
}

/// A tab bar at the bottom.
public struct DefaultTabViewStyle: TabViewStyle {
    /// The automatic style.
    public init() {}
    public var _pageIndexDisplayMode: PageTabViewStyle.IndexDisplayMode? { nil }
}

/// Pages swiped sideways, without a tab bar, with a row of dots near the bottom, one for each
/// page, the selected one brighter.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show.
    public enum IndexDisplayMode: Hashable, Sendable {
        /// When there is more than one page.
        case automatic
        /// Always, even for a single page.
        case always
        /// Never.
        case never
    }

    let indexDisplayMode: IndexDisplayMode

    /// Pages with their dots shown as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    public var _pageIndexDisplayMode: IndexDisplayMode? { indexDisplayMode }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// A tab bar at the bottom.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages swiped sideways.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// Pages swiped sideways, with their dots shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

nonisolated extension View {
    /// The label of this tab in its tab view's tab bar.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        containerValue(TabItemKey.self, AnyView(label()), name: "tabItem")
    }

    /// Tags this view: a tab view shows the tab whose tag is its selection, and a picker the
    /// option whose tag is its selection; elsewhere nothing changes.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        TaggedView(content: tabTag(tag), tag: AnyHashable(tag))
    }

    /// This view tagged for a tab view around it, when there is one.
    func tabTag<V: Hashable>(_ tag: V?) -> some View {
        wrapNodes { node, environment in
            guard environment.collectsTabTags, let tag else { return node }
            return LayoutValueNode(child: node, key: ObjectIdentifier(TabTagKey.self), value: AnyHashable(tag), name: "tag")
        }
    }

    /// Shows the tab views inside in `style`.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewStyle, style._pageIndexDisplayMode.map { .page($0) } ?? .automatic)
    }
}
