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
        let rect = edges.edges.isEmpty ? PixelRect.empty : edges.clip.intersection(edges.pixelBounds)
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

/// Writes coverage spans into a mask buffer.
private struct MaskWriter: SpanSink {
    let bounds: PixelRect
    var coverage: [UInt8]

    init(bounds: PixelRect) {
        self.bounds = bounds
        coverage = [UInt8](repeating: 0, count: max(0, bounds.width * bounds.height))
    }

    mutating func span(y: Int, x: Int, count: Int, coverage value: UInt8) {
        let start = (y - bounds.minY) * bounds.width + (x - bounds.minX)
        coverage.withUnsafeMutableBufferPointer { buffer in
            (buffer.baseAddress! + start).update(repeating: value, count: count)
        }
    }

    mutating func span(y: Int, x: Int, count: Int, coverages: UnsafePointer<UInt8>) {
        let start = (y - bounds.minY) * bounds.width + (x - bounds.minX)
        coverage.withUnsafeMutableBufferPointer { buffer in
            (buffer.baseAddress! + start).update(from: coverages, count: count)
        }
    }
}

extension EdgeList {
    /// The whole pixels the edges touch.
    var pixelBounds: PixelRect {
        guard !edges.isEmpty else { return .empty }
        let shift = FixedPoint.shift, one = FixedPoint.one
        return PixelRect(minX: Int(minX >> shift), minY: Int(minY >> shift),
                         maxX: Int((maxX + one - 1) >> shift), maxY: Int((maxY + one - 1) >> shift))
    }
}
