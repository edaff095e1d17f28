import Foundation

/// A flattened subpath: points joined by straight segments.
struct Polyline {
    var points: [CGPoint]
    var isClosed: Bool
}

/// Collects a flattened path as polylines, dropping repeated points.
struct PolylineCollector: PolylineSink {
    private(set) var polylines: [Polyline] = []
    private var current: [CGPoint] = []

    mutating func begin(at point: CGPoint) {
        current = [point]
    }

    mutating func line(to point: CGPoint) {
        if point != current.last { current.append(point) }
    }

    mutating func end(closed: Bool) {
        if closed, current.count > 2, current.last == current.first { current.removeLast() }
        polylines.append(Polyline(points: current, isClosed: closed && current.count > 2))
        current = []
    }
}

extension Polyline {
    /// The polyline cut into dashes (open polylines) by a pattern of alternating dash and gap
    /// lengths starting `phase` into the pattern. A pattern with a negative entry or a zero sum
    /// leaves the line solid, as CoreGraphics does; so does a pattern that would cut it into more
    /// than `maximumDashCount` dashes (too fine to see, and too many to draw: *unverified* what
    /// CoreGraphics does then). A dash of no length is a dot (drawn by round and square caps).
    func dashed(pattern: [CGFloat], phase: CGFloat) -> [Polyline] {
        let total = pattern.reduce(0, +)
        guard !pattern.isEmpty, total > 0, total.isFinite, pattern.allSatisfy({ $0 >= 0 }) else { return [self] }
        let cycle = pattern.count % 2 == 0 ? pattern : pattern + pattern
        let cycleLength = cycle.reduce(0, +)
        guard length / cycleLength * CGFloat(cycle.count) <= CGFloat(Self.maximumDashCount) else { return [self] }
        var offset = phase.isFinite ? phase.truncatingRemainder(dividingBy: cycleLength) : 0
        if offset < 0 { offset += cycleLength }
        var index = 0
        while offset >= cycle[index] {
            offset -= cycle[index]
            index = (index + 1) % cycle.count
        }
        var remaining = cycle[index] - offset
        var dashes: [Polyline] = []
        var current: [CGPoint]? = index % 2 == 0 ? [points[0]] : nil
        var vertices = points
        if isClosed { vertices.append(points[0]) }
        for i in 1..<max(1, vertices.count) {
            var a = vertices[i - 1]
            let b = vertices[i]
            var length = hypot(b.x - a.x, b.y - a.y)
            while length > remaining {
                let t = remaining / length
                let cut = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                if var dash = current {
                    dash.append(cut)
                    dashes.append(Polyline(dash: dash))
                    current = nil
                } else {
                    current = [cut]
                }
                length -= remaining
                a = cut
                index = (index + 1) % cycle.count
                remaining = cycle[index]
            }
            remaining -= length
            current?.append(b)
        }
        if let dash = current, dash.count > 1 { dashes.append(Polyline(dash: dash)) }
        return dashes
    }

    /// The most dashes a line is cut into.
    static let maximumDashCount = 100_000

    /// A dash through `points`, without repeated points (one point when it has no length).
    private init(dash points: [CGPoint]) {
        var distinct: [CGPoint] = []
        for point in points where point != distinct.last { distinct.append(point) }
        self.init(points: distinct, isClosed: false)
    }
}
