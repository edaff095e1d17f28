import Foundation

/// iOS's bottom toolbar, for a screen with `bottomBar` or `status` toolbar items: 44 points
/// above the home indicator, its background (the bar material, with a hairline on top) running
/// on under it. The items form a row from the leading margin to the trailing one: between
/// separate toolbar items goes a flexible space (so two items sit at the two ends), the views
/// of one `ToolbarItemGroup` sit side by side and a `Spacer` among them is a flexible space; a
/// lone item stays at the leading end (*unverified* choice, as UIKit lays out toolbar items
/// without flexible spaces); `status` items are centred. Above a tab bar, the toolbar sits on
/// it and its background stops there. In iOS 26's look the bar has no background unless one is
/// asked for, and each item floats on its own glass capsule.
final class BottomToolbarNode: ChromeBarNode {
    /// The row: items, and `nil` for each flexible space.
    private let row: [LayoutNode?]
    private let status: [LayoutNode]

    /// The bottom toolbar `preferences` ask for; `nil` when they have no item for it or hide it.
    init?(preferences: NavigationPreferences, environment: EnvironmentValues) {
        var barEnvironment = environment
        barEnvironment.navigationPreferences = nil
        let items = preferences.itemNodes(at: .bottom, in: barEnvironment).filter { !$0.isEmpty }
        status = preferences.itemNodes(at: .status, in: barEnvironment).flatMap { $0 }
        guard preferences.bottomBar.isHidden != true, !(items.isEmpty && status.isEmpty) else { return nil }
        let isGlass = environment.viewTreeOSVersion.hasLiquidGlass
        if isGlass {
            // iOS 26: each item on its own glass capsule, the capsules apart as the items were.
            let entries = preferences.items.filter { $0.placement.slot == .bottom }
            row = entries.enumerated().flatMap { index, entry -> [LayoutNode?] in
                (index == 0 ? [] : [nil])
                    + [LiquidGlassBarGroup(items: [entry.content], isProminent: false).resolveSingleNode(in: barEnvironment)]
            }
        } else {
            row = items.enumerated().flatMap { index, nodes -> [LayoutNode?] in
                (index == 0 ? [] : [nil]) + nodes.map { $0.isSpacer ? nil : $0 }
            }
        }
        let appearance = preferences.bottomBar
        let visible = appearance.backgroundVisibility == .visible || (!isGlass && appearance.backgroundVisibility != .hidden)
        super.init(name: "BottomToolbar", environment: barEnvironment,
                   background: visible ? appearance.background ?? Material.bar : nil,
                   reaching: environment.isAboveTabBar ? [.left, .right] : [.bottom, .left, .right], hairline: .top)
    }

    private func idealSize(_ node: LayoutNode) -> CGSize {
        node.sizeThatFits(ProposedViewSize(width: nil, height: ChromeMetrics.bottomToolbarHeight))
    }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        let items = (row.compactMap { $0 } + status).map { idealSize($0).width }
        let margin = ChromeMetrics.layoutMargin(forWidth: proposal.width ?? 0)
        return CGSize(width: proposal.width ?? items.reduce(2 * margin) { $0 + $1 + ChromeMetrics.barItemSpacing },
                      height: ChromeMetrics.bottomToolbarHeight)
    }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        let margin = ChromeMetrics.layoutMargin(forWidth: size.width)
        let spacing = ChromeMetrics.barItemSpacing
        let sizes = row.map { $0.map(idealSize) }
        // Fixed spacing between neighbouring items; none next to a flexible space.
        let gaps = zip(row, row.dropFirst()).filter { $0.0 != nil && $0.1 != nil }.count
        let used = sizes.reduce(0) { $0 + ($1?.width ?? 0) } + CGFloat(gaps) * spacing
        let flexible = row.filter { $0 == nil }.count
        let flexibleWidth = flexible == 0 ? 0 : max(0, size.width - 2 * margin - used) / CGFloat(flexible)
        var frames: [(node: LayoutNode, frame: CGRect)] = []
        func place(_ node: LayoutNode, x: CGFloat, size itemSize: CGSize) {
            frames.append((node, CGRect(origin: CGPoint(x: x, y: (size.height - itemSize.height) / 2), size: itemSize)))
        }
        var x = margin
        for (index, item) in row.enumerated() {
            guard let item, let itemSize = sizes[index] else {
                x += flexibleWidth
                continue
            }
            if index > 0, row[index - 1] != nil { x += spacing }
            place(item, x: x, size: itemSize)
            x += itemSize.width
        }
        for item in status {
            let itemSize = item.sizeThatFits(ProposedViewSize(width: size.width - 2 * margin, height: size.height))
            place(item, x: (size.width - itemSize.width) / 2, size: itemSize)
        }
        return frames
    }
}
