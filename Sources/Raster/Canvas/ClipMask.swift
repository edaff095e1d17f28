import CRasterKernels

/// The region drawing is limited to: a pixel rectangle, with anti-aliased coverage inside it
/// unless the region is exactly the rectangle.
struct ClipMask {
    /// Pixels outside these bounds are never drawn.
    var bounds: PixelRect
    /// Coverage 0...255 for each pixel of `bounds`, row by row; `nil` when every pixel of the
    /// bounds is fully inside.
    var coverage: [UInt8]?

    /// The coverage of a path, within `bounds`, multiplied by `outer`'s coverage where given.
    static func rasterizing(_ edges: EdgeList, rule: FillRule, within outer: ClipMask?,
                            scratch: RasterizerScratch) -> ClipMask {
        let rect = edges.edges.isEmpty ? PixelRect.empty : edges.clip.intersection(edges.reachedPixels)
        var writer = MaskWriter(bounds: rect)
        CellRasterizer.rasterize(edges, rule: rule, scratch: scratch, into: &writer)
        var mask = ClipMask(bounds: rect, coverage: writer.coverage)
        if let outer, let outerCoverage = outer.coverage {
            mask.multiply(by: outerCoverage, of: outer.bounds)
        }
        if let values = mask.coverage, values.allSatisfy({ $0 == 255 }) {
            mask.coverage = nil
        }
        return mask
    }

    /// Multiplies this mask's coverage by another mask's over the shared pixels.
    private mutating func multiply(by other: [UInt8], of otherBounds: PixelRect) {
        guard var values = coverage else { return }
        let width = bounds.width
        values.withUnsafeMutableBufferPointer { values in
            other.withUnsafeBufferPointer { other in
                for y in bounds.minY..<bounds.maxY {
                    let row = values.baseAddress! + (y - bounds.minY) * width
                    let outer = other.baseAddress! + (y - otherBounds.minY) * otherBounds.width + (bounds.minX - otherBounds.minX)
                    vt_mask_coverage(row, row, 0, outer, width)
                }
            }
        }
        coverage = values
    }
}

extension EdgeList {
    /// The pixels the rasterizer may send spans for: every pixel an edge touches, plus the
    /// column right of the right-most edge (which it sweeps, with zero coverage when the edge
    /// lies exactly on a pixel boundary).
    var reachedPixels: PixelRect {
        guard !edges.isEmpty else { return .empty }
        let shift = FixedPoint.shift, one = FixedPoint.one
        return PixelRect(minX: Int(minX >> shift), minY: Int(minY >> shift),
                         maxX: Int(maxX >> shift) + 1, maxY: Int((maxY + one - 1) >> shift))
    }
}

extension ClipMask {
    /// The alpha of `pixels` over `rect` as coverage, multiplied by `outer`'s where given.
    init(alphaOf pixels: PlacedBitmap, in rect: PixelRect, within outer: ClipMask?) {
        let area = outer.map { rect.intersection($0.bounds) } ?? rect
        self.init(bounds: area, coverage: pixels.copying(area).map { UInt8($0 >> 24) })
        if let outer, let outerCoverage = outer.coverage {
            multiply(by: outerCoverage, of: outer.bounds)
        }
    }
}

extension ClipMask {
    /// The pixels of `path` under `transform` when it is one rectangle whose corners land on
    /// whole pixels (as a `clipped()` frame's usually does), which clips exactly those pixels,
    /// fully: no coverage to rasterize, store or multiply by. `nil` for any other path.
    static func pixelAlignedRectangle(_ path: Path, transform t: CGAffineTransform) -> PixelRect? {
        guard t.b == 0, t.c == 0 else { return nil }
        var corners: [(x: Double, y: Double)] = []
        for (index, element) in path.elements.enumerated() {
            switch element {
            case .move(let p) where index == 0, .line(let p) where index > 0:
                corners.append((Double(t.a * p.x + t.tx), Double(t.d * p.y + t.ty)))
            case .closeSubpath where index == path.elements.count - 1:
                break
            default:
                return nil
            }
        }
        // A closing line back to the start adds nothing.
        if corners.count == 5, corners[4] == corners[0] { corners.removeLast() }
        guard corners.count == 4 else { return nil }
        for (index, corner) in corners.enumerated() {
            let next = corners[(index + 1) % 4]
            // Each side runs along one axis, and every corner lies on whole pixels.
            guard (corner.x == next.x) != (corner.y == next.y), abs(corner.x) < 1e9, abs(corner.y) < 1e9,
                  corner.x.rounded() == corner.x, corner.y.rounded() == corner.y else { return nil }
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard Set(xs).count == 2, Set(ys).count == 2 else { return nil }
        return PixelRect(minX: Int(xs.min()!), minY: Int(ys.min()!), maxX: Int(xs.max()!), maxY: Int(ys.max()!))
    }
}
