import Foundation
import Raster

/// `background`, `overlay` and `mask`: the main view sizes itself; the secondary view is
/// proposed that size and aligned on it, behind or in front, or (a mask) not drawn but limiting
/// the main view to where it is opaque. The result has the main view's size.
final class LayeredNode: ModifierNode {
    enum Placement {
        case background, overlay, mask

        /// The modifier's name in layout trees.
        var name: String {
            switch self {
            case .background: return "background"
            case .overlay: return "overlay"
            case .mask: return "mask"
            }
        }
    }

    private let secondary: LayoutNode
    private let placement: Placement
    private let alignment: Alignment

    init(content: LayoutNode, secondary: LayoutNode, placement: Placement, alignment: Alignment,
         direction: LayoutDirection) {
        self.secondary = secondary
        self.placement = placement
        self.alignment = alignment
        super.init(name: placement.name, child: content, direction: direction)
    }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        child.sizeThatFits(proposal)
    }

    override func axesChildMayOverflow(_ node: LayoutNode) -> Axis.Set { node === secondary ? [.horizontal, .vertical] : [] }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        // The main view at what it was measured for; the secondary one proposed the main one's size.
        let content = (child, CGRect(origin: .zero, size: child.sizeThatFits(proposal(thatGave: size))))
        let layer = alignment.place(secondary, proposing: ProposedViewSize(size), in: size)
        return placement == .background ? [layer, content] : [content, layer]
    }

    override func drawChildren(in frame: CGRect, _ children: [DrawnChild], into list: inout [ViewTreeDisplayItem]) {
        guard placement == .mask else { return super.drawChildren(in: frame, children, into: &list) }
        let mask = children.filter { $0.node === secondary }.flatMap(\.items)
        let content = children.filter { $0.node !== secondary }.flatMap(\.items)
        list.append(.mask(mask, content))
    }
}

/// `offset`: the child drawn moved (towards the trailing edge for positive x), its layout and
/// alignment guides unchanged.
final class OffsetNode: ModifierNode {
    private let offset: CGSize

    init(child: LayoutNode, offset: CGSize, direction: LayoutDirection) {
        self.offset = CGSize(width: offset.width.isFinite ? offset.width : 0,
                             height: offset.height.isFinite ? offset.height : 0)
        super.init(name: "offset", child: child, direction: direction)
    }

    override func size(for proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }

    override func axesChildMayOverflow(_ node: LayoutNode) -> Axis.Set { [.horizontal, .vertical] }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        [(child, CGRect(origin: CGPoint(x: offset.width, y: offset.height), size: child.sizeThatFits(proposal(thatGave: size))))]
    }

    override func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        child.explicitAlignment(key, in: size)
    }
}

/// A modifier that leaves layout to its child and changes only drawing or stack traits.
final class PassThroughNode: ModifierNode {
    enum Effect {
        /// Drawn into a layer with this opacity.
        case opacity(Double)
        /// Drawn inside this shape (in the view's bounds).
        case clip(any Shape, isEvenOdd: Bool)
        /// Not drawn, still laid out.
        case hidden
        /// Given space earlier or later in stacks.
        case layoutPriority(Double)
        /// Drawn above or below its siblings.
        case zIndex(Double)
        /// Drawn through a transform made from the view's frame.
        case transform(name: String, (CGRect) -> CGAffineTransform)
        /// Drawn over a shadow.
        case shadow(ViewTreeShadow)
        /// Drawn with a shadow inside each drawing, cast from its edges.
        case innerShadow(ViewTreeShadow)
        /// Drawn blurred.
        case blur(radius: CGFloat, opaque: Bool)
        /// Drawn with its colours changed.
        case colorMatrix(name: String, ColorMatrix)
        /// Drawn into a layer blended with what is beneath.
        case blendMode(BlendMode)
        /// Drawn into a layer of its own before effects around it apply.
        case compositingGroup
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
        case .transform(let transformName, _): name = transformName
        case .shadow: name = "shadow"
        case .innerShadow: name = "innerShadow"
        case .blur: name = "blur"
        case .colorMatrix(let matrixName, _): name = matrixName
        case .blendMode: name = "blendMode"
        case .compositingGroup: name = "compositingGroup"
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

    override var hidesContent: Bool {
        if case .hidden = effect { return true }
        return false
    }

    override func size(for proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        [(child, CGRect(origin: .zero, size: child.sizeThatFits(proposal(thatGave: size))))]
    }

    override func drawChildren(in frame: CGRect, _ drawn: [DrawnChild], into list: inout [ViewTreeDisplayItem]) {
        let children = drawn.flatMap(\.items)
        switch effect {
        case .opacity(let opacity):
            let clamped = opacity.isNaN ? 1 : min(1, max(0, opacity))
            if clamped == 1 { list += children } else if clamped > 0 { list.append(.layer(opacity: clamped, blendMode: .normal, children)) }
        case .clip(let shape, let isEvenOdd):
            let clip = ViewTreeDisplayItem.clip(shape.path(in: frame), children)
            list.append(isEvenOdd ? .evenOdd([clip]) : clip)
        case .hidden:
            break
        case .layoutPriority, .zIndex:
            list += children
        case .transform(_, let transform):
            list.append(.transform(transform(frame), children))
        case .shadow(let shadow):
            // As in SwiftUI, each drawing casts its own shadow, so text on a card shadows the
            // card; `compositingGroup()` first makes the view one drawing with one shadow.
            list += children.map { .shadow(shadow, [$0]) }
        case .innerShadow(let shadow):
            list += children.flatMap { [$0] + Self.innerShadow(shadow, of: $0) }
        case .blur(let radius, let opaque):
            list.append(.blur(radius: radius, opaque: opaque, children))
        case .colorMatrix(_, let matrix):
            list.append(.colorMatrix(matrix, children))
        case .blendMode(let mode):
            list.append(.layer(opacity: 1, blendMode: mode, children))
        case .compositingGroup:
            list.append(.layer(opacity: 1, blendMode: .normal, children))
        }
    }
}

extension PassThroughNode {
    /// The shadow `shadow` casts inside `item`: everything but the item (moved by the shadow's
    /// offset) filled with the shadow's colour and blurred, kept where the item is drawn.
    static func innerShadow(_ shadow: ViewTreeShadow, of item: ViewTreeDisplayItem) -> [ViewTreeDisplayItem] {
        let bounds = item.bounds
        guard !bounds.isNull, !bounds.isEmpty else { return [] }
        let reach = 3 * max(0, shadow.radius) + max(abs(shadow.offset.width), abs(shadow.offset.height)) + 1
        let around = Path(bounds.insetBy(dx: -reach, dy: -reach))
        let moved = ViewTreeDisplayItem.transform(CGAffineTransform(translationX: shadow.offset.width, y: shadow.offset.height), [item])
        let outside = ViewTreeDisplayItem.layer(opacity: 1, blendMode: .normal,
                                                [.fill(around, .color(shadow.color)), .layer(opacity: 1, blendMode: .destinationOut, [moved])])
        return [.mask([item], [.blur(radius: shadow.radius, opaque: false, [outside])])]
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
        [Alignment.center.place(child, proposing: childProposal(proposal(thatGave: size)), in: size)]
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
        [Alignment.center.place(child, proposing: childProposal(ProposedViewSize(size)), in: size)]
    }

    /// A filling ratio is larger than its frame on purpose (and clipped, as a rule).
    override var overflowsByDesign: Bool { contentMode == .fill }
}
