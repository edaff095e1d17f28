import Foundation

/// Receives a path flattened into straight segments, one subpath at a time.
protocol PolylineSink {
    /// Starts a subpath at `point`.
    mutating func begin(at point: CGPoint)
    /// Continues the current subpath with a straight line to `point`.
    mutating func line(to point: CGPoint)
    /// Ends the current subpath; `closed` when the path closed it explicitly.
    mutating func end(closed: Bool)
}

/// The most a flattened curve may stray from the true curve, in device pixels. The issue allows
/// 0.05 px; half of that keeps the worst pixel of a circle's edge well inside its error budget.
let flatteningTolerance: CGFloat = 0.025

extension Path {
    /// Maps the path through `transform` and feeds it to `sink` as straight segments that stay
    /// within `tolerance` of the curves.
    func flatten<Sink: PolylineSink>(transform: CGAffineTransform, tolerance: CGFloat, into sink: inout Sink) {
        var current = CGPoint.zero
        var open = false
        for element in elements {
            switch element {
            case .move(let p):
                if open { sink.end(closed: false) }
                current = p.applying(transform)
                sink.begin(at: current)
                open = true
            case .line(let p):
                current = p.applying(transform)
                sink.line(to: current)
            case .quadCurve(let p, let c):
                let p2 = p.applying(transform)
                flattenQuad(current, c.applying(transform), p2, tolerance, &sink)
                current = p2
            case .curve(let p, let c1, let c2):
                let p3 = p.applying(transform)
                flattenCubic(current, c1.applying(transform), c2.applying(transform), p3, tolerance, &sink)
                current = p3
            case .closeSubpath:
                if open { sink.end(closed: true) }
                open = false
            }
        }
        if open { sink.end(closed: false) }
    }
}

/// Uniform subdivision with a count from the curve's second differences: a cubic split into `n`
/// chords strays at most `3/4 max|d2| / n^2` (a quadratic `1/4 |d2| / n^2`) from the curve.
private func flattenQuad<Sink: PolylineSink>(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint,
                                             _ tolerance: CGFloat, _ sink: inout Sink) {
    let dd = hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
    let count = segmentCount(dd / 4, tolerance)
    for i in 1..<count {
        sink.line(to: Bezier.quadPoint(p0, p1, p2, CGFloat(i) / CGFloat(count)))
    }
    sink.line(to: p2)
}

private func flattenCubic<Sink: PolylineSink>(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint,
                                              _ tolerance: CGFloat, _ sink: inout Sink) {
    let dd1 = hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
    let dd2 = hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y)
    let count = segmentCount(0.75 * max(dd1, dd2), tolerance)
    for i in 1..<count {
        sink.line(to: Bezier.cubicPoint(p0, p1, p2, p3, CGFloat(i) / CGFloat(count)))
    }
    sink.line(to: p3)
}

/// The number of chords that brings `error / n^2` under `tolerance`, capped so that a huge curve
/// cannot exhaust memory (a curve that large is clipped to the canvas anyway).
private func segmentCount(_ error: CGFloat, _ tolerance: CGFloat) -> Int {
    guard error.isFinite, error > tolerance else { return 1 }
    return min(4096, Int((error / tolerance).squareRoot().rounded(.up)))
}
