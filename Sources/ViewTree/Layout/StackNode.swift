import Foundation

/// HStack and VStack layout, as SwiftUI distributes space: children are offered space in order
/// of layout priority (highest first) and, within a priority, least flexible first; each is
/// offered an equal share of what is left after the minimum sizes of lower priorities are set
/// aside, and what it takes is subtracted. Spacers come after every other child of their
/// priority, so that `HStack { Text(long); Spacer() }` gives the text all but the spacer's
/// minimum, as on iOS (rows whose title truncates next to their detail, not at half width).
final class StackNode: LayoutNode {
    let axis: Axis
    let children: [LayoutNode]
    private let crossAlignment: CrossAlignment
    /// Whether the stack takes the whole proposal across its axis, as lazy stacks do, with its
    /// children aligned in it; otherwise it is as big as its children across.
    private let fillsCrossAxis: Bool
    /// The gaps between neighbours: the stack's spacing, or each pair's own preference.
    private let gaps: [CGFloat]
    /// The sum of `gaps`.
    private let totalGap: CGFloat
    /// The children's indices grouped by the order they are given space in (priority, spacers
    /// last), the group served first first, each with the indices of the children served after it.
    private let rankGroups: [(members: [Int], servedLater: [Int])]

    /// Alignment across the stack: horizontal for a VStack, vertical for an HStack.
    enum CrossAlignment {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)

        var key: AlignmentKey {
            switch self {
            case .horizontal(let alignment): return alignment.key
            case .vertical(let alignment): return alignment.key
            }
        }
    }

    init(axis: Axis, alignment: CrossAlignment, spacing: CGFloat?, children: [LayoutNode],
         direction: LayoutDirection = .leftToRight, fillsCrossAxis: Bool = false, name: String? = nil) {
        self.axis = axis
        crossAlignment = alignment
        self.children = children
        self.fillsCrossAxis = fillsCrossAxis
        // Spacers stretch according to the stack they are in, and state their spacing along it
        // (dividers learn it from the environment).
        for child in children {
            (child as? SpacerNode)?.axis = axis
        }
        // A stack's own spacing goes between every pair, spacers included; without one, each
        // pair is as far apart as the two prefer (`ViewSpacing`), which puts nothing next to a
        // spacer, text after text like lines of a paragraph, and 8 points between plain views
        // (OpenSwiftUI's reading of SwiftUI's `StackLayout.makeChildren`).
        let spacing = spacing.flatMap { $0.isFinite ? $0 : nil }
        gaps = zip(children, children.dropFirst()).map { before, after in
            spacing ?? before.viewSpacing.distance(to: after.viewSpacing, along: axis)
        }
        totalGap = gaps.reduce(0, +)
        // A larger rank is served first.
        let ranks = children.map { Rank(priority: $0.layoutPriority, isSpacer: $0.isSpacer) }
        rankGroups = Set(ranks).sorted(by: >).map { rank in
            (children.indices.filter { ranks[$0] == rank }, children.indices.filter { ranks[$0] < rank })
        }
        super.init(name: name ?? (axis == .horizontal ? "HStack" : "VStack"), direction: direction)
    }

    /// The children's preferences where they reach the stack's edges: every child's across the
    /// axis, the first one's at the start and the last one's at the end; none for an empty stack.
    override var viewSpacing: ViewSpacing { ownSpacing }

    private lazy var ownSpacing: ViewSpacing = {
        guard let first = children.first, let last = children.last else { return .zero }
        let across: Edge.Set = axis == .horizontal ? [.top, .bottom] : [.leading, .trailing]
        var spacing = ViewSpacing()
        for child in children { spacing.formUnion(child.viewSpacing, edges: across) }
        spacing.formUnion(first.viewSpacing, edges: axis == .horizontal ? .leading : .top)
        spacing.formUnion(last.viewSpacing, edges: axis == .horizontal ? .trailing : .bottom)
        return spacing
    }()

    private var crossAxis: Axis { axis == .horizontal ? .vertical : .horizontal }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        let sizes = childSizes(for: proposal)
        var cross = crossExtent(sizes).extent
        if fillsCrossAxis, let proposed = proposal[crossAxis], proposed.isFinite { cross = proposed }
        return CGSize(main: sizes.reduce(0) { $0 + $1[axis] } + totalGap, cross: cross, axis: axis)
    }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        // Children are re-proposed what the stack was, as SwiftUI places them.
        let sizes = childSizes(for: proposal(thatGave: size))
        let (extent, offsets, line) = crossExtent(sizes)
        // A stack wider than its children (a lazy one) puts their guide line on its own guide.
        let shift = fillsCrossAxis && size[crossAxis] > extent ? crossAlignment.key.defaultValue(in: size) - line : 0
        var main: CGFloat = 0
        var frames: [(node: LayoutNode, frame: CGRect)] = []
        for (index, child) in children.enumerated() {
            let childSize = sizes[index]
            let cross = offsets[index] + shift
            let origin = axis == .horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main)
            frames.append((child, CGRect(origin: origin, size: childSize)))
            main += childSize[axis] + (index < gaps.count ? gaps[index] : 0)
        }
        return frames
    }

    override func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        key.combinedExplicitValue(of: placeChildren(in: size))
    }

    /// Each child's size for the stack's proposal.
    private func childSizes(for proposal: ProposedViewSize) -> [CGSize] {
        let cross = proposal[axis == .horizontal ? .vertical : .horizontal]
        guard let available = proposal[axis] else {
            return children.map { $0.sizeThatFits(ProposedViewSize(main: nil, cross: cross, axis: axis)) }
        }
        var remaining = available - totalGap
        let minimums = children.map { $0.sizeThatFits(ProposedViewSize(main: 0, cross: cross, axis: axis))[axis] }
        let flexibilities = children.indices.map { index in
            children[index].sizeThatFits(ProposedViewSize(main: .infinity, cross: cross, axis: axis))[axis] - minimums[index]
        }
        var sizes = [CGSize](repeating: .zero, count: children.count)
        for (members, servedLater) in rankGroups {
            let group = members.count < 2 ? members : members.sorted { (flexibilities[$0], $0) < (flexibilities[$1], $1) }
            let reserved = servedLater.reduce(0) { $0 + minimums[$1] }
            var groupRemaining = remaining - reserved
            for (position, index) in group.enumerated() {
                let offer = max(0, groupRemaining / CGFloat(group.count - position))
                let size = children[index].sizeThatFits(ProposedViewSize(main: offer, cross: cross, axis: axis))
                sizes[index] = size
                groupRemaining -= size[axis]
            }
            remaining -= group.reduce(0) { $0 + sizes[$1][axis] }
        }
        return sizes
    }

    /// The order children of a stack are given space in.
    private struct Rank: Hashable, Comparable {
        let priority: Double
        let isSpacer: Bool

        static func < (lhs: Rank, rhs: Rank) -> Bool {
            (lhs.priority, lhs.isSpacer ? 0 : 1) < (rhs.priority, rhs.isSpacer ? 0 : 1)
        }
    }

    /// The stack's cross size and each child's cross offset, with the children's alignment
    /// guides lined up on `line`.
    private func crossExtent(_ sizes: [CGSize]) -> (extent: CGFloat, offsets: [CGFloat], line: CGFloat) {
        guard !sizes.isEmpty else { return (0, [], 0) }
        let key = crossAlignment.key
        let guides = children.indices.map { children[$0].dimensions(in: sizes[$0])[key] }
        let line = guides.max() ?? 0
        let offsets = guides.map { line - $0 }
        let top = offsets.min() ?? 0
        let extent = zip(offsets, sizes).map { $0 - top + $1[crossAxis] }.max() ?? 0
        return (extent, offsets.map { $0 - top }, line - top)
    }
}
