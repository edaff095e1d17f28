import CCairo
import Foundation
import Raster

/// Cairo drawing the same paths, so that timings can be compared as ratios within one run on a
/// machine whose absolute speed varies. Cairo keeps its default tolerance (0.1 px, coarser than
/// Raster's 0.025 px) and default anti-aliasing.
final class CairoCanvas {
    private let surface: OpaquePointer
    private let context: OpaquePointer

    init(width: Int, height: Int) {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        context = cairo_create(surface)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Fills `path` with `color`, non-zero winding, source-over.
    func fill(_ path: Path, color: RGBAColor) {
        CairoCanvas.setPath(path, on: context)
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
        cairo_fill(context)
    }

    /// Replaces `context`'s current path with `path`.
    static func setPath(_ path: Path, on context: OpaquePointer) {
        cairo_new_path(context)
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(context, p.x, p.y)
            case .line(let p): cairo_line_to(context, p.x, p.y)
            case .quadCurve(let p, let c):
                var x = 0.0, y = 0.0
                cairo_get_current_point(context, &x, &y)
                cairo_curve_to(context, x + 2 / 3 * (c.x - x), y + 2 / 3 * (c.y - y),
                               p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
            case .curve(let p, let c1, let c2): cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .closeSubpath: cairo_close_path(context)
            }
        }
    }

    /// Fills `rect` with a linear gradient through evenly spaced `colors` from `start` to `end`.
    func fill(_ rect: CGRect, linearGradient colors: [RGBAColor], from start: CGPoint, to end: CGPoint) {
        let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
        for (index, color) in colors.enumerated() {
            cairo_pattern_add_color_stop_rgba(pattern, Double(index) / Double(max(1, colors.count - 1)), color.red,
                                              color.green, color.blue, color.alpha)
        }
        cairo_set_source(context, pattern)
        cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
        cairo_fill(context)
        cairo_pattern_destroy(pattern)
    }

    /// Paints `image` scaled into `rect` with Cairo's "good" filter (box-filtered when shrinking).
    func draw(_ image: CairoImage, in rect: CGRect) {
        cairo_save(context)
        cairo_translate(context, rect.minX, rect.minY)
        cairo_scale(context, rect.width / Double(image.width), rect.height / Double(image.height))
        cairo_set_source_surface(context, image.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
        cairo_paint(context)
        cairo_restore(context)
    }

    /// Keeps the optimiser from dropping the drawing.
    var firstPixel: UInt8 {
        cairo_surface_flush(surface)
        return cairo_image_surface_get_data(surface)[0]
    }
}

/// A bitmap's pixels as a Cairo image surface (channel order aside, the same premultiplied data).
final class CairoImage {
    let surface: OpaquePointer
    let width: Int
    let height: Int

    init(_ bitmap: Bitmap) {
        width = bitmap.width
        height = bitmap.height
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        bitmap.pixels.withUnsafeBytes { source in
            for y in 0..<height {
                memcpy(data + y * stride, source.baseAddress! + y * width * 4, width * 4)
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    deinit {
        cairo_surface_destroy(surface)
    }
}
