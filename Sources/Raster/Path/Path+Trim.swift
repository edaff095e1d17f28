import Foundation

extension Path {
    /// The part of the path between two fractions (0...1) of its whole length, across its
    /// subpaths in order, as straight segments fine enough to draw at any reasonable scale; empty
    /// when `end` is not past `start`.
    public func trimmedPath(from start: CGFloat, to end: CGFloat) -> Path {
        let from = start.isNaN ? 0 : min(1, max(0, start)), to = end.isNaN ? 0 : min(1, max(0, end))
        guard to > from else { return Path() }
        guard from > 0 || to < 1 else { return self }
        var collector = PolylineCollector()
        flatten(transform: .identity, tolerance: Self.trimTolerance, into: &collector)
        let total = collector.polylines.reduce(0) { $0 + $1.length }
        var trimmed = Path()
        var travelled: CGFloat = 0
        for polyline in collector.polylines {
            polyline.addSlice(from: from * total - travelled, to: to * total - travelled, to: &trimmed)
            travelled += polyline.length
        }
        return trimmed
    }

    /// How far, in path units, the straight segments of a trimmed path may stray from its curves.
    static let trimTolerance: CGFloat = 0.005
}

extension Polyline {
    /// The polyline's length, including the closing segment of a closed one.
    var length: CGFloat {
        var vertices = points
        if isClosed, let first = points.first { vertices.append(first) }
        return zip(vertices, vertices.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }

    /// Adds the part between lengths `start` and `end` along the polyline to `path`: the whole
    /// (closed if it is) when the range covers it, nothing when the range misses it.
    func addSlice(from start: CGFloat, to end: CGFloat, to path: inout Path) {
        let length = self.length
        guard end > 0, start < length, let first = points.first else { return }
        if start <= 0, end >= length {
            path.move(to: first)
            for point in points.dropFirst() { path.addLine(to: point) }
            if isClosed { path.closeSubpath() }
            return
        }
        var vertices = points
        if isClosed { vertices.append(first) }
        var travelled: CGFloat = 0
        var started = false
        for (a, b) in zip(vertices, vertices.dropFirst()) {
            let segment = hypot(b.x - a.x, b.y - a.y)
            defer { travelled += segment }
            guard segment > 0, travelled + segment > start else { continue }
            func point(at distance: CGFloat) -> CGPoint {
                let t = min(1, max(0, (distance - travelled) / segment))
                return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            }
            if !started {
                path.move(to: point(at: max(start, travelled)))
                started = true
            }
            if travelled + segment >= end {
                path.addLine(to: point(at: end))
                return
            }
            path.addLine(to: b)
        }
    }
}
