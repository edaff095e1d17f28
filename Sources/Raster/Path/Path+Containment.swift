import Foundation

extension Path {
    /// Whether `point` is inside the path's fill: by the non-zero winding rule, or by the
    /// even-odd rule when `eoFill` is true, as SwiftUI's `contains(_:eoFill:)` decides. Open
    /// subpaths count as closed, as they do when filled.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var counter = WindingCounter(point: point)
        flatten(transform: .identity, tolerance: Self.containmentTolerance, into: &counter)
        return eoFill ? counter.winding % 2 != 0 : counter.winding != 0
    }

    /// How far, in points, the flattened curves may stray when testing containment.
    private static let containmentTolerance: CGFloat = 0.01
}

/// Counts how often the flattened path winds around a point: a ray to the right of the point
/// crosses each segment upwards (+1) or downwards (-1).
private struct WindingCounter: PolylineSink {
    let point: CGPoint
    private(set) var winding = 0
    private var start = CGPoint.zero
    private var last = CGPoint.zero

    init(point: CGPoint) {
        self.point = point
    }

    mutating func begin(at point: CGPoint) {
        start = point
        last = point
    }

    mutating func line(to next: CGPoint) {
        defer { last = next }
        let (a, b) = (last, next)
        guard (a.y <= point.y) != (b.y <= point.y) else { return }
        let crossingX = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
        guard crossingX > point.x else { return }
        winding += b.y > a.y ? 1 : -1
    }

    mutating func end(closed: Bool) {
        line(to: start)
    }
}
