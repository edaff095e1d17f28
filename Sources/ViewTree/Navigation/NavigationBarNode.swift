import Foundation

/// A navigation bar: 44 points with the toolbar items at its ends, on a pushed screen the back
/// button first at the leading end, an inline title (or principal item) in the middle, and 52
/// more below for a large title. Its background, when it shows one, runs up under the status bar.
/// In iOS 26's look the bar is 54 points, its items centred in the top 44, the items at each end
/// share a glass capsule, the back button is the chevron alone on a glass circle, and a subtitle
/// sits under the title (`NavigationTitleWithSubtitle`). In iOS 17's look, and in iOS 26's in a
/// tab of a tab view, a `searchable` screen's search field sits in 52 more points below the title
/// (60 in iOS 26's, a 44-point capsule). Sharing iPadOS's top tab bar's row, the
/// bar shows no inline title or principal item, which the tabs take the place of (*unverified*).
final class NavigationBarNode: ChromeBarNode {
    private let title: LayoutNode?
    private let isLarge: Bool
    /// What a subtitle under a large title adds to the bar (iOS 26).
    private let largeSubtitleHeight: CGFloat
    /// Whether the bar is drawn as iOS 26 draws it.
    private let isGlass: Bool
    /// The back button as it can show, longest first: with the title of the screen below, with
    /// "Back", with the chevron alone. Empty on the root and when the screen hides it.
    private let backButtons: [LayoutNode]
    private let leading: [LayoutNode]
    private let trailing: [LayoutNode]
    private let principal: LayoutNode?
    /// The search field below the title (iOS 17's look, and iOS 26's in a tab).
    private let searchField: LayoutNode?
    /// Whether the bar shares its row with iPadOS's tab bar at the top.
    private let sharesRowWithTabs: Bool

    /// The bar of `screen`, pushed above `below` (the root when `nil`).
    init(screen: NavigationScreen, below: NavigationScreen?, environment: EnvironmentValues) {
        let preferences = screen.preferences
        var barEnvironment = environment
        barEnvironment.navigationPreferences = nil
        if let scheme = preferences.barColorScheme { barEnvironment.colorScheme = scheme }
        isLarge = screen.showsLargeTitle
        var titleEnvironment = barEnvironment
        titleEnvironment.font = isLarge ? ChromeMetrics.largeTitleFont : ChromeMetrics.inlineTitleFont
        titleEnvironment.lineLimit = 1
        isGlass = environment.viewTreeOSVersion.hasLiquidGlass
        let subtitle = isGlass ? preferences.subtitle : nil
        title = preferences.title.map { [isLarge] title in
            let shown = subtitle.map { AnyView(NavigationTitleWithSubtitle(title: title, subtitle: $0, isLarge: isLarge)) } ?? title
            return shown.resolveSingleNode(in: titleEnvironment)
        }
        largeSubtitleHeight = isLarge ? subtitle.map {
            NavigationTitleWithSubtitle.largeSubtitleHeight(of: $0, in: titleEnvironment)
        } ?? 0 : 0
        let showsBackButton = below != nil && preferences.isBackButtonHidden != true
        if isGlass {
            backButtons = showsBackButton
                ? [LiquidGlassBarGroup(items: [AnyView(NavigationBackButton(label: nil, isGlass: true))], look: .glass).resolveSingleNode(in: barEnvironment)] : []
            leading = preferences.glassGroupNodes(at: .leading, in: barEnvironment)
            trailing = preferences.glassGroupNodes(at: .trailing, in: barEnvironment)
        } else {
            if let below, showsBackButton {
                let labels = [below.preferences.title, AnyView(Text("Back")), nil]
                backButtons = labels.dropFirst(below.preferences.title == nil ? 1 : 0).map {
                    NavigationBackButton(label: $0).resolveSingleNode(in: barEnvironment)
                }
            } else {
                backButtons = []
            }
            leading = preferences.itemNodes(at: .leading, in: barEnvironment).flatMap { $0 }
            trailing = preferences.itemNodes(at: .trailing, in: barEnvironment).flatMap { $0 }
        }
        principal = preferences.itemNodes(at: .principal, in: barEnvironment).first?.first
        sharesRowWithTabs = environment.topTabBarRowHeight > 0
        searchField = environment.searchFieldSitsAtBottom ? nil : preferences.search.map {
            NavigationBarSearchField(text: $0.text, prompt: $0.prompt, isGlass: environment.viewTreeOSVersion.hasLiquidGlass)
                .resolveSingleNode(in: barEnvironment)
        }
        let appearance = preferences.navigationBar
        super.init(name: "NavigationBar", environment: barEnvironment,
                   background: appearance.backgroundVisibility == .visible ? appearance.background ?? Material.bar : nil,
                   reaching: [.top, .left, .right], hairline: .bottom)
    }

    /// The bar's height: 44 (54 in iOS 26's look), 52 more for a large title and 52 more for
    /// the search field (60 in iOS 26's look).
    var height: CGFloat { titleBottom + (searchField == nil ? 0 : searchBarHeight) }

    /// The band of the search field below the title.
    private var searchBarHeight: CGFloat { isGlass ? LiquidGlassMetrics.navigationSearchBarHeight : ChromeMetrics.searchBarHeight }

    /// Where the bar and its large title end.
    private var titleBottom: CGFloat { barHeight + (isLarge ? ChromeMetrics.largeTitleHeight + largeSubtitleHeight : 0) }

    /// The bar without its large title.
    private var barHeight: CGFloat { isGlass ? LiquidGlassMetrics.navigationBarHeight : ChromeMetrics.navigationBarHeight }
    /// Between items at one end, and between the ends and the middle.
    private var itemSpacing: CGFloat { isGlass ? LiquidGlassMetrics.barItemSpacing : ChromeMetrics.barItemSpacing }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        let items = (leading + trailing + [backButtons.first, principal, title].compactMap { $0 }).map { $0.sizeThatFits(.unspecified).width }
        let margin = ChromeMetrics.layoutMargin(forWidth: proposal.width ?? 0, in: environment.viewTreeOSVersion)
        return CGSize(width: proposal.width ?? items.reduce(2 * margin) { $0 + $1 + itemSpacing }, height: height)
    }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        let margin = ChromeMetrics.layoutMargin(forWidth: size.width, in: environment.viewTreeOSVersion)
        let bar = barHeight
        let spacing = itemSpacing
        var frames: [(node: LayoutNode, frame: CGRect)] = []
        func ideal(_ node: LayoutNode) -> CGSize { node.sizeThatFits(ProposedViewSize(width: nil, height: bar)) }
        // iOS 26 centres the items in the bar's top 44 points, not in its 54.
        let itemRow = isGlass ? LiquidGlassMetrics.navigationBarItemRowHeight : bar
        func place(_ node: LayoutNode, x: CGFloat, size itemSize: CGSize) {
            frames.append((node, CGRect(origin: CGPoint(x: x, y: (itemRow - itemSize.height) / 2), size: itemSize)))
        }
        var x = size.width - margin
        for item in trailing.reversed() {
            let itemSize = ideal(item)
            x -= itemSize.width
            place(item, x: x, size: itemSize)
            x -= spacing
        }
        let trailingStart = x + (trailing.isEmpty ? 0 : spacing)
        let middle = sharesRowWithTabs ? nil : principal ?? (isLarge ? nil : title)
        x = margin
        if let chevronOnly = backButtons.last {
            // The longest back button that keeps clear of the middle (centred at its ideal width)
            // and of the leading items after it, as UIKit shortens the back title to "Back",
            // then to the chevron alone.
            let leadingWidth = leading.reduce(0) { $0 + ideal($1).width + spacing }
            let end = middle.map { (size.width - min(ideal($0).width, size.width - 2 * margin)) / 2 } ?? trailingStart
            let start = isGlass ? margin : ChromeMetrics.backButtonLeadingInset
            let button = backButtons.first { start + ideal($0).width <= end - spacing - leadingWidth } ?? chevronOnly
            place(button, x: start, size: ideal(button))
            x = start + ideal(button).width + spacing
        }
        for item in leading {
            let itemSize = ideal(item)
            place(item, x: x, size: itemSize)
            x += itemSize.width + spacing
        }
        let leadingEnd = x - (leading.isEmpty && backButtons.isEmpty ? 0 : spacing)
        // The middle: as wide as the room between the ends allows, centred on the bar.
        if let middle {
            let hasEnds = !(leading.isEmpty && trailing.isEmpty && backButtons.isEmpty)
            let half = min(size.width / 2 - leadingEnd, trailingStart - size.width / 2) - (hasEnds ? spacing : margin)
            let itemSize = middle.sizeThatFits(ProposedViewSize(width: max(0, 2 * half), height: bar))
            place(middle, x: (size.width - itemSize.width) / 2, size: itemSize)
        }
        if isLarge, let title {
            let titleSize = title.sizeThatFits(ProposedViewSize(width: max(0, size.width - 2 * margin), height: nil))
            frames.append((title, CGRect(origin: CGPoint(x: margin, y: bar + ChromeMetrics.largeTitleTopInset), size: titleSize)))
        }
        if let searchField {
            let fieldHeight = isGlass ? LiquidGlassMetrics.navigationSearchFieldHeight : ChromeMetrics.searchFieldHeight
            let top = isGlass ? LiquidGlassMetrics.navigationSearchFieldTopInset : (searchBarHeight - fieldHeight) / 2
            frames.append((searchField, CGRect(x: margin, y: titleBottom + top,
                                               width: max(0, size.width - 2 * margin), height: fieldHeight)))
        }
        return frames
    }
}

/// iOS's back button: the backward chevron, then the title of the screen below (or "Back", or
/// nothing), all in the tint. The chevron is drawn as iOS's back indicator looks, a tall
/// semibold stroke, rather than with the symbol font, whose stand-in chevron is much slighter.
nonisolated struct NavigationBackButton: View {
    let label: AnyView?
    /// iOS 26's chevron alone on its glass circle: smaller, and off the circle's centre towards
    /// where it points (`LiquidGlassMetrics.backChevronSize`).
    var isGlass = false
    @Environment(\.layoutDirection) private var layoutDirection

    var body: some View {
        let pointsLeft = layoutDirection == .leftToRight
        let size = isGlass ? LiquidGlassMetrics.backChevronSize : ChromeMetrics.backChevronSize
        HStack(spacing: ChromeMetrics.backButtonLabelSpacing) {
            DisclosureChevron(pointsLeft: pointsLeft, lineWidth: ChromeMetrics.backChevronLineWidth)
                .stroke(.tint, style: StrokeStyle(lineWidth: ChromeMetrics.backChevronLineWidth, lineCap: .round, lineJoin: .round))
                .frame(width: size.width, height: size.height)
                .offset(x: isGlass ? (pointsLeft ? -1 : 1) * LiquidGlassMetrics.backChevronOffset : 0)
            if let label { label.font(.body).foregroundStyle(.tint) }
        }
        .lineLimit(1)
    }
}
