/// Composites a solid premultiplied colour, source-over, along coverage spans, optionally
/// through a clip mask, and records the pixels it touched.
struct SolidSpanBlender: SpanSink {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    let color: UInt32
    let mask: UnsafePointer<UInt8>?
    let maskBounds: PixelRect
    private(set) var touched = PixelRect.empty

    init(pixels: UnsafeMutablePointer<UInt32>, width: Int, color: RGBA8, mask: UnsafePointer<UInt8>?,
         maskBounds: PixelRect) {
        self.pixels = pixels
        self.width = width
        self.color = color.packed
        self.mask = mask
        self.maskBounds = maskBounds
    }

    @inline(__always)
    mutating func span(y: Int, x: Int, count: Int, coverage: UInt8) {
        touched = touched.union(PixelRect(minX: x, minY: y, maxX: x + count, maxY: y + 1))
        let row = pixels + y * width + x
        if let mask {
            let maskRow = mask + (y - maskBounds.minY) * maskBounds.width + (x - maskBounds.minX)
            for i in 0..<count {
                let c = PixelMath.multiply(UInt32(coverage), UInt32(maskRow[i]))
                if c != 0 { row[i] = PixelMath.sourceOver(PixelMath.scale(color, by: c), row[i]) }
            }
            return
        }
        if coverage == 255, color >> 24 == 255 {
            row.update(repeating: color, count: count)
            return
        }
        let source = coverage == 255 ? color : PixelMath.scale(color, by: UInt32(coverage))
        let inverseAlpha = 255 &- (source >> 24)
        for i in 0..<count {
            row[i] = source &+ PixelMath.scale(row[i], by: inverseAlpha)
        }
    }
}
