import Foundation

/// `background` and `overlay`: the main view sizes itself; the secondary view is proposed that
/// size and aligned on it, behind or in front. The result has the main view's size.
final class LayeredNode: ModifierNode {
    enum Placement { case background, overlay }

    private let secondary: LayoutNode
    private let placement: Placement
    private let alignment: Alignment
    private let direction: LayoutDirection

    init(content: LayoutNode, secondary: LayoutNode, placement: Placement, alignment: Alignment,
         direction: LayoutDirection) {
        self.secondary = secondary
        self.placement = placement
        self.alignment = alignment
        self.direction = direction
        super.init(name: placement == .background ? "background" : "overlay", child: content)
    }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        child.sizeThatFits(proposal)
    }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        let content = (child, CGRect(origin: .zero, size: child.sizeThatFits(ProposedViewSize(size))))
        let layer = alignment.place(secondary, proposing: ProposedViewSize(size), in: size, direction: direction)
        return placement == .background ? [layer, content] : [content, layer]
    }
}

/// `offset`: the child drawn moved, its layout unchanged.
final class OffsetNode: ModifierNode {
    private let offset: CGSize

    init(child: LayoutNode, offset: CGSize) {
        self.offset = CGSize(width: offset.width.isFinite ? offset.width : 0,
                             height: offset.height.isFinite ? offset.height : 0)
        super.init(name: "offset", child: child)
    }

    override func size(for proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        [(child, CGRect(origin: CGPoint(x: offset.width, y: offset.height), size: child.sizeThatFits(ProposedViewSize(size))))]
    }

    override func firstBaseline(in size: CGSize) -> CGFloat? { child.firstBaseline(in: size) }
    override func lastBaseline(in size: CGSize) -> CGFloat? { child.lastBaseline(in: size) }
}

/// A modifier that leaves layout to its child and changes only drawing or stack traits.
final class PassThroughNode: ModifierNode {
    enum Effect {
        /// Drawn into a layer with this opacity.
        case opacity(Double)
        /// Drawn inside this shape (in the view's bounds).
        case clip(any Shape)
        /// Not drawn, still laid out.
        case hidden
        /// Given space earlier or later in stacks.
        case layoutPriority(Double)
        /// Drawn above or below its siblings.
        case zIndex(Double)
    }

    private let effect: Effect

    init(child: LayoutNode, effect: Effect) {
        self.effect = effect
        let name: String
        switch effect {
        case .opacity: name = "opacity"
        case .clip: name = "clipShape"
        case .hidden: name = "hidden"
        case .layoutPriority: name = "layoutPriority"
        case .zIndex: name = "zIndex"
        }
        super.init(name: name, child: child)
    }

    override var layoutPriority: Double {
        if case .layoutPriority(let priority) = effect { return priority.isFinite ? priority : 0 }
        return child.layoutPriority
    }

    override var zIndex: Double {
        if case .zIndex(let index) = effect { return index.isFinite ? index : 0 }
        return child.zIndex
    }

    override func size(for proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        [(child, CGRect(origin: .zero, size: child.sizeThatFits(ProposedViewSize(size))))]
    }

    override func drawChildren(in frame: CGRect, _ children: [DisplayItem], into list: inout [DisplayItem]) {
        switch effect {
        case .opacity(let opacity):
            let clamped = opacity.isNaN ? 1 : min(1, max(0, opacity))
            if clamped == 1 { list += children } else if clamped > 0 { list.append(.layer(opacity: clamped, blendMode: .normal, children)) }
        case .clip(let shape):
            list.append(.clip(shape.path(in: frame), children))
        case .hidden:
            break
        case .layoutPriority, .zIndex:
            list += children
        }
    }
}

/// `fixedSize`: the child's ideal size on the fixed axes, whatever is proposed.
final class FixedSizeNode: ModifierNode {
    private let horizontal: Bool
    private let vertical: Bool

    init(child: LayoutNode, horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(name: "fixedSize", child: child)
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    override func size(for proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(childProposal(proposal)) }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        [Alignment.center.place(child, proposing: childProposal(ProposedViewSize(size)), in: size, direction: .leftToRight)]
    }
}

/// How `aspectRatio` fits a ratio into the space: inside it, or covering it.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill
}

/// `aspectRatio`: the child is proposed the largest (`fit`) or smallest (`fill`) size of the
/// ratio for the proposal, and sized as it chooses; without a ratio, the child's ideal size's.
final class AspectRatioNode: ModifierNode {
    private let ratio: CGFloat?
    private let contentMode: ContentMode

    init(child: LayoutNode, ratio: CGFloat?, contentMode: ContentMode) {
        self.ratio = ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.contentMode = contentMode
        super.init(name: "aspectRatio", child: child)
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let ideal = child.sizeThatFits(.unspecified)
        let ratio = self.ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        switch (proposal.width, proposal.height) {
        case (nil, nil):
            let width = ideal.width > 0 ? ideal.width : ideal.height * ratio
            return ProposedViewSize(width: width, height: width / ratio)
        case (let width?, nil):
            return ProposedViewSize(width: width, height: width / ratio)
        case (nil, let height?):
            return ProposedViewSize(width: height * ratio, height: height)
        case (let width?, let height?):
            let byWidth = CGSize(width: width, height: width / ratio)
            let byHeight = CGSize(width: height * ratio, height: height)
            let fitsByWidth = byWidth.height <= height
            let chosen = contentMode == .fit ? (fitsByWidth ? byWidth : byHeight) : (fitsByWidth ? byHeight : byWidth)
            return ProposedViewSize(chosen)
        }
    }

    override func size(for proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(childProposal(proposal)) }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        [Alignment.center.place(child, proposing: childProposal(ProposedViewSize(size)), in: size, direction: .leftToRight)]
    }
}
