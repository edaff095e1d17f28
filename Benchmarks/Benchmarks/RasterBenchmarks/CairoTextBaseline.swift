import CCairo
import Foundation
import Raster

/// Cairo drawing the glyphs of a laid-out text with its FreeType backend, from the same font
/// file, unhinted and grey anti-aliased like Raster, as the baseline for glyph drawing.
final class CairoTextCanvas {
    private let surface: OpaquePointer
    private let context: OpaquePointer
    private var library: FT_Library?
    private var face: FT_Face?
    private let fontFace: OpaquePointer

    init(width: Int, height: Int, fontPath: String, size: CGFloat) {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        context = cairo_create(surface)
        FT_Init_FreeType(&library)
        FT_New_Face(library, fontPath, 0, &face)
        fontFace = cairo_ft_font_face_create_for_ft_face(face, Int32(FT_LOAD_NO_HINTING))
        cairo_set_font_face(context, fontFace)
        cairo_set_font_size(context, size)
        Self.drawTextUnhintedInGrey(in: context)
        cairo_set_source_rgba(context, 0, 0, 0, 1)
    }

    deinit {
        cairo_destroy(context)
        cairo_font_face_destroy(fontFace)
        cairo_surface_destroy(surface)
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    /// Sets `context` to draw text as Raster does: no hinting (outlines nor metrics), grey
    /// anti-aliasing.
    static func drawTextUnhintedInGrey(in context: OpaquePointer) {
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }

    /// The layout's glyphs as Cairo glyphs, positioned from `origin`.
    static func glyphs(of layout: TextLayout, at origin: CGPoint) -> [cairo_glyph_t] {
        layout.lines.flatMap { line in
            line.runs.flatMap { run in
                zip(run.glyphs, run.positions).map { glyph, position in
                    cairo_glyph_t(index: UInt(glyph), x: origin.x + line.origin.x + position.x,
                                  y: origin.y + line.origin.y + position.y)
                }
            }
        }
    }

    func show(_ glyphs: [cairo_glyph_t]) {
        glyphs.withUnsafeBufferPointer { cairo_show_glyphs(context, $0.baseAddress, Int32($0.count)) }
    }

    /// Keeps the optimiser from dropping the drawing.
    var firstPixel: UInt8 {
        cairo_surface_flush(surface)
        return cairo_image_surface_get_data(surface)[0]
    }
}
