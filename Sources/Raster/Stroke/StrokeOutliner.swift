import Foundation

/// Turns a stroked path into a fillable outline.
///
/// Each flattened subpath becomes one closed loop (an open line: its left side forward, an end
/// cap, its right side backward, a start cap) or two oppositely wound loops (a closed line: its
/// two sides). On the outside of a turn the join is drawn in the requested style; on the inside
/// the two offset lines meet at their intersection, so that the outline does not overlap itself.
/// That matters for an area-accumulating rasterizer: overlapping geometry inside a partly covered
/// pixel would be counted twice before the winding is clamped. Only where the segments are too
/// short for the intersection (curves tighter than the line's half width) does the inside route
/// through the vertex itself.
struct StrokeOutliner {
    let style: StrokeStyle
    /// Flattening tolerance in the path's own units.
    let tolerance: CGFloat
    private var outline = Path()

    private init(style: StrokeStyle, tolerance: CGFloat) {
        self.style = style
        self.tolerance = tolerance
    }

    /// The outline of `path` stroked with `style`, to be filled with the non-zero rule.
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
        if polyline.isClosed {
            addLoop(side(of: points, closed: true))
            addLoop(side(of: points.reversed(), closed: true))
        } else {
            var loop = side(of: points, closed: false)
            loop += cap(at: points[points.count - 1], from: points[points.count - 2])
            loop += side(of: points.reversed(), closed: false)
            loop += cap(at: points[0], from: points[1])
            addLoop(loop)
        }
    }

    /// The offset line on the left of `points` (the `+normal` side), with its joins. For a closed
    /// line it runs all the way round, joining at every vertex.
    private func side(of points: [CGPoint], closed: Bool) -> [CGPoint] {
        let count = points.count
        let segmentCount = closed ? count : count - 1
        var result: [CGPoint] = []
        result.reserveCapacity(segmentCount * 2)
        for i in 0..<segmentCount {
            let a = points[i], b = points[(i + 1) % count]
            let n = normal(unit(a, b))
            let start = offset(a, n, halfWidth)
            if i == 0, !closed { result.append(start) }
            let hasNext = closed || i + 1 < segmentCount
            guard hasNext else {
                result.append(offset(b, n, halfWidth))
                break
            }
            let c = points[(i + 2) % count]
            result += join(a, b, c)
        }
        return result
    }

    /// The outline's points around vertex `b`, between segment `a-b` and segment `b-c`, on the
    /// left side.
    private func join(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> [CGPoint] {
        let d0 = unit(a, b), d1 = unit(b, c)
        let n0 = normal(d0), n1 = normal(d1)
        let end0 = offset(b, n0, halfWidth), start1 = offset(b, n1, halfWidth)
        let turn = d0.dx * d1.dy - d0.dy * d1.dx
        let dot = d0.dx * d1.dx + d0.dy * d1.dy
        if abs(turn) < 1e-12, dot > 0 { return [end0] }
        // Half the turning angle's cosine; the offset lines meet at halfWidth / cosHalf from b.
        let cosHalf = ((1 + dot) / 2).squareRoot()
        let bisector = unitVector(CGVector(dx: n0.dx + n1.dx, dy: n0.dy + n1.dy))
        if turn > 0 {
            // Turning towards the left: this side is the inside of the turn.
            let reach = halfWidth * ((1 - dot) / 2).squareRoot() / max(cosHalf, 1e-12)
            let room = min(distance(a, b), distance(b, c)) / 2
            if cosHalf > 1e-6, reach <= room, let bisector {
                return [offset(b, bisector, halfWidth / cosHalf)]
            }
            return [end0, b, start1]
        }
        switch style.lineJoin {
        case .bevel:
            return [end0, start1]
        case .miter:
            guard let bisector, 1 / max(cosHalf, 1e-12) <= style.miterLimit else { return [end0, start1] }
            return [end0, offset(b, bisector, halfWidth / cosHalf), start1]
        case .round:
            return arc(center: b, from: end0, to: start1, clockwiseOnScreen: false)
        }
    }

    /// The end cap at `end`, coming from `previous`, from the left side round to the right side.
    private func cap(at end: CGPoint, from previous: CGPoint) -> [CGPoint] {
        let d = unit(previous, end)
        let n = normal(d)
        let left = offset(end, n, halfWidth), right = offset(end, n, -halfWidth)
        switch style.lineCap {
        case .butt:
            return []
        case .square:
            return [offset(left, d, halfWidth), offset(right, d, halfWidth)]
        case .round:
            return Array(arc(center: end, from: left, to: right, clockwiseOnScreen: false).dropFirst().dropLast())
        }
    }

    /// A zero-length line: a dot for round caps, a square for square caps, nothing for butt caps.
    private mutating func addDot(at point: CGPoint) {
        let h = halfWidth
        switch style.lineCap {
        case .butt:
            break
        case .round:
            let left = CGPoint(x: point.x - h, y: point.y), right = CGPoint(x: point.x + h, y: point.y)
            let top = arc(center: point, from: left, to: right, clockwiseOnScreen: true)
            let bottom = arc(center: point, from: right, to: left, clockwiseOnScreen: true)
            addLoop(top + bottom.dropFirst().dropLast())
        case .square:
            addLoop([CGPoint(x: point.x - h, y: point.y - h), CGPoint(x: point.x + h, y: point.y - h),
                     CGPoint(x: point.x + h, y: point.y + h), CGPoint(x: point.x - h, y: point.y + h)])
        }
    }

    /// Points on the circle of the half width around `center`, from `start` to `end` (both on it)
    /// by the shorter way, or, for half turns, the way `clockwiseOnScreen` says. Inner points sit
    /// slightly outside the circle so that the polygon's area equals the true sector's, rather
    /// than always falling short of it.
    private func arc(center: CGPoint, from start: CGPoint, to end: CGPoint, clockwiseOnScreen: Bool) -> [CGPoint] {
        let a0 = atan2(start.y - center.y, start.x - center.x)
        var sweep = atan2(end.y - center.y, end.x - center.x) - a0
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        if abs(abs(sweep) - .pi) < 1e-9 { sweep = clockwiseOnScreen ? .pi : -.pi }
        let ratio = max(-1, min(1, 1 - tolerance / halfWidth))
        let maxStep = max(0.01, 2 * acos(ratio))
        let steps = max(1, Int((abs(sweep) / maxStep).rounded(.up)))
        let step = sweep / CGFloat(steps)
        let radius = halfWidth * (abs(step) / sin(abs(step))).squareRoot()
        var points = [start]
        for i in 1..<steps {
            let angle = a0 + step * CGFloat(i)
            points.append(CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
        }
        points.append(end)
        return points
    }

    private mutating func addLoop(_ points: [CGPoint]) {
        guard points.count > 2 else { return }
        outline.addLines(points)
        outline.closeSubpath()
    }

    private func unit(_ a: CGPoint, _ b: CGPoint) -> CGVector {
        let length = distance(a, b)
        return CGVector(dx: (b.x - a.x) / length, dy: (b.y - a.y) / length)
    }

    private func unitVector(_ v: CGVector) -> CGVector? {
        let length = hypot(v.dx, v.dy)
        return length > 1e-12 ? CGVector(dx: v.dx / length, dy: v.dy / length) : nil
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, b.y - a.y) }

    /// The left-hand normal on SwiftUI's y-down plane (`(-dy, dx)`).
    private func normal(_ d: CGVector) -> CGVector { CGVector(dx: -d.dy, dy: d.dx) }

    private func offset(_ p: CGPoint, _ v: CGVector, _ distance: CGFloat) -> CGPoint {
        CGPoint(x: p.x + v.dx * distance, y: p.y + v.dy * distance)
    }
}
