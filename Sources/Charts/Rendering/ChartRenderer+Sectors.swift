import Foundation
import Raster
import ViewTree

extension ChartRenderer {
    /// Draws a pie or donut chart of the sector marks in `area`: a circle as large as fits,
    /// sectors clockwise from the top in order, each its value's share of the circle (a range's
    /// length for a sector of a range), with their annotations.
    func drawSectors(in area: CGRect, context: inout GraphicsContext) {
        let values = marks.map { mark -> Double in
            let value: Double
            switch mark.angle {
            case .range(let start, let end): value = (end.continuous ?? 0) - (start.continuous ?? 0)
            case .value(let datum): value = datum.continuous ?? 0
            case nil: value = 0
            }
            // Negative, infinite and missing values get no sector.
            return value.isFinite && value > 0 ? value : 0
        }
        let total = values.reduce(0, +)
        guard total > 0 else { return }
        let center = CGPoint(x: area.midX, y: area.midY)
        let radius = max(0, min(area.width, area.height) / 2)
        var start = 0.0
        for (mark, value) in zip(marks, values) {
            let end = start + value / total
            let outer = max(0, mark.outerRadius.resolve(automatic: radius))
            let inner = min(outer, max(0, mark.innerRadius.isAutomatic ? 0 : mark.innerRadius.resolve(automatic: outer)))
            fill(sectorPath(center: center, inner: inner, outer: outer, from: start, to: end, inset: mark.angularInset), of: mark, context: &context)
            // Annotations go in the middle of the sector, halfway between its radii (*unverified*).
            let middle = 2 * Double.pi * (start + end) / 2 - Double.pi / 2, distance = Double(inner + outer) / 2
            let point = CGPoint(x: center.x + CGFloat(distance * cos(middle)), y: center.y + CGFloat(distance * sin(middle)))
            for annotation in mark.annotations {
                context.draw(annotation.content, at: point, anchor: .center)
            }
            start = end
        }
    }

    /// The sector between radii `inner` and `outer` from fraction `start` to `end` of the circle
    /// (0 at the top, clockwise), its straight sides moved in by half of `inset` points each.
    private func sectorPath(center: CGPoint, inner: CGFloat, outer: CGFloat, from start: Double, to end: Double, inset: CGFloat) -> Path {
        let a0 = 2 * Double.pi * start - Double.pi / 2, a1 = 2 * Double.pi * end - Double.pi / 2
        let half = Double(inset) / 2
        /// The angle the sides move in by at `radius`.
        func shrink(at radius: CGFloat) -> Double { radius > 0 ? asin(min(1, half / Double(radius))) : 0 }
        let outerShrink = shrink(at: outer)
        guard a1 - a0 > 2 * outerShrink else { return Path() }
        var path = Path()
        path.addArc(center: center, radius: outer, startAngle: .radians(a0 + outerShrink), endAngle: .radians(a1 - outerShrink), clockwise: false)
        let innerShrink = shrink(at: inner)
        if inner > 0, a1 - a0 > 2 * innerShrink {
            path.addArc(center: center, radius: inner, startAngle: .radians(a1 - innerShrink), endAngle: .radians(a0 + innerShrink), clockwise: true)
        } else {
            // The apex, moved out along the bisector so that both sides keep `half` away.
            let halfAngle = (a1 - a0) / 2, middle = a0 + halfAngle
            let distance = half > 0 && halfAngle < Double.pi / 2 ? half / sin(halfAngle) : 0
            path.addLine(to: CGPoint(x: center.x + CGFloat(distance * cos(middle)), y: center.y + CGFloat(distance * sin(middle))))
        }
        path.closeSubpath()
        return path
    }
}
