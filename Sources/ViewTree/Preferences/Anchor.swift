import Foundation

/// A geometric value of a view (its bounds, or a point of it), resolved into any view's
/// coordinates by a `GeometryProxy` once laid out, as SwiftUI's `Anchor`.
public struct Anchor<Value> {
    /// Where in a view an anchor is taken.
    public struct Source {
        let value: (CGRect) -> Value
    }

    let box: AnchorBox
    let source: Source

    init(source: Source) {
        self.source = source
        box = AnchorBox()
    }

    /// The value in the root's coordinates, once the view is placed (from a zero frame before).
    var globalValue: Value { source.value(box.frame ?? .zero) }
}

/// Where an anchored view was placed, in the root's coordinates.
final class AnchorBox: @unchecked Sendable {
    // Unchecked: written and read on the main actor, while a render places its views.
    var frame: CGRect?
}

extension Anchor: @unchecked Sendable {}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source { $0 } }

    /// `rect`, in the view's own coordinates.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { $0.origin == .zero ? rect : rect.offsetBy(dx: $0.minX, dy: $0.minY) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// The point at `unitPoint` of the view's bounds.
    public static func unitPoint(_ unitPoint: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { CGPoint(x: $0.minX + unitPoint.x * $0.width, y: $0.minY + unitPoint.y * $0.height) }
    }
    /// `point`, in the view's own coordinates.
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { CGPoint(x: $0.minX + point.x, y: $0.minY + point.y) }
    }
    /// The top leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The top trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The centre.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The bottom leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The bottom trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// `anchor`'s rectangle in this view's coordinates.
    public subscript(anchor: Anchor<CGRect>) -> CGRect {
        anchor.globalValue.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
    }

    /// `anchor`'s point in this view's coordinates.
    public subscript(anchor: Anchor<CGPoint>) -> CGPoint {
        let point = anchor.globalValue
        return CGPoint(x: point.x - globalFrame.minX, y: point.y - globalFrame.minY)
    }
}

/// A node laid out as its child, recording where it is placed for an anchor.
final class AnchoredNode: TransparentModifierNode {
    private let anchor: AnchorBox

    init(child: LayoutNode, anchor: AnchorBox) {
        self.anchor = anchor
        super.init(name: "anchorPreference", child: child, direction: child.direction)
    }

    override func placedChildren(in frame: CGRect, context: PlacementContext) -> [ChildPlacement] {
        anchor.frame = frame
        return super.placedChildren(in: frame, context: context)
    }
}
