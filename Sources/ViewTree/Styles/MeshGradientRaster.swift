import Foundation
import Raster

extension ViewTreeMeshPatches {
    /// A `width` by `height` image of the mesh over the unit square: `background` first, then
    /// each cell cut into small quads, two triangles each, whose corner colours blend
    /// (barycentrically) over the pixels whose centres they cover.
    func bitmap(width: Int, height: Int, background: RGBAColor, smooth: Bool) -> Bitmap? {
        guard var bitmap = Self.filled(width: width, height: height, with: background) else { return nil }
        let size = SIMD2(Double(width), Double(height))
        for row in 0..<(rows - 1) {
            for column in 0..<(columns - 1) {
                let steps = subdivisions(column: column, row: row, size: size)
                var grid: [(point: SIMD2<Double>, color: SIMD4<Double>)] = []
                grid.reserveCapacity((steps + 1) * (steps + 1))
                for j in 0...steps {
                    for i in 0...steps {
                        let (u, v) = (Double(i) / Double(steps), Double(j) / Double(steps))
                        grid.append((position(column: column, row: row, u: u, v: v) * size,
                                     color(column: column, row: row, u: u, v: v, smooth: smooth)))
                    }
                }
                for j in 0..<steps {
                    for i in 0..<steps {
                        let a = grid[j * (steps + 1) + i], b = grid[j * (steps + 1) + i + 1]
                        let c = grid[(j + 1) * (steps + 1) + i], d = grid[(j + 1) * (steps + 1) + i + 1]
                        Self.fillTriangle(a, b, d, into: &bitmap)
                        Self.fillTriangle(a, d, c, into: &bitmap)
                    }
                }
            }
        }
        return bitmap
    }

    /// A `width` by `height` image of `color`; `nil` for a size a bitmap cannot have.
    static func filled(width: Int, height: Int, with color: RGBAColor) -> Bitmap? {
        try? Bitmap(width: width, height: height,
                    pixels: [UInt32](repeating: color.premultiplied.packed, count: width * height))
    }

    /// How many quads a cell is cut into along each side: one per 3 pixels of its longer
    /// corner-to-corner extent, from 1 to 64.
    private func subdivisions(column: Int, row: Int, size: SIMD2<Double>) -> Int {
        let corners = [vertices[row * columns + column], vertices[row * columns + column + 1],
                       vertices[(row + 1) * columns + column], vertices[(row + 1) * columns + column + 1]]
            .map { $0.position * size }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let extent = max(xs.max()! - xs.min()!, ys.max()! - ys.min()!)
        return min(64, max(1, Int((extent / 3).rounded(.up))))
    }

    /// Fills the pixels whose centres lie in the triangle with its corners' colours blended
    /// barycentrically.
    private static func fillTriangle(_ a: (point: SIMD2<Double>, color: SIMD4<Double>),
                                     _ b: (point: SIMD2<Double>, color: SIMD4<Double>),
                                     _ c: (point: SIMD2<Double>, color: SIMD4<Double>), into bitmap: inout Bitmap) {
        let area = (b.point.x - a.point.x) * (c.point.y - a.point.y) - (c.point.x - a.point.x) * (b.point.y - a.point.y)
        guard abs(area) > 1e-12 else { return }
        let xs = [a.point.x, b.point.x, c.point.x], ys = [a.point.y, b.point.y, c.point.y]
        let minX = max(0, Int((xs.min()! - 0.5).rounded(.up))), maxX = min(bitmap.width - 1, Int((xs.max()! - 0.5).rounded(.down)))
        let minY = max(0, Int((ys.min()! - 0.5).rounded(.up))), maxY = min(bitmap.height - 1, Int((ys.max()! - 0.5).rounded(.down)))
        guard minX <= maxX, minY <= maxY else { return }
        let tolerance = -1e-9
        for y in minY...maxY {
            let py = Double(y) + 0.5
            for x in minX...maxX {
                let px = Double(x) + 0.5
                let wa = ((b.point.x - px) * (c.point.y - py) - (c.point.x - px) * (b.point.y - py)) / area
                let wb = ((c.point.x - px) * (a.point.y - py) - (a.point.x - px) * (c.point.y - py)) / area
                let wc = 1 - wa - wb
                guard wa >= tolerance, wb >= tolerance, wc >= tolerance else { continue }
                bitmap[x, y] = pixel(wa * a.color + wb * b.color + wc * c.color)
            }
        }
    }

    /// A premultiplied colour as a pixel, alpha clamped to 0...1 and the colours to 0...alpha.
    private static func pixel(_ color: SIMD4<Double>) -> RGBA8 {
        let alpha = min(1, max(0, color.w.isNaN ? 0 : color.w))
        func byte(_ value: Double) -> UInt8 { UInt8((min(alpha, max(0, value.isNaN ? 0 : value)) * 255).rounded()) }
        return RGBA8(red: byte(color.x), green: byte(color.y), blue: byte(color.z), alpha: byte(alpha))
    }
}
