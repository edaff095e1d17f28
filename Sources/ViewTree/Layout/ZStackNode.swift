import Foundation

/// ZStack layout: every child is offered the stack's proposal and aligned within the stack; the
/// stack's size is the extent of its children aligned on one another.
final class ZStackNode: LayoutNode {
    let children: [LayoutNode]
    private let alignment: Alignment
    private let direction: LayoutDirection

    init(alignment: Alignment, children: [LayoutNode], direction: LayoutDirection) {
        self.alignment = alignment
        self.children = children
        self.direction = direction
        super.init(name: "ZStack")
    }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        let sizes = children.map { $0.sizeThatFits(proposal) }
        guard !sizes.isEmpty else { return .zero }
        let container = CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        let frames = children.indices.map {
            CGRect(origin: alignment.origin(of: children[$0], size: sizes[$0], in: container, direction: direction),
                   size: sizes[$0])
        }
        let extent = frames.dropFirst().reduce(frames[0]) { $0.union($1) }
        return extent.size
    }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        children.map { alignment.place($0, proposing: ProposedViewSize(size), in: size, direction: direction) }
    }
}
