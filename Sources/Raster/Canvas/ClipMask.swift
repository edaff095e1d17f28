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
        for y in bounds.minY..<bounds.maxY {
            for x in bounds.minX..<bounds.maxX {
                let index = (y - bounds.minY) * width + (x - bounds.minX)
                let outer = other[(y - otherBounds.minY) * otherBounds.width + (x - otherBounds.minX)]
                values[index] = UInt8(vt_multiply8(UInt32(values[index]), UInt32(outer)))
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
