import Foundation

/// Turns a stroked path into a fillable outline.
///
/// The outline is a union of simple pieces, each a convex polygon wound the same way: a
/// rectangle per segment, a wedge per join and a cap per open end. Filled with the non-zero
/// rule in one rasterizer pass, overlaps merge and shared edges cancel exactly, so the result has
/// no seams and no self-intersection problems.
struct StrokeOutliner {
    let style: StrokeStyle
    /// Flattening tolerance in the path's own units.
    let tolerance: CGFloat
    private var outline = Path()

    init(style: StrokeStyle, tolerance: CGFloat) {
        self.style = style
        self.tolerance = tolerance
    }

    /// The outline of `path` stroked with `style`.
    static func outline(of path: Path, style: StrokeStyle, tolerance: CGFloat) -> Path {
        guard style.lineWidth > 0, style.lineWidth.isFinite else { return Path() }
        var collector = PolylineCollector()
        path.flatten(transform: .identity, tolerance: tolerance, into: &collector)
        var outliner = StrokeOutliner(style: style, tolerance: tolerance)
        for polyline in collector.polylines {
            for piece in polyline.dashed(pattern: style.dash, phase: style.dashPhase) {
                outliner.add(piece)
            }
        }
        return outliner.outline
    }

    private var halfWidth: CGFloat { style.lineWidth / 2 }

    private mutating func add(_ polyline: Polyline) {
        let points = polyline.points
        guard points.count > 1 else {
            if let point = points.first { addDot(at: point) }
            return
        }
        let segmentCount = polyline.isClosed ? points.count : points.count - 1
        for i in 0..<segmentCount {
            addSegment(points[i], points[(i + 1) % points.count])
        }
        let joinRange = polyline.isClosed ? 0..<points.count : 1..<(points.count - 1)
        for i in joinRange {
            let previous = points[(i + points.count - 1) % points.count]
            addJoin(previous, points[i], points[(i + 1) % points.count])
        }
        if !polyline.isClosed {
            addCap(at: points[0], direction: unit(points[0], points[1]))
            addCap(at: points[points.count - 1], direction: unit(points[points.count - 1], points[points.count - 2]))
        }
    }

    /// A zero-length line: a dot for round caps, a square for square caps, nothing for butt caps.
    private mutating func addDot(at point: CGPoint) {
        switch style.lineCap {
        case .butt: break
        case .round: addFan(center: point, from: 0, sweep: 2 * .pi)
        case .square:
            addPiece([CGPoint(x: point.x - halfWidth, y: point.y - halfWidth),
                      CGPoint(x: point.x + halfWidth, y: point.y - halfWidth),
                      CGPoint(x: point.x + halfWidth, y: point.y + halfWidth),
                      CGPoint(x: point.x - halfWidth, y: point.y + halfWidth)])
        }
    }

    private mutating func addSegment(_ a: CGPoint, _ b: CGPoint) {
        let n = normal(unit(a, b))
        addPiece([offset(a, n, halfWidth), offset(b, n, halfWidth), offset(b, n, -halfWidth), offset(a, n, -halfWidth)])
    }

    /// Fills the gap on the outside of the corner at `b` between segments `a-b` and `b-c`.
    private mutating func addJoin(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) {
        let d0 = unit(a, b), d1 = unit(b, c)
        let turn = d0.dx * d1.dy - d0.dy * d1.dx
        let dot = d0.dx * d1.dx + d0.dy * d1.dy
        if abs(turn) < 1e-12, dot > 0 { return }
        // The outer side is opposite to the direction of the turn.
        let side: CGFloat = turn > 0 ? -1 : 1
        let n0 = normal(d0), n1 = normal(d1)
        let outer0 = offset(b, n0, side * halfWidth), outer1 = offset(b, n1, side * halfWidth)
        switch style.lineJoin {
        case .bevel:
            addPiece([b, outer0, outer1])
        case .miter:
            // Miter length over line width: 1 / sin(theta / 2) for the angle theta between the
            // segments, which is 1 / cos(phi / 2) for the turning angle phi (cos phi = dot).
            let cosHalf = ((1 + dot) / 2).squareRoot()
            let miterRatio = 1 / max(1e-12, cosHalf)
            if miterRatio <= style.miterLimit, cosHalf > 1e-12 {
                let bisector = CGVector(dx: n0.dx + n1.dx, dy: n0.dy + n1.dy)
                let length = hypot(bisector.dx, bisector.dy)
                let tip = offset(b, CGVector(dx: bisector.dx / length, dy: bisector.dy / length),
                                 side * halfWidth * miterRatio)
                addPiece([b, outer0, tip, outer1])
            } else {
                addPiece([b, outer0, outer1])
            }
        case .round:
            let start = atan2(outer0.y - b.y, outer0.x - b.x)
            var sweep = atan2(outer1.y - b.y, outer1.x - b.x) - start
            if sweep > .pi { sweep -= 2 * .pi }
            if sweep < -.pi { sweep += 2 * .pi }
            addFan(center: b, from: start, sweep: sweep)
        }
    }

    /// The cap at an open end; `direction` points from the end back into the line.
    private mutating func addCap(at point: CGPoint, direction: CGVector) {
        let n = normal(direction)
        switch style.lineCap {
        case .butt:
            break
        case .square:
            let outward = CGVector(dx: -direction.dx, dy: -direction.dy)
            let p0 = offset(point, n, halfWidth), p1 = offset(point, n, -halfWidth)
            addPiece([p0, offset(p0, outward, halfWidth), offset(p1, outward, halfWidth), p1])
        case .round:
            addFan(center: point, from: atan2(n.dy, n.dx), sweep: .pi)
        }
    }

    /// A pie slice of the stroke's half width around `center`, flattened within the tolerance.
    private mutating func addFan(center: CGPoint, from start: CGFloat, sweep: CGFloat) {
        let ratio = max(-1, min(1, 1 - tolerance / halfWidth))
        let maxStep = max(0.01, 2 * acos(ratio))
        let steps = max(1, Int((abs(sweep) / maxStep).rounded(.up)))
        var points = abs(sweep) < 2 * .pi ? [center] : []
        for i in 0...steps {
            let angle = start + sweep * CGFloat(i) / CGFloat(steps)
            points.append(CGPoint(x: center.x + halfWidth * cos(angle), y: center.y + halfWidth * sin(angle)))
        }
        addPiece(points)
    }

    /// Adds a closed polygon, reversed if need be so that every piece winds the same way.
    private mutating func addPiece(_ points: [CGPoint]) {
        var area: CGFloat = 0
        for i in 0..<points.count {
            let p = points[i], q = points[(i + 1) % points.count]
            area += p.x * q.y - q.x * p.y
        }
        guard area != 0 else { return }
        outline.addLines(area > 0 ? points : points.reversed())
        outline.closeSubpath()
    }

    private func unit(_ a: CGPoint, _ b: CGPoint) -> CGVector {
        let length = hypot(b.x - a.x, b.y - a.y)
        return CGVector(dx: (b.x - a.x) / length, dy: (b.y - a.y) / length)
    }

    private func normal(_ d: CGVector) -> CGVector { CGVector(dx: -d.dy, dy: d.dx) }

    private func offset(_ p: CGPoint, _ v: CGVector, _ distance: CGFloat) -> CGPoint {
        CGPoint(x: p.x + v.dx * distance, y: p.y + v.dy * distance)
    }
}
