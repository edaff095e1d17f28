import CHarfBuzz
import Foundation

/// One glyph placed by the shaper, in font units.
public struct ShapedGlyph: Hashable, Sendable {
    /// The glyph's index in its typeface.
    public var glyph: UInt32
    /// The UTF-8 offset in the text of the character(s) the glyph stands for.
    public var cluster: Int
    /// How far the pen moves after the glyph.
    public var advance: Int32
    /// The glyph's offset from the pen position (y up, as fonts measure).
    public var offset: (x: Int32, y: Int32)

    public static func == (lhs: ShapedGlyph, rhs: ShapedGlyph) -> Bool {
        lhs.glyph == rhs.glyph && lhs.cluster == rhs.cluster && lhs.advance == rhs.advance
            && lhs.offset.x == rhs.offset.x && lhs.offset.y == rhs.offset.y
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(glyph)
        hasher.combine(cluster)
        hasher.combine(advance)
        hasher.combine(offset.x)
        hasher.combine(offset.y)
    }
}

/// A run of text in one typeface, shaped: glyphs with positions in font units.
public struct ShapedRun: Sendable {
    /// The face the glyphs belong to.
    public let typeface: Typeface
    /// The glyphs in visual order.
    public let glyphs: [ShapedGlyph]

    /// The sum of the advances, in font units.
    public var advance: Int { glyphs.reduce(0) { $0 + Int($1.advance) } }

    /// The run's width at `size` points per em.
    public func width(atSize size: CGFloat) -> CGFloat {
        CGFloat(advance) * size / CGFloat(typeface.unitsPerEm)
    }
}

/// Shapes text with HarfBuzz: kerning and other positioning (GPOS), ligatures and contextual
/// alternates (GSUB), and OpenType features on request.
public enum TextShaper {
    /// Shapes `text` in `typeface`. `features` are HarfBuzz feature strings such as `"tnum"` or
    /// `"-kern"`. The language is fixed (English rules) rather than taken from the host's locale,
    /// so that shaping is the same on every machine.
    public static func shape(_ text: String, typeface: Typeface, features: [String] = []) -> ShapedRun {
        let utf8 = Array(text.utf8)
        return shape(utf8: utf8, range: 0..<utf8.count, typeface: typeface, features: features)
    }

    /// Shapes the bytes `range` of UTF-8 text `utf8`, with the text around it as context (for
    /// contextual alternates and joining). Glyph clusters are byte offsets into `utf8`. Runs are
    /// shaped left to right; right-to-left scripts are not reordered yet.
    static func shape(utf8: [UInt8], range: Range<Int>, typeface: Typeface, features: [String]) -> ShapedRun {
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), UInt32(range.lowerBound),
                                   Int32(range.count))
            }
        }
        hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
        hb_buffer_guess_segment_properties(buffer)
        hb_buffer_set_language(buffer, hb_language_from_string("en", -1))
        let parsed = features.compactMap { string -> hb_feature_t? in
            var feature = hb_feature_t()
            return hb_feature_from_string(string, -1, &feature) != 0 ? feature : nil
        }
        parsed.withUnsafeBufferPointer { list in
            hb_shape(typeface.harfBuzzFont, buffer, list.baseAddress, UInt32(list.count))
        }
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            let info = infos![i], position = positions![i]
            glyphs.append(ShapedGlyph(glyph: info.codepoint, cluster: Int(info.cluster), advance: position.x_advance,
                                      offset: (position.x_offset, position.y_offset)))
        }
        return ShapedRun(typeface: typeface, glyphs: glyphs)
    }
}
