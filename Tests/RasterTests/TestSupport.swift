import Foundation
@testable import Raster

/// Opaque white: drawn on a transparent canvas, each pixel's alpha is the path's coverage.
let coverageColor = RGBAColor(red: 1, green: 1, blue: 1, alpha: 1)

/// The coverage (alpha / 255) of every pixel after filling `path` once.
func coverage(of path: Path, width: Int = 64, height: Int = 64, rule: FillRule = .nonZero) throws -> [[Double]] {
    let canvas = try RasterCanvas(width: width, height: height)
    try canvas.fill(path, color: coverageColor, rule: rule)
    return alphaGrid(canvas)
}

/// The alpha channel of a canvas as 0...1 values, indexed `[y][x]`.
func alphaGrid(_ canvas: RasterCanvas) -> [[Double]] {
    (0..<canvas.height).map { y in (0..<canvas.width).map { x in Double(canvas.pixel(x: x, y: y).alpha) / 255 } }
}

/// The sum of all pixels' coverage, in square pixels.
func totalCoverage(_ grid: [[Double]]) -> Double {
    grid.reduce(0) { $0 + $1.reduce(0, +) }
}

/// The exact area of the disc of `radius` around `center` inside the unit pixel at `(px, py)`,
/// integrated column by column (the chord height is exact; 2000 columns bound the error by 1e-6).
func discArea(inPixelX px: Int, y py: Int, center: CGPoint, radius: Double) -> Double {
    let samples = 2000
    var area = 0.0
    for i in 0..<samples {
        let x = Double(px) + (Double(i) + 0.5) / Double(samples)
        let dx = x - center.x
        guard abs(dx) < radius else { continue }
        let half = (radius * radius - dx * dx).squareRoot()
        let top = max(Double(py), center.y - half), bottom = min(Double(py + 1), center.y + half)
        area += max(0, bottom - top)
    }
    return area / Double(samples)
}

/// The signed area enclosed by a path, integrating each curve densely (Green's theorem).
func enclosedArea(of path: Path) -> Double {
    var area = 0.0
    var current = CGPoint.zero, start = CGPoint.zero
    func add(_ a: CGPoint, _ b: CGPoint) { area += (a.x * b.y - b.x * a.y) / 2 }
    for element in path.elements {
        switch element {
        case .move(let p):
            current = p
            start = p
        case .line(let p):
            add(current, p)
            current = p
        case .quadCurve(let p, let c):
            var previous = current
            for i in 1...4000 {
                let point = Bezier.quadPoint(current, c, p, Double(i) / 4000)
                add(previous, point)
                previous = point
            }
            current = p
        case .curve(let p, let c1, let c2):
            var previous = current
            for i in 1...4000 {
                let point = Bezier.cubicPoint(current, c1, c2, p, Double(i) / 4000)
                add(previous, point)
                previous = point
            }
            current = p
        case .closeSubpath:
            add(current, start)
            current = start
        }
    }
    return area
}

/// The area of the unit pixel at `(px, py)` inside the rectangle `rect`.
func rectArea(inPixelX px: Int, y py: Int, rect: CGRect) -> Double {
    let w = max(0, min(Double(px + 1), rect.maxX) - max(Double(px), rect.minX))
    let h = max(0, min(Double(py + 1), rect.maxY) - max(Double(py), rect.minY))
    return w * h
}
