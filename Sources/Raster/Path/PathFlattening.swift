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

/// The most a flattened curve may stray from the true curve, in device pixels. Chords always fall
/// inside a convex curve, so this is a bias, not noise: at 0.05 px a circle's edge pixels are off
/// by 0.025 RMS, at 0.025 px by 0.01 (CoverageAccuracyTests holds them to 0.02).
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

/// Adaptive subdivision: a curve is split in half (de Casteljau) until it is flat enough, measured
/// by how far its control points stray from the chord. A quadratic stays within 1/2 of its control
/// point's distance, a cubic within 3/4 of the larger of its two. Unlike a bound from the second
/// derivative, this ignores acceleration along the curve (a control point on the chord bends
/// nothing), so gently starting curves such as the continuous corner need far fewer segments.
private func flattenQuad<Sink: PolylineSink>(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint,
                                             _ tolerance: CGFloat, _ sink: inout Sink, depth: Int = 0) {
    if depth >= maximumSubdivisionDepth || isWithin(2 * tolerance, of: p0, p2, p1) {
        sink.line(to: p2)
        return
    }
    let a = midpoint(p0, p1), b = midpoint(p1, p2), middle = midpoint(a, b)
    flattenQuad(p0, a, middle, tolerance, &sink, depth: depth + 1)
    flattenQuad(middle, b, p2, tolerance, &sink, depth: depth + 1)
}

private func flattenCubic<Sink: PolylineSink>(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint,
                                              _ tolerance: CGFloat, _ sink: inout Sink, depth: Int = 0) {
    let reach = tolerance / 0.75
    if depth >= maximumSubdivisionDepth || (isWithin(reach, of: p0, p3, p1) && isWithin(reach, of: p0, p3, p2)) {
        sink.line(to: p3)
        return
    }
    let a = midpoint(p0, p1), b = midpoint(p1, p2), c = midpoint(p2, p3)
    let ab = midpoint(a, b), bc = midpoint(b, c), middle = midpoint(ab, bc)
    flattenCubic(p0, a, ab, middle, tolerance, &sink, depth: depth + 1)
    flattenCubic(middle, bc, c, p3, tolerance, &sink, depth: depth + 1)
}

/// At most 2^12 segments per curve, so that a huge curve cannot exhaust memory (a curve that
/// large is clipped to the canvas anyway).
private let maximumSubdivisionDepth = 12

/// Whether `p` lies within `reach` of the segment `a-b` (of the nearer end where `p` projects
/// beyond it). Compared in squares, so without a division or root. NaN coordinates make it
/// true, which ends subdivision at once (the edge list then reports them).
@inline(__always)
private func isWithin(_ reach: CGFloat, of a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> Bool {
    let dx = b.x - a.x, dy = b.y - a.y
    let px = p.x - a.x, py = p.y - a.y
    let lengthSquared = dx * dx + dy * dy
    let along = px * dx + py * dy
    let reachSquared = reach * reach
    if along <= 0 { return !(px * px + py * py > reachSquared) }
    if along >= lengthSquared {
        let qx = p.x - b.x, qy = p.y - b.y
        return !(qx * qx + qy * qy > reachSquared)
    }
    let cross = px * dy - py * dx
    return !(cross * cross > reachSquared * lengthSquared)
}

@inline(__always)
private func midpoint(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
    CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
}
