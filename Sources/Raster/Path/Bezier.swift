import Foundation

/// Evaluation and extremes of quadratic and cubic Bézier curves.
enum Bezier {
    /// The point at parameter `t` of the quadratic curve `p0, p1, p2`.
    static func quadPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
                       y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
    }

    /// The point at parameter `t` of the cubic curve `p0 ... p3`.
    static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                       y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// Calls `body` with the end point and every axis extreme of a quadratic curve.
    static func quadExtremes(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ body: (CGPoint) -> Void) {
        body(p2)
        for axis in 0..<2 {
            let (a, b, c) = axis == 0 ? (p0.x, p1.x, p2.x) : (p0.y, p1.y, p2.y)
            let denominator = a - 2 * b + c
            guard denominator != 0 else { continue }
            let t = (a - b) / denominator
            if t > 0, t < 1 { body(quadPoint(p0, p1, p2, t)) }
        }
    }

    /// Calls `body` with the end point and every axis extreme of a cubic curve.
    static func cubicExtremes(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint,
                              _ body: (CGPoint) -> Void) {
        body(p3)
        for axis in 0..<2 {
            let (a, b, c, d) = axis == 0 ? (p0.x, p1.x, p2.x, p3.x) : (p0.y, p1.y, p2.y, p3.y)
            // Derivative / 3 = qa t^2 + qb t + qc.
            let qa = -a + 3 * b - 3 * c + d
            let qb = 2 * (a - 2 * b + c)
            let qc = b - a
            for t in quadraticRoots(qa, qb, qc) where t > 0 && t < 1 {
                body(cubicPoint(p0, p1, p2, p3, t))
            }
        }
    }

    /// Real roots of `a t^2 + b t + c`.
    private static func quadraticRoots(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [CGFloat] {
        if abs(a) < 1e-12 {
            return b == 0 ? [] : [-c / b]
        }
        let discriminant = b * b - 4 * a * c
        guard discriminant >= 0 else { return [] }
        let root = discriminant.squareRoot()
        return [(-b + root) / (2 * a), (-b - root) / (2 * a)]
    }
}
