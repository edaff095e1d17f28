import Foundation

/// A node placed at its frame (in points, in the root's coordinates), with its children placed.
struct PlacedNode {
    let node: LayoutNode
    let frame: CGRect
    let children: [PlacedNode]

    /// Places `node` at `frame` (or where it grows to in `context`'s safe area) and its children
    /// recursively. Every frame is snapped to the pixel grid of `scale` (origin and size each
    /// rounded to whole pixels), as SwiftUI's final frames are; children are still laid out in
    /// the size the node measured, so that rounding a stack down never re-proposes less than its
    /// children's ideal sizes (which would truncate text that fits).
    static func place(_ node: LayoutNode, in frame: CGRect, context: PlacementContext, scale: CGFloat) -> PlacedNode {
        let (grown, inner) = node.placement(for: frame, in: context)
        let snapped = snap(grown, scale: scale)
        let measured = CGRect(origin: snapped.origin, size: grown.size)
        if StackRoom.isLow { return PlacedNode(node: node, frame: snapped, children: []) }
        let children = node.placedChildren(in: measured, context: inner).map { child in
            place(child.node, in: child.frame.offsetBy(dx: measured.minX, dy: measured.minY),
                  context: child.context, scale: scale)
        }
        return PlacedNode(node: node, frame: snapped, children: children)
    }

    static func snap(_ rect: CGRect, scale: CGFloat) -> CGRect {
        CGRect(x: snap(rect.minX, scale: scale), y: snap(rect.minY, scale: scale),
               width: snap(rect.width, scale: scale), height: snap(rect.height, scale: scale))
    }

    /// `value` rounded to a whole number of pixels at `scale` (left alone when not finite).
    static func snap(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        value.isFinite ? (value * scale).rounded() / scale : value
    }

    /// The inspectable layout tree.
    var layout: ViewTreeLayout {
        ViewTreeLayout(name: node.name, frame: frame, text: node.text, children: StackRoom.isLow ? [] : children.map(\.layout))
    }

    /// The drawing commands, children in z-index order (stable among equals).
    var displayItems: [ViewTreeDisplayItem] {
        var items: [ViewTreeDisplayItem] = []
        node.drawContent(in: frame, into: &items)
        if StackRoom.isLow { return items }
        let ordered = children.enumerated().sorted {
            ($0.element.node.zIndex, $0.offset) < ($1.element.node.zIndex, $1.offset)
        }
        node.drawChildren(in: frame, ordered.map { ($0.element.node, $0.element.displayItems) }, into: &items)
        return items
    }

    /// Why some text in the tree cannot be drawn (its fonts could not be loaded), if so.
    var textFailure: (any Error)? {
        firstNode { ($0.node as? TextNode)?.failure }
    }
}
