import CRasterKernels
import Foundation

/// A line segment in 24.8 fixed-point device coordinates, stored top to bottom (`y0 < y1`) with
/// the winding direction it had in the path: the C kernels' `vt_edge`, which the rasterizer's
/// inner loops read.
typealias Edge = vt_edge

/// Subpixel precision of the rasterizer: coordinates carry 8 fractional bits.
enum FixedPoint {
    static let shift: Int32 = 8
    static let one: Int32 = 1 << shift
}

/// Collects a flattened path as fixed-point edges, clipped to a pixel rectangle.
///
/// Parts above or below the rectangle are dropped; parts left or right of it are moved onto its
/// border, where they still carry their winding into the row (so coverage to their right is
/// kept) but cannot touch a pixel outside. Horizontal segments add nothing to an area
/// rasterizer and are skipped.
struct EdgeList: PolylineSink {
    let clip: PixelRect
    private(set) var edges: [Edge] = []
    /// Fixed-point bounds of the edges.
    private(set) var minX = Int32.max, maxX = Int32.min, minY = Int32.max, maxY = Int32.min
    /// Set when a coordinate was not finite; the list is then unusable.
    private(set) var sawNonFinite = false

    private var start = CGPoint.zero
    private var last = CGPoint.zero

    /// An empty list clipped to `clip`, reusing `storage`'s memory.
    init(clip: PixelRect, storage: [Edge] = []) {
        self.clip = clip
        edges = storage
        edges.removeAll(keepingCapacity: true)
    }

    mutating func begin(at point: CGPoint) {
        start = point
        last = point
    }

    mutating func line(to point: CGPoint) {
        addSegment(last, point)
        last = point
    }

    mutating func end(closed: Bool) {
        // A fill closes every subpath, whether or not the path did.
        addSegment(last, start)
        last = start
    }

    /// Adds the segment from `a` to `b`, clipped.
    mutating func addSegment(_ a: CGPoint, _ b: CGPoint) {
        guard a.y != b.y else {
            if !a.x.isFinite || !b.x.isFinite || !a.y.isFinite { sawNonFinite = true }
            return
        }
        let winding: Int32 = a.y < b.y ? 1 : -1
        let (p, q) = a.y < b.y ? (a, b) : (b, a)
        let top = CGFloat(clip.minY), bottom = CGFloat(clip.maxY)
        let left = CGFloat(clip.minX), right = CGFloat(clip.maxX)
        // Most segments lie inside the clip. (NaN fails every comparison and takes the slow path.)
        if p.y >= top, q.y <= bottom, min(p.x, q.x) >= left, max(p.x, q.x) <= right {
            addFixed(p.x, p.y, q.x, q.y, winding)
            return
        }
        guard p.x.isFinite, p.y.isFinite, q.x.isFinite, q.y.isFinite else {
            sawNonFinite = true
            return
        }
        guard q.y > top, p.y < bottom else { return }
        let slope = (q.x - p.x) / (q.y - p.y)
        let y0 = max(p.y, top), y1 = min(q.y, bottom)
        let x0 = p.y < top ? p.x + slope * (top - p.y) : p.x
        let x1 = q.y > bottom ? p.x + slope * (bottom - p.y) : q.x
        addClippedHorizontally(x0, y0, x1, y1, winding)
    }

    /// Splits a segment (already inside the rows) where it crosses the left and right borders.
    private mutating func addClippedHorizontally(_ x0: CGFloat, _ y0: CGFloat, _ x1: CGFloat, _ y1: CGFloat,
                                                 _ winding: Int32) {
        let left = CGFloat(clip.minX), right = CGFloat(clip.maxX)
        if x0 >= left, x0 <= right, x1 >= left, x1 <= right {
            addFixed(x0, y0, x1, y1, winding)
            return
        }
        // Parameters where the segment crosses a border, in order.
        var cuts: [CGFloat] = [0]
        for border in [left, right] where (x0 - border) * (x1 - border) < 0 {
            cuts.append((border - x0) / (x1 - x0))
        }
        cuts.append(1)
        cuts.sort()
        for i in 0..<(cuts.count - 1) {
            let t0 = cuts[i], t1 = cuts[i + 1]
            let ya = y0 + (y1 - y0) * t0, yb = y0 + (y1 - y0) * t1
            var xa = x0 + (x1 - x0) * t0, xb = x0 + (x1 - x0) * t1
            let middle = (xa + xb) / 2
            if middle <= left { xa = left; xb = left }
            if middle >= right { xa = right; xb = right }
            addFixed(min(max(xa, left), right), ya, min(max(xb, left), right), yb, winding)
        }
    }

    private mutating func addFixed(_ x0: CGFloat, _ y0: CGFloat, _ x1: CGFloat, _ y1: CGFloat, _ winding: Int32) {
        let fy0 = Self.fixed(y0), fy1 = Self.fixed(y1)
        guard fy0 != fy1 else { return }
        let fx0 = Self.fixed(x0), fx1 = Self.fixed(x1)
        edges.append(Edge(x0: fx0, y0: fy0, x1: fx1, y1: fy1, winding: winding))
        minX = min(minX, fx0, fx1)
        maxX = max(maxX, fx0, fx1)
        minY = min(minY, fy0)
        maxY = max(maxY, fy1)
    }

    /// A clipped (so non-negative and bounded) coordinate in fixed point, rounded half up. The
    /// truncating conversion is a single instruction, where `rounded()` is a libm call on
    /// baseline x86-64.
    @inline(__always)
    private static func fixed(_ value: CGFloat) -> Int32 {
        Int32(value * CGFloat(FixedPoint.one) + 0.5)
    }
}
