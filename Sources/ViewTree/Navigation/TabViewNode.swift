import Foundation

/// A tab view laid out: the selected tab above the tab bar, its safe area ending at the bar;
/// or, paged, the selected page filling the view with the page dots centred over its bottom,
/// just above the safe area's bottom edge.
final class TabViewNode: LayoutNode {
    private let page: LayoutNode
    private let bar: TabBarNode?
    private let pageIndicator: PageIndicatorNode?

    init(page: LayoutNode, bar: TabBarNode? = nil, pageIndicator: PageIndicatorNode? = nil, direction: LayoutDirection) {
        self.page = page
        self.bar = bar
        self.pageIndicator = pageIndicator
        super.init(name: "TabView", direction: direction)
    }

    private var barHeight: CGFloat { bar == nil ? 0 : ChromeMetrics.tabBarHeight }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        let page = self.page.sizeThatFits(ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - barHeight) }))
        return CGSize(width: proposal.width ?? page.width, height: proposal.height ?? page.height + barHeight)
    }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        let area = CGSize(width: size.width, height: max(0, size.height - barHeight))
        var children = [Alignment.center.place(page, proposing: ProposedViewSize(area), in: area)]
        if let bar { children.append((bar, CGRect(x: 0, y: area.height, width: size.width, height: barHeight))) }
        if let pageIndicator {
            let dots = pageIndicator.sizeThatFits(.unspecified)
            children.append((pageIndicator, CGRect(x: (size.width - dots.width) / 2, y: size.height - dots.height, width: dots.width, height: dots.height)))
        }
        return children
    }

    override func placedChildren(in frame: CGRect, context: PlacementContext) -> [ChildPlacement] {
        var inner = context
        let safe = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: max(0, frame.height - barHeight))
        inner.safeArea = context.safeArea.adding(SafeArea.Region(bounds: frame, safe: safe))
        // The dots keep clear of the home indicator when the view runs under it.
        let bottomMargin = context.safeArea.insets(of: frame).bottom
        return super.placedChildren(in: frame, context: context).map {
            if $0.node === page { return ChildPlacement(node: page, frame: $0.frame, context: inner) }
            if $0.node === pageIndicator { return ChildPlacement(node: $0.node, frame: $0.frame.offsetBy(dx: 0, dy: -bottomMargin), context: $0.context) }
            return $0
        }
    }
}

/// A tab bar: the items share its width, each centred in its share, a badge at the top trailing
/// corner of the icon of an item that has one; its background (the bar material over the tab's
/// content, with a hairline on top) runs down under the home indicator. iOS drops the background
/// when the content ends above the bar; a render always shows it (*unverified* choice: most
/// tabs scroll under it).
final class TabBarNode: ChromeBarNode {
    private let items: [LayoutNode]
    /// Each item's badge, if it has one.
    private let badges: [LayoutNode?]

    init(items: [AnyView?], selected: Int, environment: EnvironmentValues) {
        let labels = items.enumerated().map { index, label in
            var itemEnvironment = environment.outsideList
            itemEnvironment.foregroundStyle = index == selected ? environment.tint ?? Color.accentColor : ChromeMetrics.unselectedTabItem
            itemEnvironment.labelStyle = TabItemLabelStyle()
            // Labels given as separate views (an image and a text) take the title's size, their
            // symbols the icon's, and the image sits in the icon's box, as a label's does.
            itemEnvironment.font = ChromeMetrics.tabTitleFont
            itemEnvironment.symbolFontOverride = ChromeMetrics.tabIconFont
            itemEnvironment.lineLimit = 1
            let nodes = (label ?? AnyView(EmptyView())).resolveNodes(in: itemEnvironment.inStack(.vertical))
            let badge = nodes.lazy.compactMap { $0.containerValue(TabBadgeKey.self, as: Text.self) }.first
            let item = nodes.count == 1 ? nodes[0]
                : StackNode(axis: .vertical, alignment: .horizontal(.center), spacing: ChromeMetrics.tabIconSpacing,
                            children: nodes.map { $0.name == "Image" ? Self.iconBox($0, direction: environment.layoutDirection) : $0 },
                            direction: environment.layoutDirection)
            return (item, badge.map { TabItemBadge(label: $0).resolveSingleNode(in: environment.outsideList) })
        }
        self.items = labels.map(\.0)
        badges = labels.map(\.1)
        super.init(name: "TabBar", environment: environment, background: Material.bar, reaching: [.bottom, .left, .right],
                   hairline: .top)
    }

    /// `icon` centred in the tab bar's icon box, so that icons of different heights keep their
    /// titles on one line.
    static func iconBox(_ icon: LayoutNode, direction: LayoutDirection) -> LayoutNode {
        FixedFrameNode(child: icon, width: nil, height: ChromeMetrics.tabIconBoxHeight, alignment: .center, direction: direction)
    }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width ?? items.reduce(0) { $0 + $1.sizeThatFits(.unspecified).width }, height: ChromeMetrics.tabBarHeight)
    }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        let share = size.width / CGFloat(max(1, items.count))
        let placed = items.enumerated().map { index, item in
            let slot = CGSize(width: share, height: size.height)
            let placed = Alignment.center.place(item, proposing: ProposedViewSize(slot), in: slot)
            return (item, placed.frame.offsetBy(dx: share * CGFloat(index), dy: 0))
        }
        // An item's icon is centred at its top: the badge goes from the icon's centre line.
        let badges = zip(placed, self.badges).compactMap { item, badge in
            badge.map { badge in
                (badge, CGRect(origin: CGPoint(x: item.1.midX + ChromeMetrics.tabBadgeOffset.x, y: item.1.minY + ChromeMetrics.tabBadgeOffset.y),
                               size: badge.sizeThatFits(.unspecified)))
            }
        }
        return placed + badges
    }
}

/// A tab item's label: the icon above the title, in the tab bar's sizes.
struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: ChromeMetrics.tabIconSpacing) {
            configuration.icon.font(ChromeMetrics.tabIconFont).frame(height: ChromeMetrics.tabIconBoxHeight)
            configuration.title.font(ChromeMetrics.tabTitleFont)
        }
    }
}
