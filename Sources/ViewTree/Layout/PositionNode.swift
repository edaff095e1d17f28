import Foundation

/// `position`: takes the whole proposal (10 by 10 where unspecified) and centres the child at a
/// point of it, the child proposed what the position was.
final class PositionNode: ModifierNode {
    private let point: CGPoint

    init(child: LayoutNode, point: CGPoint, direction: LayoutDirection) {
        self.point = CGPoint(x: point.x.isFinite ? point.x : 0, y: point.y.isFinite ? point.y : 0)
        super.init(name: "position", child: child, direction: direction)
    }

    /// A positioned view takes its parent's whole proposal, so it is spaced as a plain view
    /// (OpenSwiftUI's `_PositionLayout.spacing`).
    override var viewSpacing: ViewSpacing {
        .plainView
    }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func axesChildMayOverflow(_ node: LayoutNode) -> Axis.Set { [.horizontal, .vertical] }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        let childSize = child.sizeThatFits(proposal(thatGave: size))
        return [(child, CGRect(x: point.x - childSize.width / 2, y: point.y - childSize.height / 2,
                               width: childSize.width, height: childSize.height))]
    }
}

nonisolated extension View {
    /// Centres this view at `position` in its parent's space, taking all of that space; x is
    /// from the leading edge.
    public func position(_ position: CGPoint) -> some View {
        var numbers = InvalidNumbers("position")
        let point = CGPoint(x: numbers.finite("x", position.x), y: numbers.finite("y", position.y))
        return wrapNodes(reporting: numbers) { PositionNode(child: $0, point: point, direction: $1.layoutDirection) }
    }

    /// Centres this view at (`x`, `y`) in its parent's space, taking all of that space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}
