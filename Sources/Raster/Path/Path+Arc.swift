import Foundation

extension Path {
    /// Adds a circular arc, with CoreGraphics' semantics: a line from the current point to the
    /// arc's start (or a new subpath when there is none), then the arc. On SwiftUI's y-down plane
    /// `clockwise: false` runs with increasing angles, which looks clockwise on screen.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle,
                                clockwise: Bool, transform: CGAffineTransform = .identity) {
        let fullTurn = 2 * Double.pi
        var sweep = endAngle.radians - startAngle.radians
        if clockwise {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) - fullTurn }
            sweep = max(sweep, -fullTurn)
        } else {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
            sweep = min(sweep, fullTurn)
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: .radians(sweep),
                       transform: transform)
    }

    /// Adds a circular arc that starts at `startAngle` and turns by `delta` (positive: increasing
    /// angles), with a line from the current point to its start.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        let start = point(startAngle.radians).applying(transform)
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        let sweep = delta.radians
        guard sweep != 0, sweep.isFinite, radius.isFinite else { return }
        // Quarter turns or less per cubic keep the radial error below 3e-4 of the radius.
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let handle = 4.0 / 3.0 * tan(step / 4) * radius
        var angle = startAngle.radians
        for _ in 0..<pieces {
            let next = angle + step
            let p0 = point(angle), p3 = point(next)
            let c1 = CGPoint(x: p0.x - handle * sin(angle), y: p0.y + handle * cos(angle))
            let c2 = CGPoint(x: p3.x + handle * sin(next), y: p3.y - handle * cos(next))
            addCurve(to: p3.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            angle = next
        }
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to
    /// the line from `tangent1End` to `tangent2End`, preceded by a line to the arc's start, as in
    /// CoreGraphics. Degenerate (collinear) input adds a line to `tangent1End`.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        guard let current = currentPoint.map({ $0.applying(transform.inverted()) }) else {
            move(to: tangent1End.applying(transform))
            return
        }
        let v1 = CGVector(dx: current.x - tangent1End.x, dy: current.y - tangent1End.y)
        let v2 = CGVector(dx: tangent2End.x - tangent1End.x, dy: tangent2End.y - tangent1End.y)
        let l1 = (v1.dx * v1.dx + v1.dy * v1.dy).squareRoot()
        let l2 = (v2.dx * v2.dx + v2.dy * v2.dy).squareRoot()
        let cross = v1.dx * v2.dy - v1.dy * v2.dx
        guard l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2, radius > 0 else {
            addLine(to: tangent1End.applying(transform))
            return
        }
        let u1 = CGVector(dx: v1.dx / l1, dy: v1.dy / l1)
        let u2 = CGVector(dx: v2.dx / l2, dy: v2.dy / l2)
        let cosine = max(-1, min(1, u1.dx * u2.dx + u1.dy * u2.dy))
        let halfAngle = acos(cosine) / 2
        let distance = radius / tan(halfAngle)
        let start = CGPoint(x: tangent1End.x + u1.dx * distance, y: tangent1End.y + u1.dy * distance)
        let end = CGPoint(x: tangent1End.x + u2.dx * distance, y: tangent1End.y + u2.dy * distance)
        let bisector = CGVector(dx: u1.dx + u2.dx, dy: u1.dy + u2.dy)
        let bisectorLength = (bisector.dx * bisector.dx + bisector.dy * bisector.dy).squareRoot()
        let centerDistance = radius / sin(halfAngle)
        let center = CGPoint(x: tangent1End.x + bisector.dx / bisectorLength * centerDistance,
                             y: tangent1End.y + bisector.dy / bisectorLength * centerDistance)
        let a0 = atan2(start.y - center.y, start.x - center.x)
        let a1 = atan2(end.y - center.y, end.x - center.x)
        var delta = a1 - a0
        if delta > .pi { delta -= 2 * .pi }
        if delta < -.pi { delta += 2 * .pi }
        addRelativeArc(center: center, radius: radius, startAngle: .radians(a0), delta: .radians(delta),
                       transform: transform)
    }
}
