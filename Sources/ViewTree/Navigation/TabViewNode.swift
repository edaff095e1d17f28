import Foundation

/// A tab view laid out: the selected tab above the tab bar, its safe area ending at the bar
/// (below it when the bar is iPadOS's, at the top); or, paged, the selected page filling the view with the page dots centred over its bottom,
/// just above the safe area's bottom edge.
final class TabViewNode: LayoutNode {
    private let page: LayoutNode
    private let bar: TabBarNode?
    private let topBar: TopTabBarNode?
    private let pageIndicator: PageIndicatorNode?

    init(page: LayoutNode, bar: TabBarNode? = nil, topBar: TopTabBarNode? = nil, pageIndicator: PageIndicatorNode? = nil,
         direction: LayoutDirection) {
        self.page = page
        self.bar = bar
        self.topBar = topBar
        self.pageIndicator = pageIndicator
        super.init(name: "TabView", direction: direction)
    }

    private var barHeight: CGFloat { bar?.height ?? topBar?.height ?? 0 }
    /// Where the page starts: below the top bar, when there is one.
    private var pageTop: CGFloat { topBar?.height ?? 0 }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        let page = self.page.sizeThatFits(ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - barHeight) }))
        return CGSize(width: proposal.width ?? page.width, height: proposal.height ?? page.height + barHeight)
    }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        let area = CGSize(width: size.width, height: max(0, size.height - barHeight))
        let placed = Alignment.center.place(page, proposing: ProposedViewSize(area), in: area)
        var children = [(placed.node, placed.frame.offsetBy(dx: 0, dy: pageTop))]
        if let bar { children.append((bar, CGRect(x: 0, y: area.height, width: size.width, height: barHeight))) }
        if let topBar { children.append((topBar, CGRect(x: 0, y: 0, width: size.width, height: barHeight))) }
        if let pageIndicator {
            let dots = pageIndicator.sizeThatFits(.unspecified)
            children.append((pageIndicator, CGRect(x: (size.width - dots.width) / 2, y: size.height - dots.height, width: dots.width, height: dots.height)))
        }
        return children
    }

    override func placedChildren(in frame: CGRect, context: PlacementContext) -> [ChildPlacement] {
        var inner = context
        let safe = CGRect(x: frame.minX, y: frame.minY + pageTop, width: frame.width, height: max(0, frame.height - barHeight))
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
/// tabs scroll under it). In iOS 26's look the bar is a floating glass capsule, the items share
/// its width, the selected one on a lighter pill, the others in the label colour; the bar's
/// frame runs from the capsule's top to the safe area's bottom, and the capsule keeps its
/// margin from the screen's bottom edge below that (`LiquidGlassMetrics.floatingBarBottomMargin`).
final class TabBarNode: ChromeBarNode {
    private let items: [LayoutNode]
    /// Each item's badge, if it has one.
    private let badges: [LayoutNode?]
    private let selected: Int
    /// Whether the bar is drawn as iOS 26 draws it.
    private let isGlass: Bool
    /// The search tab, which iOS 26 draws apart on a circle of its own.
    private let searchIndex: Int?
    /// iOS 26's bottom accessory, above the capsule.
    private let accessory: LayoutNode?
    /// The bar's height: 49, or in iOS 26's look the floating bar's region for the screen (and
    /// the accessory's above it).
    let height: CGFloat

    init(items: [AnyView?], selected: Int, searchIndex: Int? = nil, environment: EnvironmentValues) {
        let isGlass = environment.viewTreeOSVersion.hasLiquidGlass
        let unselected = isGlass ? LiquidGlassMetrics.unselectedTabItem : ChromeMetrics.unselectedTabItem
        let searchIndex = isGlass ? searchIndex : nil
        let labels = items.enumerated().map { index, label in
            var itemEnvironment = environment.outsideList
            itemEnvironment.foregroundStyle = index == selected ? environment.tint ?? Color.accentColor : unselected
            // iOS 26's search tab shows its symbol alone.
            itemEnvironment.labelStyle = index == searchIndex ? IconOnlyLabelStyle() as any LabelStyle : TabItemLabelStyle()
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
        self.selected = selected
        self.isGlass = isGlass
        self.searchIndex = searchIndex
        var accessoryEnvironment = environment.outsideList
        accessoryEnvironment.tabViewBottomAccessoryPlacement = .expanded
        accessory = isGlass ? environment.tabViewBottomAccessory?.resolveSingleNode(in: accessoryEnvironment) : nil
        height = isGlass ? LiquidGlassMetrics.floatingBarRegionHeight(screenBottomInset: environment.screenBottomInset)
            + (accessory == nil ? 0 : LiquidGlassMetrics.bottomAccessoryHeight + LiquidGlassMetrics.bottomAccessorySpacing)
            : ChromeMetrics.tabBarHeight
        super.init(name: "TabBar", environment: environment, background: isGlass ? nil : Material.bar,
                   reaching: [.bottom, .left, .right], hairline: .top)
    }

    /// The glass capsule of iOS 26's bar, in a frame of `size`: at its top, reaching below it
    /// into the home indicator's margin where the screen has one.
    /// With few tabs the capsule is shorter (`LiquidGlassMetrics.tabCapsuleWidth`): centred, or
    /// beside a search tab at the leading margin (*unverified* placement).
    private func capsule(in size: CGSize) -> CGRect {
        let inset = min(LiquidGlassMetrics.tabBarSideInset, size.width / 4)
        let search = searchIndex == nil ? 0 : LiquidGlassMetrics.tabBarHeight + LiquidGlassMetrics.searchTabSpacing
        let room = max(0, size.width - 2 * inset - search)
        let width = min(room, LiquidGlassMetrics.tabCapsuleWidth(count: items.count - (searchIndex == nil ? 0 : 1)))
        return CGRect(x: searchIndex == nil ? (size.width - width) / 2 : inset,
                      y: accessory == nil ? 0 : LiquidGlassMetrics.bottomAccessoryHeight + LiquidGlassMetrics.bottomAccessorySpacing,
                      width: width, height: LiquidGlassMetrics.tabBarHeight)
    }

    /// iOS 26's search tab's circle, after the capsule, at the trailing margin.
    private func searchCircle(in size: CGSize) -> CGRect? {
        guard searchIndex != nil else { return nil }
        let capsule = capsule(in: size), inset = min(LiquidGlassMetrics.tabBarSideInset, size.width / 4)
        return CGRect(x: max(capsule.maxX + LiquidGlassMetrics.searchTabSpacing, size.width - inset - LiquidGlassMetrics.tabBarHeight), y: capsule.minY,
                      width: LiquidGlassMetrics.tabBarHeight, height: LiquidGlassMetrics.tabBarHeight)
    }

    /// iOS 26's bottom accessory's capsule, above the bar's.
    private func accessoryCapsule(in size: CGSize) -> CGRect? {
        guard accessory != nil else { return nil }
        let inset = min(LiquidGlassMetrics.tabBarSideInset, size.width / 4)
        return CGRect(x: inset, y: 0, width: max(0, size.width - 2 * inset), height: LiquidGlassMetrics.bottomAccessoryHeight)
    }

    /// The rectangle each item is centred in: its share of the bar's width, or in iOS 26's look
    /// its pill, the pills spread over the capsule from end to end (`LiquidGlassMetrics.tabPillWidth`),
    /// and the search tab in its circle.
    private func slots(in size: CGSize) -> [CGRect] {
        let inset = LiquidGlassMetrics.tabSelectionInset
        let area = isGlass ? capsule(in: size).insetBy(dx: inset, dy: inset) : CGRect(origin: .zero, size: size)
        let shared = items.indices.filter { $0 != searchIndex }
        let count = CGFloat(max(1, shared.count))
        let width = isGlass ? LiquidGlassMetrics.tabPillWidth(count: shared.count, in: area.width) : area.width / count
        let pitch = shared.count > 1 ? (area.width - width) / (count - 1) : 0
        let start = shared.count > 1 || !isGlass ? area.minX : area.midX - width / 2
        var slots = [CGRect](repeating: .zero, count: items.count)
        for (position, index) in shared.enumerated() {
            slots[index] = CGRect(x: start + pitch * CGFloat(position), y: area.minY, width: width, height: area.height)
        }
        if let searchIndex, let circle = searchCircle(in: size) { slots[searchIndex] = circle.insetBy(dx: inset, dy: inset) }
        return slots
    }

    /// iOS 26's items sit in the capsule, which may reach into the home indicator's margin by design.
    override func axesChildMayOverflow(_ node: LayoutNode) -> Axis.Set { isGlass ? .vertical : [] }

    override func drawContent(in frame: CGRect, into list: inout [ViewTreeDisplayItem]) {
        guard isGlass else { return super.drawContent(in: frame, into: &list) }
        let pixel = 1 / max(1, environment.displayScale)
        // Leading-based rectangles, mirrored for a right-to-left bar and moved into the frame.
        func onFrame(_ rect: CGRect) -> CGRect { onScreen(rect, in: frame.size).offsetBy(dx: frame.minX, dy: frame.minY) }
        let glass = LiquidGlassLook.of(environment.colorScheme)
        for shape in [accessoryCapsule(in: frame.size), capsule(in: frame.size), searchCircle(in: frame.size)].compactMap({ $0 }) {
            list += glass.items(in: Capsule().path(in: onFrame(shape)), pixel: pixel, castsShadow: true)
        }
        let slots = slots(in: frame.size)
        if slots.indices.contains(selected) {
            let pill = onFrame(slots[selected])
            list.append(.fill(Capsule().path(in: pill), .color(LiquidGlassMetrics.tabSelection.resolved(in: environment))))
        }
    }

    /// `icon` centred in the tab bar's icon box, so that icons of different heights keep their
    /// titles on one line.
    static func iconBox(_ icon: LayoutNode, direction: LayoutDirection) -> LayoutNode {
        FixedFrameNode(child: icon, width: nil, height: ChromeMetrics.tabIconBoxHeight, alignment: .center, direction: direction)
    }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width ?? items.reduce(0) { $0 + $1.sizeThatFits(.unspecified).width }, height: height)
    }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        let placed = zip(items, slots(in: size)).map { item, slot in
            let placed = Alignment.center.place(item, proposing: ProposedViewSize(slot.size), in: slot.size)
            return (item, placed.frame.offsetBy(dx: slot.minX, dy: slot.minY))
        }
        // An item's icon is centred at its top: the badge goes from the icon's centre line.
        let badges = zip(placed, self.badges).compactMap { item, badge in
            badge.map { badge in
                (badge, CGRect(origin: CGPoint(x: item.1.midX + ChromeMetrics.tabBadgeOffset.x, y: item.1.minY + ChromeMetrics.tabBadgeOffset.y),
                               size: badge.sizeThatFits(.unspecified)))
            }
        }
        let accessory = zip([self.accessory].compactMap { $0 }, [accessoryCapsule(in: size)].compactMap { $0 }).map { node, capsule in
            (node, Alignment.center.place(node, proposing: ProposedViewSize(capsule.size), in: capsule.size).frame
                .offsetBy(dx: capsule.minX, dy: capsule.minY))
        }
        return placed + badges + accessory
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
