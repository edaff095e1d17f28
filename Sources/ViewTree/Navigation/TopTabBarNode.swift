import Foundation

extension EnvironmentValues {
    /// Whether a tab view here shows its tab bar at the top: from iPadOS 18, on an iPad in the
    /// regular horizontal size class, "the tab bar appears on the top of the screen floating
    /// over your content" (Apple, "Enhancing your app's content with tab navigation"); iOS 17,
    /// iPhones (compact height in landscape) and compact iPad windows keep the bottom bar
    /// (overriding the size class to compact brings it back, Apple Developer Forums thread
    /// 763429). An iPad is told from a phone by its regular vertical size class.
    var showsTabBarAtTop: Bool {
        viewTreeOSVersion >= .iOS18 && horizontalSizeClass == .regular && verticalSizeClass == .regular
    }

    /// The height of the top tab bar's row above the views being resolved (0 when there is
    /// none): a navigation stack inside shares it, its items in the row and its large title below.
    var topTabBarRowHeight: CGFloat {
        get { self[TopTabBarRowHeightKey.self] }
        set { self[TopTabBarRowHeightKey.self] = newValue }
    }
}

private struct TopTabBarRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }

/// iPadOS 18's tab bar: a capsule centred in the navigation bar's row at the top ("the tab bar
/// shares space with the navigation bar", Apple, "Elevating your iPad app with a tab bar and
/// sidebar"), the tabs' titles without their icons side by side on it, the selected one in the
/// tint on a lighter pill. In iOS 26's look the capsule is Liquid Glass. Sizes are
/// `TopTabBarMetrics`'.
final class TopTabBarNode: LayoutNode {
    private let items: [LayoutNode]
    private let selected: Int
    private let environment: EnvironmentValues
    private let metrics: TopTabBarMetrics
    /// The row's height: the navigation bar's, without a large title.
    let height: CGFloat

    init(items: [AnyView?], selected: Int, environment: EnvironmentValues) {
        let os = environment.viewTreeOSVersion
        metrics = TopTabBarMetrics.of(os)
        self.items = items.enumerated().map { index, label in
            var itemEnvironment = environment.outsideList
            itemEnvironment.foregroundStyle = index == selected ? environment.tint ?? Color.accentColor
                : os.hasLiquidGlass ? LiquidGlassMetrics.unselectedTabItem : ChromeMetrics.unselectedTabItem
            itemEnvironment.labelStyle = TitleOnlyLabelStyle()
            itemEnvironment.font = TopTabBarMetrics.titleFont
            itemEnvironment.lineLimit = 1
            // Titles only: an image written beside the text is left out, as a label's icon is.
            let nodes = (label ?? AnyView(EmptyView())).resolveNodes(in: itemEnvironment.inStack(.horizontal)).filter { $0.name != "Image" }
            return nodes.count == 1 ? nodes[0]
                : StackNode(axis: .horizontal, alignment: .vertical(.center), spacing: 0, children: nodes, direction: environment.layoutDirection)
        }
        self.selected = selected
        self.environment = environment
        height = Self.rowHeight(in: os)
        super.init(name: "TabBar", direction: environment.layoutDirection)
    }

    /// The navigation bar's row in `os`'s look, without a large title.
    static func rowHeight(in os: ViewTreeOSVersion) -> CGFloat {
        os.hasLiquidGlass ? LiquidGlassMetrics.navigationBarHeight : ChromeMetrics.navigationBarHeight
    }

    /// Each item's width on the capsule: its title's, padded at both ends.
    private var itemWidths: [CGFloat] {
        items.map { $0.sizeThatFits(.unspecified).width + 2 * TopTabBarMetrics.itemPadding }
    }

    /// The capsule, centred in a row of `size`, and each item's slot on it (leading-based).
    private func layout(in size: CGSize) -> (capsule: CGRect, slots: [CGRect]) {
        let inset = metrics.selectionInset
        let widths = itemWidths
        let width = min(widths.reduce(2 * inset, +), size.width)
        let capsule = CGRect(x: (size.width - width) / 2, y: (size.height - metrics.capsuleHeight) / 2,
                             width: width, height: metrics.capsuleHeight)
        var x = capsule.minX + inset
        let slots = widths.map { itemWidth in
            defer { x += itemWidth }
            return CGRect(x: x, y: capsule.minY + inset, width: itemWidth, height: capsule.height - 2 * inset)
        }
        return (capsule, slots)
    }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width ?? itemWidths.reduce(2 * metrics.selectionInset, +), height: height)
    }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        zip(items, layout(in: size).slots).map { item, slot in
            let placed = Alignment.center.place(item, proposing: ProposedViewSize(slot.size), in: slot.size)
            return (item, placed.frame.offsetBy(dx: slot.minX, dy: slot.minY))
        }
    }

    override func drawContent(in frame: CGRect, into list: inout [ViewTreeDisplayItem]) {
        let (capsule, slots) = layout(in: frame.size)
        let path = Capsule().path(in: capsule.offsetBy(dx: frame.minX, dy: frame.minY))
        if let fill = metrics.capsuleFill {
            list.append(.fill(path, .color(fill.resolved(in: environment))))
        } else {
            list += LiquidGlassLook.of(environment.colorScheme).items(in: path, pixel: 1 / max(1, environment.displayScale))
        }
        guard slots.indices.contains(selected) else { return }
        let pill = Capsule().path(in: onScreen(slots[selected], in: frame.size).offsetBy(dx: frame.minX, dy: frame.minY))
        list.append(.fill(pill, .color(metrics.selection.resolved(in: environment))))
    }
}
