import Foundation

/// Shades pixels with a gradient: each pixel centre is mapped back into gradient space, where
/// its location along the gradient picks a colour from the ramp.
struct GradientShader: PixelShader {
    private enum Location {
        /// Location = `x * perX + y * perY + offset` in pixels: a linear gradient is affine.
        case linear(perX: Double, perY: Double, offset: Double)
        case radial(center: SIMD2<Double>, startRadius: Double, endRadius: Double)
        case angular(center: SIMD2<Double>, start: Double, sweep: Double)
    }

    private let ramp: GradientRamp
    private let location: Location
    /// Maps pixel coordinates into gradient space.
    private let toGradient: CGAffineTransform

    /// A shader for `gradient` drawn under `deviceTransform` (drawing coordinates to pixels);
    /// `nil` when the two together flatten the plane, so that nothing can be drawn.
    init?(_ gradient: GradientPaint, deviceTransform: CGAffineTransform) {
        let toPixels = gradient.transform.concatenating(deviceTransform)
        guard toPixels.determinant != 0, toPixels.determinant.isFinite else { return nil }
        toGradient = toPixels.inverted()
        ramp = GradientRamp(gradient.stops)
        switch gradient.geometry {
        case .linear(let start, let end):
            let axis = SIMD2(Double(end.x - start.x), Double(end.y - start.y))
            let lengthSquared = (axis * axis).sum()
            // A gradient with no length shows its end colour.
            guard lengthSquared > 0, lengthSquared.isFinite else {
                location = .linear(perX: 0, perY: 0, offset: 1)
                return
            }
            let t = toGradient, along = axis / lengthSquared
            location = .linear(perX: Double(t.a) * along.x + Double(t.b) * along.y,
                               perY: Double(t.c) * along.x + Double(t.d) * along.y,
                               offset: (Double(t.tx) - Double(start.x)) * along.x + (Double(t.ty) - Double(start.y)) * along.y)
        case .radial(let center, let startRadius, let endRadius):
            location = .radial(center: SIMD2(Double(center.x), Double(center.y)), startRadius: Double(startRadius),
                               endRadius: Double(endRadius))
        case .angular(let center, let startAngle, let endAngle):
            var (start, sweep) = (startAngle.radians, endAngle.radians - startAngle.radians)
            // More than a turn shows the last turn.
            if abs(sweep) > 2 * .pi { start = endAngle.radians - (sweep > 0 ? 2 : -2) * .pi; sweep = sweep > 0 ? 2 * .pi : -2 * .pi }
            location = .angular(center: SIMD2(Double(center.x), Double(center.y)), start: start, sweep: sweep)
        }
    }

    func shade(x: Int, y: Int, count: Int, into colors: UnsafeMutablePointer<UInt32>) {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        switch location {
        case .linear(let perX, let perY, let offset):
            let first = px * perX + py * perY + offset
            for i in 0..<count { colors[i] = ramp.color(at: first + Double(i) * perX) }
        case .radial(let center, let startRadius, let endRadius):
            let range = endRadius - startRadius
            forEachPoint(px, py, count) { i, point in
                let offset = point - center
                let distance = (offset * offset).sum().squareRoot()
                let t = range == 0 ? (distance < startRadius ? 0 : 1) : (distance - startRadius) / range
                colors[i] = ramp.color(at: t)
            }
        case .angular(let center, let start, let sweep):
            forEachPoint(px, py, count) { i, point in
                let offset = point - center
                colors[i] = ramp.color(at: Self.angularLocation(DeterministicMath.atan2(offset.y, offset.x),
                                                                 start: start, sweep: sweep))
            }
        }
    }

    /// Calls `body` with each pixel's index and gradient-space centre, starting at `(px, py)`.
    @inline(__always)
    private func forEachPoint(_ px: Double, _ py: Double, _ count: Int, _ body: (Int, SIMD2<Double>) -> Void) {
        let t = toGradient
        let first = SIMD2(Double(t.a) * px + Double(t.c) * py + Double(t.tx), Double(t.b) * px + Double(t.d) * py + Double(t.ty))
        let step = SIMD2(Double(t.a), Double(t.b))
        for i in 0..<count { body(i, first + step * Double(i)) }
    }

    /// Where the direction `angle` falls along an angular gradient.
    private static func angularLocation(_ angle: Double, start: Double, sweep: Double) -> Double {
        guard sweep != 0 else { return 0 }
        let turn = 2 * Double.pi
        // The angle travelled from the start in the gradient's direction, in 0..<2π.
        var travelled = (sweep > 0 ? angle - start : start - angle).truncatingRemainder(dividingBy: turn)
        if travelled < 0 { travelled += turn }
        let span = abs(sweep)
        if travelled <= span { return travelled / span }
        // In the gap a short sweep leaves: the end colour, then the start colour past halfway.
        return travelled - span < (turn - span) / 2 ? 1 : 0
    }
}
