import Foundation

/// `overlayPreferenceValue` and `backgroundPreferenceValue`: the content sizes itself; the
/// layer, proposed that size and aligned on it, in front or behind, is made from the preference
/// only once the content has been placed, so that the values of views made at layout (a
/// `GeometryReader`'s) and the anchors inside are known. A background's drawing still goes first.
final class PreferenceLayerNode: ModifierNode {
    private let layer: DeferredLayerNode
    private let isBehind: Bool

    init(content: LayoutNode, isBehind: Bool, alignment: Alignment, environment: EnvironmentValues,
         makeLayer: @escaping () -> some View) {
        layer = DeferredLayerNode(alignment: alignment, direction: environment.layoutDirection) {
            makeLayer().resolveNodes(in: environment)
        }
        self.isBehind = isBehind
        super.init(name: isBehind ? "backgroundPreferenceValue" : "overlayPreferenceValue", child: content,
                   direction: environment.layoutDirection)
    }

    override func size(for proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }

    override func axesChildMayOverflow(_ node: LayoutNode) -> Axis.Set { node === layer ? [.horizontal, .vertical] : [] }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        let content = CGRect(origin: .zero, size: child.sizeThatFits(proposal(thatGave: size)))
        return [(child, content), (layer, CGRect(origin: .zero, size: size))]
    }

    override func drawChildren(in frame: CGRect, _ children: [DrawnChild], into list: inout [ViewTreeDisplayItem]) {
        let layer = children.filter { $0.node === self.layer }.flatMap(\.items)
        let content = children.filter { $0.node !== self.layer }.flatMap(\.items)
        list += isBehind ? layer + content : content + layer
    }
}

/// Views made when they are placed, in the frame they are given, aligned in it.
final class DeferredLayerNode: LayoutNode {
    private let alignment: Alignment
    private let makeNodes: () -> [LayoutNode]

    init(alignment: Alignment, direction: LayoutDirection, makeNodes: @escaping () -> [LayoutNode]) {
        self.alignment = alignment
        self.makeNodes = makeNodes
        super.init(name: "PreferenceValue", direction: direction)
    }

    override func size(for proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    override func placedChildren(in frame: CGRect, context: PlacementContext) -> [ChildPlacement] {
        makeNodes().map { node in
            let placed = alignment.place(node, proposing: ProposedViewSize(frame.size), in: frame.size)
            return ChildPlacement(node: node, frame: onScreen(placed.frame, in: frame.size), context: context)
        }
    }
}
