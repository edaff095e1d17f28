import Foundation

/// ZStack layout: every child is offered the stack's proposal; the children are lined up on
/// their alignment guides (explicit or default) and the stack is the extent of them all.
final class ZStackNode: LayoutNode {
    let children: [LayoutNode]
    private let alignment: Alignment

    init(alignment: Alignment, children: [LayoutNode], direction: LayoutDirection) {
        self.alignment = alignment
        self.children = children
        super.init(name: "ZStack", direction: direction)
    }

    /// Every child's preferences on every edge; none for an empty stack.
    override var viewSpacing: ViewSpacing {
        children.isEmpty ? .zero : children.reduce(ViewSpacing()) { $0.union($1.viewSpacing) }
    }

    /// Each child's frame for `proposal` with the guides' meeting point at the origin.
    private func alignedFrames(for proposal: ProposedViewSize) -> [CGRect] {
        children.map { child in
            let size = child.sizeThatFits(proposal)
            let dimensions = child.dimensions(in: size)
            return CGRect(origin: CGPoint(x: -dimensions[alignment.horizontal.key], y: -dimensions[alignment.vertical.key]),
                          size: size)
        }
    }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        let frames = alignedFrames(for: proposal)
        return frames.dropFirst().reduce(frames.first ?? .zero) { $0.union($1) }.size
    }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        let frames = alignedFrames(for: proposal(thatGave: size))
        let extent = frames.dropFirst().reduce(frames.first ?? .zero) { $0.union($1) }
        // The children's extent, aligned in the stack (the same rectangle when sizes agree).
        let corner = alignment.point(in: size) - alignment.point(in: extent.size)
        return zip(children, frames).map { child, frame in
            (child, frame.offsetBy(dx: corner.x - extent.minX, dy: corner.y - extent.minY))
        }
    }

    override func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        key.combinedExplicitValue(of: placeChildren(in: size))
    }
}

extension CGPoint {
    /// The vector from `rhs` to `lhs`, as a point.
    static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
        CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }
}
