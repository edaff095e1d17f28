import Foundation

/// The space a view prefers between itself and its neighbours on each edge, as custom layouts
/// read it from `LayoutSubview.spacing`. ViewTree knows two preferences: the default (8 points,
/// text included, *unverified* for text) and none (spacers).
public struct ViewSpacing: Sendable, Equatable {
    private var top: CGFloat
    private var leading: CGFloat
    private var bottom: CGFloat
    private var trailing: CGFloat

    /// The default preferences: the standard spacing on every edge.
    public init() {
        let standard = StackNode.defaultSpacing
        (top, leading, bottom, trailing) = (standard, standard, standard, standard)
    }

    /// No spacing on any edge, as spacers and empty views prefer.
    public static let zero: ViewSpacing = {
        var spacing = ViewSpacing()
        (spacing.top, spacing.leading, spacing.bottom, spacing.trailing) = (0, 0, 0, 0)
        return spacing
    }()

    /// The distance from this view to `next` placed after it along `axis`: none when either side
    /// wants none (a spacer), as stacks do, otherwise the standard spacing.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? min(trailing, next.leading) : min(bottom, next.top)
    }

    /// Takes the larger of this and `other`'s preferences on `edges`.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }

    /// This spacing with the larger of it and `other`'s preferences on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }
}
