import Foundation

/// iOS's bottom toolbar, for a screen with `bottomBar` or `status` toolbar items: 44 points
/// above the home indicator, its background (the bar material, with a hairline on top) running
/// on under it. The items form a row from the leading margin to the trailing one: between
/// separate toolbar items goes a flexible space (so two items sit at the two ends), the views
/// of one `ToolbarItemGroup` sit side by side and a `Spacer` among them is a flexible space; a
/// lone item stays at the leading end (*unverified* choice, as UIKit lays out toolbar items
/// without flexible spaces), in iOS 26's look it is centred (*measured*,
/// `LiquidGlassMetrics.bottomBarButtonHeight`); `status` items are centred. Above a tab bar, the toolbar sits on
/// it and its background stops there. In iOS 26's look the bar has no background unless one is
/// asked for, and each item floats on its own glass capsule; a `searchable` field of the screen
/// joins the toolbar as its leading item, as tall as the items, taking the width they leave
/// (SwiftUI's `DefaultToolbarItem(kind:placement:)`: "The search item is the leading-most item by
/// default" in the bottom bar; UIKit's `searchBarPlacementAllowsToolbarIntegration`, true by
/// default, places "the search bar among other UIToolbar items on iPhone"; from iOS 26.1 the item
/// shows expanded, a field with its prompt, unless `searchToolbarBehavior(.minimize)`, Apple
/// Developer Forums thread 805618, which draws it as a round glass button with the magnifying
/// glass). The other items then pack at the trailing end, the bar's item spacing apart. iOS 26's
/// capsules end on the safe area's bottom edge, at least 4 above the screen's
/// (`LiquidGlassMetrics.bottomBarMinimumBottomMargin`): on a home-button phone the bar grows
/// below its row by 4.
final class BottomToolbarNode: ChromeBarNode {
    /// The row: items, and `nil` for each flexible space.
    private let row: [LayoutNode?]
    private let status: [LayoutNode]
    /// iOS 26's search field, at the leading end of the row.
    private let searchField: LayoutNode?
    /// Whether the search field is minimized to a glass button (`searchToolbarBehavior(.minimize)`).
    private let isSearchMinimized: Bool
    /// Whether the bar is drawn as iOS 26 draws it.
    private let isGlass: Bool
    /// The bar's height: its row's, and in iOS 26's look what keeps the capsules off the
    /// screen's bottom edge.
    let height: CGFloat
    /// The row the items are centred in: 44 points, iOS 26's capsules' 48.
    private let rowHeight: CGFloat

    /// The bottom toolbar `preferences` ask for, with iOS 26's search field in it when `search`
    /// is given; `nil` when they have no item for it or hide it.
    init?(preferences: NavigationPreferences, search: (text: String, prompt: Text?)? = nil, environment: EnvironmentValues) {
        let isSearchMinimized = preferences.searchToolbarBehavior == .minimize
        self.isSearchMinimized = isSearchMinimized
        var barEnvironment = environment
        barEnvironment.navigationPreferences = nil
        let items = preferences.itemNodes(at: .bottom, in: barEnvironment).filter { !$0.isEmpty }
        status = preferences.itemNodes(at: .status, in: barEnvironment).flatMap { $0 }
        guard preferences.bottomBar.isHidden != true, !(items.isEmpty && status.isEmpty) else { return nil }
        let isGlass = environment.viewTreeOSVersion.hasLiquidGlass
        self.isGlass = isGlass
        if isGlass {
            // iOS 26: each item on its own glass capsule, the capsules apart as the items were.
            let entries = preferences.items.filter { $0.placement.slot == .bottom && !$0.isSpacer }
            row = entries.enumerated().flatMap { index, entry -> [LayoutNode?] in
                (index == 0 || search != nil ? [] : [nil])
                    + [LiquidGlassBarGroup(items: [entry.content], look: entry.sharesBackground ? .glass : .plain,
                                           height: LiquidGlassMetrics.bottomBarButtonHeight,
                                           spacing: LiquidGlassMetrics.bottomBarItemSpacing)
                        .resolveSingleNode(in: barEnvironment)]
            }
            searchField = search.map {
                isSearchMinimized ? LiquidGlassSearchButton().resolveSingleNode(in: barEnvironment)
                    : LiquidGlassSearchField(text: $0.text, prompt: $0.prompt, height: LiquidGlassMetrics.bottomBarButtonHeight)
                        .resolveSingleNode(in: barEnvironment)
            }
        } else {
            searchField = nil
            row = items.enumerated().flatMap { index, nodes -> [LayoutNode?] in
                (index == 0 ? [] : [nil]) + nodes.map { $0.isSpacer ? nil : $0 }
            }
        }
        let edge = environment.isAboveTabBar ? LiquidGlassMetrics.floatingBarBottomMargin : environment.screenBottomInset
        rowHeight = isGlass ? LiquidGlassMetrics.bottomBarButtonHeight : ChromeMetrics.bottomToolbarHeight
        height = rowHeight + (isGlass ? max(0, LiquidGlassMetrics.bottomBarMinimumBottomMargin - edge) : 0)
        let appearance = preferences.bottomBar
        let visible = appearance.backgroundVisibility == .visible || (!isGlass && appearance.backgroundVisibility != .hidden)
        super.init(name: "BottomToolbar", environment: barEnvironment,
                   background: visible ? appearance.background ?? Material.bar : nil,
                   reaching: environment.isAboveTabBar ? [.left, .right] : [.bottom, .left, .right], hairline: .top)
    }

    private func idealSize(_ node: LayoutNode) -> CGSize {
        node.sizeThatFits(ProposedViewSize(width: nil, height: rowHeight))
    }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        let items = (row.compactMap { $0 } + status + [searchField].compactMap { $0 }).map { idealSize($0).width }
        let margin = ChromeMetrics.layoutMargin(forWidth: proposal.width ?? 0, in: environment.viewTreeOSVersion)
        return CGSize(width: proposal.width ?? items.reduce(2 * margin) { $0 + $1 + ChromeMetrics.barItemSpacing },
                      height: height)
    }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        let margin = ChromeMetrics.layoutMargin(forWidth: size.width, in: environment.viewTreeOSVersion)
        let spacing = ChromeMetrics.barItemSpacing
        let sizes = row.map { $0.map(idealSize) }
        // Fixed spacing between neighbouring items; none next to a flexible space.
        let gaps = zip(row, row.dropFirst()).filter { $0.0 != nil && $0.1 != nil }.count
        let used = sizes.reduce(0) { $0 + ($1?.width ?? 0) } + CGFloat(gaps) * spacing
        let flexible = row.filter { $0 == nil }.count
        let flexibleWidth = flexible == 0 ? 0 : max(0, size.width - 2 * margin - used) / CGFloat(flexible)
        var frames: [(node: LayoutNode, frame: CGRect)] = []
        func place(_ node: LayoutNode, x: CGFloat, size itemSize: CGSize) {
            frames.append((node, CGRect(origin: CGPoint(x: x, y: (rowHeight - itemSize.height) / 2), size: itemSize)))
        }
        // iOS 26 centres a lone capsule.
        let isLone = isGlass && searchField == nil && row.count == 1
        var x = isLone ? (size.width - (sizes[0]?.width ?? 0)) / 2 : margin
        if let searchField {
            // The field takes what the items leave, less the spacing before them; minimized, it is
            // a round button at the leading end and the items stay packed at the trailing end.
            let width = max(0, size.width - 2 * margin - used - (row.isEmpty ? 0 : spacing))
            let buttonSize = LiquidGlassMetrics.bottomBarButtonHeight
            place(searchField, x: x, size: CGSize(width: isSearchMinimized ? buttonSize : width, height: buttonSize))
            x += width + spacing
        }
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
            let itemSize = item.sizeThatFits(ProposedViewSize(width: size.width - 2 * margin, height: rowHeight))
            place(item, x: (size.width - itemSize.width) / 2, size: itemSize)
        }
        return frames
    }
}
