import Foundation

nonisolated extension View {
    /// Draws the view with the effects `effect` makes from its geometry once it is laid out (its
    /// frame in any coordinate space, its size); its layout is unchanged.
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        wrapNodes { node, environment in
            VisualEffectNode(child: node, environment: environment) { proxy, _ in effect(EmptyVisualEffect(), proxy) }
        }
    }

    /// Draws the view with the effects `transition` makes for its phase in the scroll view around
    /// it: `.identity` when it is wholly in view, `.topLeading` or `.bottomTrailing` when it is
    /// partly or wholly beyond that edge. SwiftUI's interactive configuration blends the effect
    /// by how far the view is through the edge; a still frame applies the phase's effect in full
    /// (*unverified* for views cut by an edge).
    public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        wrapNodes { node, environment in
            VisualEffectNode(child: node, environment: environment) { proxy, context in
                transition(EmptyVisualEffect(), ScrollTransitionPhase(of: proxy.frame(in: .global), in: context.scrollViewport, axis: axis))
            }
        }
    }

    /// `scrollTransition` with its own configurations at the top leading and bottom trailing edges.
    public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                 axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        scrollTransition(topLeading, axis: axis, transition: transition)
    }
}

/// Where a view is in the scroll view around it, as SwiftUI's `ScrollTransitionPhase`.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Wholly in view.
    case identity
    /// Partly or wholly beyond the top (or leading) edge.
    case topLeading
    /// Partly or wholly beyond the bottom (or trailing) edge.
    case bottomTrailing

    /// Whether the view is wholly in view.
    public var isIdentity: Bool { self == .identity }

    /// -1 beyond the top leading edge, 0 in view, 1 beyond the bottom trailing edge.
    public var value: Double {
        switch self {
        case .identity: 0
        case .topLeading: -1
        case .bottomTrailing: 1
        }
    }

    /// The phase of a view at `frame` in `viewport`, along `axis` (the scroll view's own when `nil`).
    init(of frame: CGRect, in viewport: ScrollViewport?, axis: Axis?) {
        guard let viewport else {
            self = .identity
            return
        }
        let shown = viewport.pinningBounds
        let horizontal = axis.map { $0 == .horizontal } ?? (viewport.axes == .horizontal)
        let (start, end, low, high) = horizontal ? (frame.minX, frame.maxX, shown.minX, shown.maxX)
            : (frame.minY, frame.maxY, shown.minY, shown.maxY)
        // Half a point of slack: frames on the pixel grid may overshoot by rounding.
        if start < low - 0.5 {
            self = .topLeading
        } else if end > high + 0.5 {
            self = .bottomTrailing
        } else {
            self = .identity
        }
    }
}

/// How a scroll transition follows the view through an edge, as SwiftUI's
/// `ScrollTransitionConfiguration` (a still frame applies the phase's effect in full).
public struct ScrollTransitionConfiguration: Sendable {
    private let name: String
    /// The effect follows the view's position.
    public static let interactive = ScrollTransitionConfiguration(name: "interactive")
    /// The effect animates when the view crosses the edge.
    public static let animated = ScrollTransitionConfiguration(name: "animated")
    /// No effect.
    public static let identity = ScrollTransitionConfiguration(name: "identity")
    /// The effect animates with `animation`.
    public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration { .animated }
    /// The configuration with the threshold at which the view counts as in view.
    public func threshold(_ threshold: ScrollTransitionThreshold) -> ScrollTransitionConfiguration { self }
}

/// When a view counts as in view for a scroll transition, as SwiftUI's `ScrollTransitionThreshold`.
public struct ScrollTransitionThreshold: Sendable {
    /// Wholly visible.
    public static let visible = ScrollTransitionThreshold()
    /// Not visible at all.
    public static let hidden = ScrollTransitionThreshold()
    /// Visible by at least `amount` of its size.
    public static func visible(_ amount: Double) -> ScrollTransitionThreshold { ScrollTransitionThreshold() }
    /// Past a centred threshold.
    public static let centered = ScrollTransitionThreshold()
}

/// A view drawn with effects made from its geometry when it is placed: laid out as its child,
/// the child wrapped in the effects' nodes at placement.
final class VisualEffectNode: TransparentModifierNode {
    private let environment: EnvironmentValues
    private let effect: (GeometryProxy, PlacementContext) -> any VisualEffect

    init(child: LayoutNode, environment: EnvironmentValues,
         effect: @escaping (GeometryProxy, PlacementContext) -> any VisualEffect) {
        self.environment = environment
        self.effect = effect
        super.init(name: "visualEffect", child: child, direction: child.direction)
    }

    override func placedChildren(in frame: CGRect, context: PlacementContext) -> [ChildPlacement] {
        let proxy = GeometryProxy(frame: frame, context: context, direction: direction)
        let wrapped = effect(proxy, context)._apply(to: AnyView(PlacedNodeView(node: child))).resolveSingleNode(in: environment)
        return [ChildPlacement(node: wrapped, frame: CGRect(origin: .zero, size: frame.size), context: context)]
    }
}

/// A view standing for a node already made, so that view modifiers can wrap it.
nonisolated struct PlacedNodeView: View, PrimitiveView {
    let node: LayoutNode
    var body: Never { bodyOfPrimitiveView() }
    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] { [node] }
}
