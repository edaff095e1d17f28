import Foundation

/// A glyph's coverage rasterized once at one pixel size and subpixel offset, then composited
/// wherever the glyph appears. Drawing text is mostly copying these.
struct GlyphMask: Sendable {
    /// Subpixel positions per pixel along each axis, as a power of two: pen positions are
    /// rounded to quarter pixels.
    static let subpixelShift = 2
    static let subpixelSteps = 1 << subpixelShift
    /// Glyphs larger than this many pixels per em are filled as paths instead of cached.
    static let largestCachedSize: CGFloat = 256
    /// How many masks one typeface keeps before starting over.
    static let cacheLimit = 8192

    /// The column of the mask's left edge, relative to the whole pixel holding the glyph origin.
    let left: Int
    /// The row of the mask's top edge, relative to the whole pixel holding the glyph origin.
    let top: Int
    let width: Int
    let height: Int
    /// Coverage 0...255, row by row.
    let coverage: [UInt8]

    /// What a mask depends on, packed into one integer: glyph, size and subpixel offsets.
    struct Key: Hashable, Sendable {
        let bits: UInt64

        /// `pixelSize` is in 1/64 pixels per em; `subpixelX` and `subpixelY` are in
        /// `subpixelSteps`ths of a pixel.
        init(glyph: UInt32, pixelSize: Int, subpixelX: Int, subpixelY: Int) {
            bits = UInt64(glyph) << 32 | UInt64(pixelSize) << 8 | UInt64(subpixelX) << 4 | UInt64(subpixelY)
        }
    }

    /// Rasterizes `outline` (font units, y down) at `scale` pixels per unit, shifted by
    /// (`shiftX`, `shiftY`) pixels.
    static func rasterizing(_ outline: Path, scale: CGFloat, shiftX: CGFloat, shiftY: CGFloat,
                            scratch: RasterizerScratch) -> GlyphMask {
        let bounds = outline.boundingRect
        guard !outline.isEmpty, bounds.minX.isFinite else {
            return GlyphMask(left: 0, top: 0, width: 0, height: 0, coverage: [])
        }
        // The mask starts one pixel outside the outline's bounds, so its own origin is positive.
        let left = Int((bounds.minX * scale + shiftX).rounded(.down)) - 1
        let top = Int((bounds.minY * scale + shiftY).rounded(.down)) - 1
        let right = Int((bounds.maxX * scale + shiftX).rounded(.up)) + 1
        let bottom = Int((bounds.maxY * scale + shiftY).rounded(.up)) + 1
        let rect = PixelRect(minX: 0, minY: 0, maxX: right - left, maxY: bottom - top)
        var edges = scratch.borrowEdgeList(clip: rect)
        let placement = CGAffineTransform(a: scale, b: 0, c: 0, d: scale,
                                          tx: shiftX - CGFloat(left), ty: shiftY - CGFloat(top))
        outline.flatten(transform: placement, tolerance: flatteningTolerance, into: &edges)
        var writer = MaskWriter(bounds: rect)
        CellRasterizer.rasterize(edges, rule: .nonZero, scratch: scratch, into: &writer)
        scratch.recycle(edges)
        return GlyphMask(left: left, top: top, width: rect.width, height: rect.height, coverage: writer.coverage)
    }
}
