import CCairo
import Foundation
import Raster

/// Cairo drawing `PeerScene`'s items through its own API in the same run: paths filled,
/// photos painted through a rounded clip, and the same shaped glyphs
/// shown with its FreeType backend (unhinted, grey anti-aliasing, as in `CairoTextCanvas`).
final class CairoPeerScene {
    private let scene: PeerScene
    private let surface: OpaquePointer
    private let context: OpaquePointer
    private let photo: CairoImage
    private var library: FT_Library?
    private var faces: [FT_Face?] = [nil, nil]
    private var fontFaces: [OpaquePointer] = []
    /// Each label's glyphs, positioned.
    private let glyphs: [[cairo_glyph_t]]

    /// How photos are filtered: `CAIRO_FILTER_GOOD` (box-filtered when shrinking, Raster's
    /// quality) or `CAIRO_FILTER_BILINEAR` (cheaper; shrinking skips source pixels).
    private let filter: cairo_filter_t

    init(scene: PeerScene, filter: cairo_filter_t = CAIRO_FILTER_GOOD) throws {
        self.scene = scene
        self.filter = filter
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(PeerScene.width), Int32(PeerScene.height))
        context = cairo_create(surface)
        photo = CairoImage(scene.photo)
        FT_Init_FreeType(&library)
        for (index, file) in ["Inter-Regular.otf", "Inter-SemiBold.otf"].enumerated() {
            FT_New_Face(library, try FontLibrary.shared.url(family: "Inter", file: file).path, 0, &faces[index])
            fontFaces.append(cairo_ft_font_face_create_for_ft_face(faces[index], Int32(FT_LOAD_NO_HINTING)))
        }
        CairoTextCanvas.drawTextUnhintedInGrey(in: context)
        glyphs = scene.labels.map { CairoTextCanvas.glyphs(of: $0.layout, at: $0.origin) }
    }

    deinit {
        cairo_destroy(context)
        fontFaces.forEach { cairo_font_face_destroy($0) }
        cairo_surface_destroy(surface)
        faces.forEach { FT_Done_Face($0) }
        FT_Done_FreeType(library)
    }

    func draw() {
        fill(Path(CGRect(x: 0, y: 0, width: PeerScene.width, height: PeerScene.height)), PeerScene.background)
        for card in scene.cards {
            fill(Path(roundedRect: card.offsetBy(dx: 0, dy: 6), cornerRadius: PeerScene.cornerRadius), PeerScene.shadow)
            fill(Path(roundedRect: card, cornerRadius: PeerScene.cornerRadius), .white)
        }
        for item in scene.photos {
            cairo_save(context)
            CairoCanvas.setPath(Path(roundedRect: item.frame, cornerRadius: PeerScene.photoRadius), on: context)
            cairo_clip(context)
            cairo_translate(context, item.rect.minX, item.rect.minY)
            cairo_scale(context, item.rect.width / item.source.width, item.rect.height / item.source.height)
            cairo_set_source_surface(context, photo.surface, -item.source.minX, -item.source.minY)
            cairo_pattern_set_filter(cairo_get_source(context), filter)
            cairo_paint(context)
            cairo_restore(context)
        }
        for badge in scene.badges {
            fill(Path(roundedRect: badge, cornerRadius: badge.height / 2, style: .circular), PeerScene.badge)
        }
        for (label, glyphs) in zip(scene.labels, glyphs) {
            cairo_set_font_face(context, fontFaces[label.semibold ? 1 : 0])
            cairo_set_font_size(context, Double(label.layout.lines.first?.runs.first?.size ?? 17))
            cairo_set_source_rgba(context, label.color.red, label.color.green, label.color.blue, label.color.alpha)
            glyphs.withUnsafeBufferPointer { cairo_show_glyphs(context, $0.baseAddress, Int32($0.count)) }
        }
    }

    private func fill(_ path: Path, _ color: RGBAColor) {
        CairoCanvas.setPath(path, on: context)
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
        cairo_fill(context)
    }

    /// The frame as PNG, to look at.
    func writePNG(to path: String) {
        cairo_surface_write_to_png(surface, path)
    }

    /// Keeps the optimiser from dropping the drawing.
    var firstPixel: UInt8 {
        cairo_surface_flush(surface)
        return cairo_image_surface_get_data(surface)[0]
    }
}
