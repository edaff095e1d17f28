import Foundation

/// A navigation stack laid out: its bar across the top, the bottom toolbar (when the screen has
/// one) across the bottom, and its top screen between them, whose safe area ends at the bars,
/// so that backgrounds and scroll views inside run on under them. Below iPadOS's tab bar at the
/// top, the bar shares the tab bar's row: it starts in the row above the stack, and the screen
/// starts under the row (or under the large title below it).
final class NavigationStackNode: LayoutNode {
    private let content: LayoutNode
    private let bar: NavigationBarNode?
    private let bottomBar: BottomToolbarNode?
    /// iOS 26's search field when the screen has no bottom toolbar to hold it.
    private let searchBar: SearchBarNode?
    /// The height of the top tab bar's row above the stack, which the bar shares.
    private let sharedRow: CGFloat

    private init(content: LayoutNode, bar: NavigationBarNode?, bottomBar: BottomToolbarNode?, searchBar: SearchBarNode?,
                 sharedRow: CGFloat, direction: LayoutDirection) {
        self.content = content
        self.bar = bar
        self.bottomBar = bottomBar
        self.searchBar = searchBar
        self.sharedRow = sharedRow
        super.init(name: "NavigationStack", direction: direction)
    }

    /// A stack showing the top screen of `root` and the screens for `path`: the screens are
    /// resolved first, so that what the top one asks of the bars is known.
    static func stack<Root: View>(showing root: Root, path: [AnyHashable], in environment: EnvironmentValues) -> NavigationStackNode {
        // Only this stack shares the tab bar's row, not stacks inside its screens.
        var screenEnvironment = environment
        screenEnvironment.topTabBarRowHeight = 0
        let screens = NavigationScreen.stack(root: root, path: path, in: screenEnvironment)
        let top = screens[screens.count - 1]
        let below = screens.dropLast().last
        let bar = top.preferences.navigationBar.isHidden == true ? nil
            : NavigationBarNode(screen: top, below: below, environment: environment)
        // iOS 26 draws the search field at the bottom: in the bottom toolbar when the screen has
        // one, else in a region of its own (in a tab, below the title: `searchFieldSitsAtBottom`).
        let search = environment.searchFieldSitsAtBottom ? top.preferences.search : nil
        let bottomBar = BottomToolbarNode(preferences: top.preferences, search: search, environment: environment)
        let searchBar = bottomBar == nil ? search.map {
            SearchBarNode(text: $0.text, prompt: $0.prompt, isMinimized: top.preferences.searchToolbarBehavior == .minimize,
                          environment: environment)
        } : nil
        return NavigationStackNode(content: top.content, bar: bar, bottomBar: bottomBar, searchBar: searchBar,
                                   sharedRow: bar == nil ? 0 : environment.topTabBarRowHeight, direction: environment.layoutDirection)
    }

    /// The bar's height inside the stack: without the shared row.
    private var barHeight: CGFloat { max(0, (bar?.height ?? 0) - sharedRow) }
    private var bottomBarHeight: CGFloat { toolbarHeight + (searchBar?.height ?? 0) }
    private var toolbarHeight: CGFloat { bottomBar?.height ?? 0 }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        let bars = barHeight + bottomBarHeight
        let height = proposal.height.map { max(0, $0 - bars) }
        let ideal = content.sizeThatFits(ProposedViewSize(width: proposal.width, height: height))
        let barWidths = [bar, bottomBar, searchBar].compactMap { $0?.sizeThatFits(.unspecified).width }
        return CGSize(width: proposal.width ?? ([ideal.width] + barWidths).max() ?? 0, height: proposal.height ?? ideal.height + bars)
    }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        // The screen is laid out between the bars and centred there, as a window centres its root.
        let area = CGSize(width: size.width, height: max(0, size.height - barHeight - bottomBarHeight))
        let placed = Alignment.center.place(content, proposing: ProposedViewSize(area), in: area)
        var children = [(placed.node, placed.frame.offsetBy(dx: 0, dy: barHeight))]
        if let bar { children.append((bar, CGRect(x: 0, y: -sharedRow, width: size.width, height: bar.height))) }
        if let searchBar {
            children.append((searchBar, CGRect(x: 0, y: barHeight + area.height, width: size.width, height: searchBar.height)))
        }
        if let bottomBar {
            children.append((bottomBar, CGRect(x: 0, y: size.height - toolbarHeight, width: size.width, height: toolbarHeight)))
        }
        return children
    }

    /// A bar sharing the tab bar's row reaches above the stack by design.
    override func axesChildMayOverflow(_ node: LayoutNode) -> Axis.Set { node === bar && sharedRow > 0 ? .vertical : [] }

    override func placedChildren(in frame: CGRect, context: PlacementContext) -> [ChildPlacement] {
        var inner = context
        let safe = CGRect(x: frame.minX, y: frame.minY + barHeight, width: frame.width,
                          height: max(0, frame.height - barHeight - bottomBarHeight))
        inner.safeArea = context.safeArea.adding(SafeArea.Region(bounds: frame, safe: safe))
        return super.placedChildren(in: frame, context: context).map {
            $0.node === content ? ChildPlacement(node: content, frame: $0.frame, context: inner) : $0
        }
    }
}
