import Foundation

extension ShapedRun {
    /// The run's glyph outlines as one path at `size` points per em, with the pen starting at
    /// `origin` on the baseline.
    public func path(atSize size: CGFloat, origin: CGPoint) -> Path {
        let scale = size / CGFloat(typeface.unitsPerEm)
        var path = Path()
        var pen = 0
        for glyph in glyphs {
            let x = origin.x + CGFloat(pen + Int(glyph.offset.x)) * scale
            let y = origin.y - CGFloat(glyph.offset.y) * scale
            let outline = typeface.outline(of: glyph.glyph)
            if !outline.isEmpty {
                path.addPath(outline, transform: CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: x, ty: y))
            }
            pen += Int(glyph.advance)
        }
        return path
    }
}

extension Canvas {
    /// Draws a shaped run at `size` points per em with its baseline starting at `origin`.
    public func fill(_ run: ShapedRun, size: CGFloat, at origin: CGPoint, color: RGBAColor) throws {
        try fill(run.path(atSize: size, origin: origin), color: color)
    }
}
