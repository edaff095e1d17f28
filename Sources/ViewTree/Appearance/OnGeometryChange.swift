import Foundation

// `onGeometryChange`, as a window delivers it: once the view is laid out, its action runs with
// the value `transform` reads from the view's geometry, and again after a later layout pass of
// the same render (one that state set by the action or by `onAppear` caused) if the value
// changed. The render lays the view out again with what the action set, as SwiftUI does.

nonisolated extension View {
    /// Runs `action` with the value `transform` reads from the view's geometry when the view is
    /// laid out, and again when that value changes.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (T) -> Void) -> some View {
        GeometryChangeModifier(content: self, transform: transform) { _, new in action(new) }
    }

    /// Runs `action` with the old and new values `transform` reads from the view's geometry when
    /// the value changes (both the first value when the view is first laid out).
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        GeometryChangeModifier(content: self, transform: transform, action: action)
    }
}

/// A view whose geometry is read for an `onGeometryChange` action each time it is placed.
nonisolated struct GeometryChangeModifier<Content: View, Value: Equatable>: View, PrimitiveView {
    let content: Content
    let transform: (GeometryProxy) -> Value
    let action: (Value, Value) -> Void

    var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        let nodes = content.resolveNodes(in: environment)
        guard let log = environment.appearanceLog else { return nodes }
        let (identity, transform, action) = (environment.identity, transform, action)
        return nodes.map { node in
            GeometryChangeNode(child: node) { proxy in
                let value = transform(proxy)
                log.record(.valueChange(identity, ObservedValueChange(value: { EquatableBox(value) }) { old in
                    action(old as? Value ?? value, value)
                }))
            }
        }
    }
}

/// A value a view observes (its geometry, a preference), read once the layout pass that records
/// it is over, and how to deliver it with the value delivered before.
struct ObservedValueChange {
    let value: () -> EquatableBox
    let deliver: (Any?) -> Void
}

/// A node laid out as its child, reporting its geometry whenever it is placed.
final class GeometryChangeNode: TransparentModifierNode {
    private let placed: (GeometryProxy) -> Void

    init(child: LayoutNode, placed: @escaping (GeometryProxy) -> Void) {
        self.placed = placed
        super.init(name: "onGeometryChange", child: child, direction: child.direction)
    }

    override func placedChildren(in frame: CGRect, context: PlacementContext) -> [ChildPlacement] {
        placed(GeometryProxy(frame: frame, context: context, direction: direction))
        return super.placedChildren(in: frame, context: context)
    }
}
