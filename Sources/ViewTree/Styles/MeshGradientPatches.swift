import Foundation
import Raster

/// A mesh gradient resolved for drawing: its vertices in the unit square with the control
/// points of the edges leaving them, and their colours premultiplied. Each cell of the grid is
/// a Coons patch bounded by its four cubic edges; colours blend across a cell bicubically
/// (Hermite, with Catmull-Rom slopes and twists from the neighbouring vertices, so a 2 by 2
/// mesh blends bilinearly) or bilinearly.
struct ViewTreeMeshPatches {
    /// The most pixels a side of a mesh's image has; larger frames enlarge the image.
    static let maximumPixels = 768
    /// The most vertices a mesh may have.
    static let maximumVertices = 4096

    /// A vertex and the control points of its leading, top, trailing and bottom edges.
    struct Vertex {
        var position: SIMD2<Double>
        var leading: SIMD2<Double>
        var top: SIMD2<Double>
        var trailing: SIMD2<Double>
        var bottom: SIMD2<Double>
    }

    let columns: Int
    let rows: Int
    let vertices: [Vertex]
    /// Premultiplied red, green, blue and alpha per vertex.
    let colors: [SIMD4<Double>]

    /// The mesh resolved in `environment`; `nil` when it has fewer than 2 by 2 vertices, more
    /// than `maximumVertices`, a count of points or colours other than one per vertex, or a
    /// point that is not finite.
    init?(_ mesh: MeshGradient, in environment: EnvironmentValues) {
        let (columns, rows) = (mesh.width, mesh.height)
        guard columns >= 2, rows >= 2, columns <= Self.maximumVertices / rows else { return nil }
        guard case .colors(let colors) = mesh.colors, colors.count == columns * rows else { return nil }
        let vertices: [Vertex]
        switch mesh.locations {
        case .points(let points):
            guard points.count == columns * rows else { return nil }
            vertices = Self.smoothVertices(points.map { SIMD2(Double($0.x), Double($0.y)) }, columns: columns, rows: rows)
        case .bezierPoints(let points):
            guard points.count == columns * rows else { return nil }
            vertices = points.map { point in
                func double(_ p: SIMD2<Float>) -> SIMD2<Double> { SIMD2(Double(p.x), Double(p.y)) }
                return Vertex(position: double(point.position), leading: double(point.leadingControlPoint),
                              top: double(point.topControlPoint), trailing: double(point.trailingControlPoint),
                              bottom: double(point.bottomControlPoint))
            }
        }
        let finite = vertices.allSatisfy { vertex in
            [vertex.position, vertex.leading, vertex.top, vertex.trailing, vertex.bottom]
                .allSatisfy { $0.x.isFinite && $0.y.isFinite }
        }
        guard finite else { return nil }
        self.columns = columns
        self.rows = rows
        self.vertices = vertices
        self.colors = colors.map { Self.premultiplied($0.resolved(in: environment)) }
    }

    /// Vertices at `points` whose edges bend smoothly through them: each edge's control points
    /// are a third of the Catmull-Rom slope from its ends (the slope to the one neighbour at
    /// the grid's border, which keeps straight borders straight).
    private static func smoothVertices(_ points: [SIMD2<Double>], columns: Int, rows: Int) -> [Vertex] {
        func point(_ column: Int, _ row: Int) -> SIMD2<Double> { points[row * columns + column] }
        var vertices: [Vertex] = []
        for row in 0..<rows {
            for column in 0..<columns {
                let p = point(column, row)
                let across = slope(point(max(0, column - 1), row), point(min(columns - 1, column + 1), row),
                                   spanning: min(columns - 1, column + 1) - max(0, column - 1))
                let down = slope(point(column, max(0, row - 1)), point(column, min(rows - 1, row + 1)),
                                 spanning: min(rows - 1, row + 1) - max(0, row - 1))
                vertices.append(Vertex(position: p, leading: p - across / 3, top: p - down / 3,
                                       trailing: p + across / 3, bottom: p + down / 3))
            }
        }
        return vertices
    }

    /// The Catmull-Rom slope per grid step between two vertices `steps` steps apart.
    private static func slope<V: SIMD>(_ before: V, _ after: V, spanning steps: Int) -> V where V.Scalar == Double {
        (after - before) / Double(max(1, steps))
    }

    /// `color`'s components clamped to 0...1, red, green and blue multiplied by alpha.
    private static func premultiplied(_ color: RGBAColor) -> SIMD4<Double> {
        func unit(_ value: Double) -> Double { value.isNaN ? 0 : min(1, max(0, value)) }
        let alpha = unit(color.alpha)
        return SIMD4(unit(color.red) * alpha, unit(color.green) * alpha, unit(color.blue) * alpha, alpha)
    }

    // MARK: Evaluation

    /// The point of cell (`column`, `row`) at (`u`, `v`) in its parameter square: a Coons patch
    /// of its four cubic edges.
    func position(column: Int, row: Int, u: Double, v: Double) -> SIMD2<Double> {
        let a = vertices[row * columns + column], b = vertices[row * columns + column + 1]
        let c = vertices[(row + 1) * columns + column], d = vertices[(row + 1) * columns + column + 1]
        let top = Self.bezier(a.position, a.trailing, b.leading, b.position, u)
        let bottom = Self.bezier(c.position, c.trailing, d.leading, d.position, u)
        let left = Self.bezier(a.position, a.bottom, c.top, c.position, v)
        let right = Self.bezier(b.position, b.bottom, d.top, d.position, v)
        let corners = (1 - u) * (1 - v) * a.position + u * (1 - v) * b.position
            + (1 - u) * v * c.position + u * v * d.position
        return (1 - v) * top + v * bottom + (1 - u) * left + u * right - corners
    }

    /// The colour of cell (`column`, `row`) at (`u`, `v`): bicubic Hermite when `smooth`,
    /// bilinear otherwise.
    func color(column: Int, row: Int, u: Double, v: Double, smooth: Bool) -> SIMD4<Double> {
        func at(_ c: Int, _ r: Int) -> SIMD4<Double> { colors[r * columns + c] }
        func across(_ c: Int, _ r: Int) -> SIMD4<Double> {
            Self.slope(at(max(0, c - 1), r), at(min(columns - 1, c + 1), r),
                       spanning: min(columns - 1, c + 1) - max(0, c - 1))
        }
        func down(_ c: Int, _ r: Int) -> SIMD4<Double> {
            Self.slope(at(c, max(0, r - 1)), at(c, min(rows - 1, r + 1)), spanning: min(rows - 1, r + 1) - max(0, r - 1))
        }
        func twist(_ c: Int, _ r: Int) -> SIMD4<Double> {
            Self.slope(across(c, max(0, r - 1)), across(c, min(rows - 1, r + 1)), spanning: min(rows - 1, r + 1) - max(0, r - 1))
        }
        // Hermite value and slope weights along each axis (linear weights when not smooth).
        let (u0, u1, su0, su1) = smooth ? Self.hermite(u) : (1 - u, u, 0, 0)
        let (v0, v1, sv0, sv1) = smooth ? Self.hermite(v) : (1 - v, v, 0, 0)
        var result = SIMD4<Double>.zero
        for (dc, wu, su) in [(0, u0, su0), (1, u1, su1)] {
            for (dr, wv, sv) in [(0, v0, sv0), (1, v1, sv1)] {
                let (c, r) = (column + dc, row + dr)
                let value = wu * wv * at(c, r), slopes = su * wv * across(c, r) + wu * sv * down(c, r)
                result += value + slopes + su * sv * twist(c, r)
            }
        }
        return result
    }

    /// A cubic Bézier curve at `t`.
    private static func bezier(_ p0: SIMD2<Double>, _ p1: SIMD2<Double>, _ p2: SIMD2<Double>, _ p3: SIMD2<Double>,
                               _ t: Double) -> SIMD2<Double> {
        let s = 1 - t
        return s * s * s * p0 + 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t * p3
    }

    /// The cubic Hermite weights at `t` of the start value, the end value, the start slope and
    /// the end slope.
    private static func hermite(_ t: Double) -> (Double, Double, Double, Double) {
        let t2 = t * t, t3 = t2 * t
        return (2 * t3 - 3 * t2 + 1, -2 * t3 + 3 * t2, t3 - 2 * t2 + t, t3 - t2)
    }

    /// Each row's mean colour (not premultiplied) and mean height, top to bottom.
    func rowMeans() -> [(color: RGBAColor, location: Double)] {
        var means: [(color: RGBAColor, location: Double)] = []
        for row in 0..<rows {
            let range = row * columns..<(row + 1) * columns
            let sum = colors[range].reduce(SIMD4<Double>.zero, +) / Double(columns)
            let height = vertices[range].reduce(0) { $0 + $1.position.y } / Double(columns)
            let alpha = sum.w
            let color = alpha > 0 ? RGBAColor(red: sum.x / alpha, green: sum.y / alpha, blue: sum.z / alpha, alpha: alpha)
                : .clear
            means.append((color, min(1, max(means.last?.location ?? 0, height))))
        }
        return means
    }
}
