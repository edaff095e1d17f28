import Foundation

/// A navigation stack laid out: its bar across the top and its root screen below, whose safe
/// area ends at the bar, so that backgrounds and scroll views inside run on up under it.
final class NavigationStackNode: LayoutNode {
    private let content: LayoutNode
    private let bar: NavigationBarNode?

    private init(content: LayoutNode, bar: NavigationBarNode?, direction: LayoutDirection) {
        self.content = content
        self.bar = bar
        super.init(name: "NavigationStack", direction: direction)
    }

    /// A stack showing `root`: the root is resolved first, so that what it asks of the bar is known.
    static func stack<Root: View>(showing root: Root, in environment: EnvironmentValues) -> NavigationStackNode {
        let preferences = NavigationPreferences()
        var inner = environment
        inner.navigationPreferences = preferences
        let content = root.resolveSingleNode(in: inner)
        let bar = preferences.isBarHidden == true ? nil : NavigationBarNode(preferences: preferences, environment: environment)
        return NavigationStackNode(content: content, bar: bar, direction: environment.layoutDirection)
    }

    private var barHeight: CGFloat { bar?.height ?? 0 }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        let height = proposal.height.map { max(0, $0 - barHeight) }
        let ideal = content.sizeThatFits(ProposedViewSize(width: proposal.width, height: height))
        return CGSize(width: proposal.width ?? max(ideal.width, bar?.sizeThatFits(.unspecified).width ?? 0),
                      height: proposal.height ?? ideal.height + barHeight)
    }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        // The root is laid out below the bar and centred there, as a window centres its root.
        let area = CGSize(width: size.width, height: max(0, size.height - barHeight))
        let placed = Alignment.center.place(content, proposing: ProposedViewSize(area), in: area)
        var children = [(placed.node, placed.frame.offsetBy(dx: 0, dy: barHeight))]
        if let bar { children.append((bar, CGRect(x: 0, y: 0, width: size.width, height: barHeight))) }
        return children
    }

    override func placedChildren(in frame: CGRect, context: PlacementContext) -> [ChildPlacement] {
        var inner = context
        let safe = CGRect(x: frame.minX, y: frame.minY + barHeight, width: frame.width, height: max(0, frame.height - barHeight))
        inner.safeArea = context.safeArea.adding(SafeArea.Region(bounds: frame, safe: safe))
        return super.placedChildren(in: frame, context: context).map {
            $0.node === content ? ChildPlacement(node: content, frame: $0.frame, context: inner) : $0
        }
    }
}

/// A navigation bar: 44 points with the toolbar items at its ends and an inline title (or
/// principal item) in the middle, and 52 more below for a large title. Its background, when
/// it shows one, runs up under the status bar.
final class NavigationBarNode: LayoutNode {
    private let title: LayoutNode?
    private let isLarge: Bool
    private let leading: [LayoutNode]
    private let trailing: [LayoutNode]
    private let principal: LayoutNode?
    private let background: (any ShapeStyle)?
    private let environment: EnvironmentValues
    /// How far the background reaches past the frame into the margins above and beside it,
    /// found when the bar is placed.
    private var reach = EdgeInsets()

    init(preferences: NavigationPreferences, environment: EnvironmentValues) {
        var barEnvironment = environment
        barEnvironment.navigationPreferences = nil
        if let scheme = preferences.barColorScheme { barEnvironment.colorScheme = scheme }
        let displayMode = preferences.displayMode ?? .automatic
        isLarge = preferences.title != nil && displayMode != .inline
        var titleEnvironment = barEnvironment
        titleEnvironment.font = isLarge ? ChromeMetrics.largeTitleFont : ChromeMetrics.inlineTitleFont
        titleEnvironment.lineLimit = 1
        title = preferences.title.map { $0.resolveSingleNode(in: titleEnvironment) }
        func items(_ slot: ToolbarItemPlacement.Slot) -> [LayoutNode] {
            preferences.items.filter { $0.placement.slot == slot }.flatMap { entry -> [LayoutNode] in
                var itemEnvironment = barEnvironment
                if entry.placement.isEmphasized { itemEnvironment.fontWeight = .semibold }
                return entry.content.resolveNodes(in: itemEnvironment.inStack(.horizontal))
            }
        }
        leading = items(.leading)
        trailing = items(.trailing)
        principal = items(.principal).first
        background = preferences.backgroundVisibility == .visible ? preferences.background ?? Material.bar : nil
        self.environment = barEnvironment
        super.init(name: "NavigationBar", direction: environment.layoutDirection)
    }

    /// The bar's height: 44, and 52 more for a large title.
    var height: CGFloat { ChromeMetrics.navigationBarHeight + (isLarge ? ChromeMetrics.largeTitleHeight : 0) }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        let items = (leading + trailing + [principal, title].compactMap { $0 }).map { $0.sizeThatFits(.unspecified).width }
        let margin = ChromeMetrics.layoutMargin(forWidth: proposal.width ?? 0)
        return CGSize(width: proposal.width ?? items.reduce(2 * margin) { $0 + $1 + ChromeMetrics.barItemSpacing }, height: height)
    }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        let margin = ChromeMetrics.layoutMargin(forWidth: size.width)
        let bar = ChromeMetrics.navigationBarHeight
        let spacing = ChromeMetrics.barItemSpacing
        var frames: [(node: LayoutNode, frame: CGRect)] = []
        func centred(_ node: LayoutNode, x: CGFloat, size itemSize: CGSize) -> (node: LayoutNode, frame: CGRect) {
            (node, CGRect(origin: CGPoint(x: x, y: (bar - itemSize.height) / 2), size: itemSize))
        }
        var x = margin
        for item in leading {
            let itemSize = item.sizeThatFits(ProposedViewSize(width: nil, height: bar))
            frames.append(centred(item, x: x, size: itemSize))
            x += itemSize.width + spacing
        }
        let leadingEnd = x - (leading.isEmpty ? 0 : spacing)
        x = size.width - margin
        for item in trailing.reversed() {
            let itemSize = item.sizeThatFits(ProposedViewSize(width: nil, height: bar))
            x -= itemSize.width
            frames.append(centred(item, x: x, size: itemSize))
            x -= spacing
        }
        let trailingStart = x + (trailing.isEmpty ? 0 : spacing)
        // The middle: as wide as the room between the ends allows, centred on the bar.
        if let middle = principal ?? (isLarge ? nil : title) {
            let half = min(size.width / 2 - leadingEnd, trailingStart - size.width / 2) - (leading.isEmpty && trailing.isEmpty ? margin : spacing)
            let itemSize = middle.sizeThatFits(ProposedViewSize(width: max(0, 2 * half), height: bar))
            frames.append(centred(middle, x: (size.width - itemSize.width) / 2, size: itemSize))
        }
        if isLarge, let title {
            let titleSize = title.sizeThatFits(ProposedViewSize(width: max(0, size.width - 2 * margin), height: nil))
            frames.append((title, CGRect(origin: CGPoint(x: margin, y: bar + ChromeMetrics.largeTitleTopInset), size: titleSize)))
        }
        return frames
    }

    override func placement(for frame: CGRect, in context: PlacementContext) -> (frame: CGRect, context: PlacementContext) {
        let grown = context.safeArea.expanding(frame, edges: [.top, .left, .right]).frame
        reach = EdgeInsets(top: frame.minY - grown.minY, leading: frame.minX - grown.minX, bottom: 0, trailing: grown.maxX - frame.maxX)
        return (frame, context)
    }

    override func drawContent(in frame: CGRect, into list: inout [DisplayItem]) {
        guard let background else { return }
        let area = CGRect(x: frame.minX - reach.leading, y: frame.minY - reach.top,
                          width: frame.width + reach.leading + reach.trailing, height: frame.height + reach.top)
        list.append(.fill(Path(area), background._paint(in: area, environment: environment)))
        let hairline = 1 / max(1, environment.displayScale)
        list.append(.fill(Path(CGRect(x: area.minX, y: frame.maxY - hairline, width: area.width, height: hairline)),
                          .color(ChromeMetrics.barHairline.resolved(in: environment.colorScheme))))
    }
}
