import Foundation

/// A custom layout laid out: it measures and places its children through the `Layout`
/// protocol's methods, with one cache for the pass.
final class CustomLayoutNode: LayoutNode {
    private let layout: AnyLayout
    private let children: [LayoutNode]
    private var cache: AnyLayout.Cache?

    init(layout: AnyLayout, children: [LayoutNode], direction: LayoutDirection) {
        self.layout = layout
        self.children = children
        super.init(name: layout.name, direction: direction)
        // Spacers stretch along a stack layout's axis (dividers learn it from the environment).
        if let axis = layout.properties.stackOrientation {
            for child in children {
                (child as? SpacerNode)?.axis = axis
            }
        }
    }

    private var subviews: LayoutSubviews { LayoutSubviews(nodes: children, direction: direction) }

    /// Runs `body` with the pass's cache, made on first use.
    private func withCache<Result>(_ body: (inout AnyLayout.Cache) -> Result) -> Result {
        var current = cache ?? layout.makeCache(subviews: subviews)
        defer { cache = current }
        return body(&current)
    }

    override var viewSpacing: ViewSpacing { spacing }

    /// The layout's spacing preferences, asked once: stacks around it ask for them each time
    /// they measure.
    private lazy var spacing: ViewSpacing = withCache { layout.spacing(subviews: subviews, cache: &$0) }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        withCache { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        let bounds = CGRect(origin: .zero, size: size)
        let proposal = proposal(thatGave: size)
        return withCache { cache in
            subviews.placements(in: bounds) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: $0, cache: &cache) }
        }
    }

    override func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size)
        let proposal = proposal(thatGave: size)
        return withCache { layout.explicitAlignment(key, in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }
}
