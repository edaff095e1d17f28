import Foundation
import Raster

/// The paths of lines and area edges through their points, as each interpolation method joins them.
enum ChartInterpolation {
    /// The path through `points` joined by `method`.
    static func path(through points: [CGPoint], method: InterpolationMethod) -> Path {
        var path = Path()
        guard let first = points.first else { return path }
        path.move(to: first)
        switch method.kind {
        case .linear:
            points.dropFirst().forEach { path.addLine(to: $0) }
        case .stepStart, .stepEnd, .stepCenter:
            for (previous, point) in zip(points, points.dropFirst()) {
                let turn = method.kind == .stepStart ? previous.x : method.kind == .stepEnd ? point.x : (previous.x + point.x) / 2
                path.addLine(to: CGPoint(x: turn, y: previous.y))
                path.addLine(to: CGPoint(x: turn, y: point.y))
                path.addLine(to: point)
            }
        case .monotone:
            addMonotone(points, to: &path)
        case .catmullRom, .cardinal:
            // A cardinal spline of the default tension (0) is a Catmull-Rom spline.
            addCatmullRom(points, to: &path)
        }
        return path
    }

    /// Uniform Catmull-Rom Bézier segments through `points`.
    private static func addCatmullRom(_ points: [CGPoint], to path: inout Path) {
        let scale: CGFloat = 1 / 6
        for index in 0..<(points.count - 1) {
            let p0 = points[max(0, index - 1)], p1 = points[index], p2 = points[index + 1], p3 = points[min(points.count - 1, index + 2)]
            path.addCurve(to: p2, control1: CGPoint(x: p1.x + (p2.x - p0.x) * scale, y: p1.y + (p2.y - p0.y) * scale),
                          control2: CGPoint(x: p2.x - (p3.x - p1.x) * scale, y: p2.y - (p3.y - p1.y) * scale))
        }
    }

    /// Monotone cubic (Fritsch–Carlson) segments through `points`, which never overshoot them.
    private static func addMonotone(_ points: [CGPoint], to path: inout Path) {
        let count = points.count
        guard count > 2 else {
            points.dropFirst().forEach { path.addLine(to: $0) }
            return
        }
        let slopes = (0..<(count - 1)).map { index -> CGFloat in
            let dx = points[index + 1].x - points[index].x
            return dx == 0 ? 0 : (points[index + 1].y - points[index].y) / dx
        }
        var tangents = [slopes[0]] + (1..<(count - 1)).map { index in
            slopes[index - 1] * slopes[index] <= 0 ? 0 : (slopes[index - 1] + slopes[index]) / 2
        } + [slopes[count - 2]]
        for index in 0..<(count - 1) where slopes[index] != 0 {
            let a = tangents[index] / slopes[index], b = tangents[index + 1] / slopes[index]
            let length = a * a + b * b
            if length > 9 {
                let factor = 3 / sqrt(length)
                tangents[index] = factor * a * slopes[index]
                tangents[index + 1] = factor * b * slopes[index]
            }
        }
        for index in 0..<(count - 1) {
            let p1 = points[index], p2 = points[index + 1], third = (p2.x - p1.x) / 3
            path.addCurve(to: p2, control1: CGPoint(x: p1.x + third, y: p1.y + tangents[index] * third),
                          control2: CGPoint(x: p2.x - third, y: p2.y - tangents[index + 1] * third))
        }
    }
}
