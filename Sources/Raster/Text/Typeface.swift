import CFreeType
import CHarfBuzz
import Foundation
import Synchronization

/// One font face loaded from font data: its metrics, its glyph outlines (from FreeType, without
/// hinting, in font units) and its shaping (HarfBuzz, from the same bytes).
///
/// A typeface is safe to share between threads: FreeType is used under a lock and outlines are
/// cached; HarfBuzz fonts are immutable once made.
public final class Typeface: @unchecked Sendable {
    /// A name for messages, such as the file name.
    public let name: String
    /// Font design units per em.
    public let unitsPerEm: Int
    /// Distance from the baseline to the top of the line, in font units (positive).
    public let ascender: Int
    /// Distance from the baseline to the bottom of the line, in font units (negative).
    public let descender: Int
    /// Extra space between lines, in font units.
    public let lineGap: Int
    /// The height of capital letters above the baseline, in font units: OS/2's `sCapHeight`, or
    /// 70% of the em for fonts that do not record it (*unverified*, about what Latin fonts have).
    public let capHeight: Int
    /// Where underlines go: the top of the line, from the baseline up, in font units
    /// (negative: below the baseline).
    public let underlinePosition: Int
    /// How thick underlines are, in font units.
    public let underlineThickness: Int
    /// Where strikethrough lines go: their bottom, from the baseline up, in font units.
    public let strikeoutPosition: Int
    /// How thick strikethrough lines are, in font units.
    public let strikeoutThickness: Int
    /// The family name recorded in the font, such as "Inter".
    public let familyName: String
    /// The PostScript name recorded in the font, such as "Inter-Regular".
    public let postScriptName: String

    private let freeType: Mutex<FreeTypeFace>
    private let outlines = Mutex<[UInt32: Path]>([:])
    /// Rasterized glyphs, by `GlyphMask.Key`.
    private let masks = Mutex<[GlyphMask.Key: GlyphMask]>([:])
    let harfBuzzFont: OpaquePointer

    /// Loads the face from font file data (OpenType, TrueType or CFF).
    public init(data: Data, name: String) throws {
        let face = try FreeTypeFace(data: data, name: name)
        self.name = name
        let units = Int(face.face.pointee.units_per_EM)
        familyName = face.face.pointee.family_name.map { String(cString: $0) } ?? name
        postScriptName = FT_Get_Postscript_Name(face.face).map { String(cString: $0) } ?? name
        unitsPerEm = units
        // The horizontal header's metrics, as CoreText uses them (FreeType takes OS/2's when the
        // header has none).
        ascender = Int(face.face.pointee.ascender)
        descender = Int(face.face.pointee.descender)
        lineGap = max(0, Int(face.face.pointee.height) - ascender + descender)
        // The post table's underline, and OS/2's strikeout; fonts without them get the usual
        // proportions of the em.
        let underlineThickness = Int(face.face.pointee.underline_thickness)
        self.underlineThickness = underlineThickness > 0 ? underlineThickness : max(1, units / 14)
        underlinePosition = underlineThickness > 0 ? Int(face.face.pointee.underline_position) : -units / 10
        let os2 = FT_Get_Sfnt_Table(face.face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self).pointee
        // OS/2 version 2 and later record the cap height.
        if let os2, os2.version >= 2, os2.sCapHeight > 0 {
            capHeight = Int(os2.sCapHeight)
        } else {
            capHeight = units * 7 / 10
        }
        if let os2, os2.yStrikeoutSize > 0 {
            strikeoutPosition = Int(os2.yStrikeoutPosition)
            strikeoutThickness = Int(os2.yStrikeoutSize)
        } else {
            strikeoutPosition = units * 3 / 10
            strikeoutThickness = self.underlineThickness
        }
        harfBuzzFont = data.withUnsafeBytes { raw in
            // Duplicate mode: HarfBuzz keeps its own copy of the bytes.
            let blob = hb_blob_create(raw.baseAddress?.assumingMemoryBound(to: CChar.self), UInt32(raw.count),
                                      HB_MEMORY_MODE_DUPLICATE, nil, nil)
            let hbFace = hb_face_create(blob, 0)
            let font = hb_font_create(hbFace)!
            // Shaping in font units: positions are exact integers, scaled to points when laid out.
            hb_font_set_scale(font, Int32(units), Int32(units))
            hb_font_make_immutable(font)
            hb_face_destroy(hbFace)
            hb_blob_destroy(blob)
            return font
        }
        freeType = Mutex(face)
    }

    /// Loads the face from a font file.
    public convenience init(contentsOf url: URL) throws {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw FontError.missingFile(url.path)
        }
        try self.init(data: data, name: url.lastPathComponent)
    }

    deinit {
        hb_font_destroy(harfBuzzFont)
    }

    /// The glyph for a Unicode scalar, or `nil` when the face has none.
    public func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(harfBuzzFont, scalar.value, &glyph) != 0 ? glyph : nil
    }

    /// The glyph drawn for characters no available face has: a hollow box, the same in every
    /// face (fonts' own `.notdef` glyphs vary and some are blank).
    public static let missingGlyph = UInt32.max

    /// How far the pen moves after `glyph`, in font units.
    public func advance(of glyph: UInt32) -> Int {
        if glyph == Self.missingGlyph { return unitsPerEm * 62 / 100 }
        return Int(hb_font_get_glyph_h_advance(harfBuzzFont, glyph))
    }

    /// The outline of `glyph` in font units, y pointing down (so it can be placed like any path),
    /// origin on the baseline. Empty for glyphs without an outline, such as the space.
    public func outline(of glyph: UInt32) -> Path {
        if let cached = outlines.withLock({ $0[glyph] }) { return cached }
        let path = glyph == Self.missingGlyph ? missingGlyphBox() : freeType.withLock { $0.outline(of: glyph) }
        outlines.withLock { $0[glyph] = path }
        return path
    }

    /// A box outline the height of capitals: the outer contour clockwise, the inner one
    /// counter-clockwise, so the non-zero rule leaves it hollow.
    private func missingGlyphBox() -> Path {
        let em = CGFloat(unitsPerEm)
        let outer = CGRect(x: 0.06 * em, y: -0.72 * em, width: 0.5 * em, height: 0.72 * em)
        let inner = outer.insetBy(dx: 0.05 * em, dy: 0.05 * em)
        var path = Path(outer)
        path.move(to: CGPoint(x: inner.minX, y: inner.minY))
        path.addLine(to: CGPoint(x: inner.minX, y: inner.maxY))
        path.addLine(to: CGPoint(x: inner.maxX, y: inner.maxY))
        path.addLine(to: CGPoint(x: inner.maxX, y: inner.minY))
        path.closeSubpath()
        return path
    }

    /// The cached mask for `key`, made with `make` (outside the lock) when there is none yet.
    /// A mask depends only on its key, so which thread makes it first does not change pixels.
    func mask(for key: GlyphMask.Key, make: () -> GlyphMask) -> GlyphMask {
        if let cached = masks.withLock({ $0[key] }) { return cached }
        let mask = make()
        masks.withLock { cache in
            // A bound on memory for long runs over many sizes; dropping entries only costs time.
            if cache.count >= GlyphMask.cacheLimit { cache.removeAll(keepingCapacity: true) }
            cache[key] = mask
        }
        return mask
    }
}

/// A FreeType library and face, used only under the typeface's lock.
private struct FreeTypeFace: ~Copyable {
    var library: FT_Library?
    var face: FT_Face
    /// FreeType reads the font from this memory for as long as the face lives.
    private let bytes: UnsafeMutableRawBufferPointer

    init(data: Data, name: String) throws {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0 else {
            throw FontError.corruptFont(name: name, reason: "FreeType could not start")
        }
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, data.count), alignment: 8)
        _ = data.copyBytes(to: bytes.bindMemory(to: UInt8.self))
        var face: FT_Face?
        let error = FT_New_Memory_Face(library, bytes.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                       FT_Long(data.count), 0, &face)
        guard error == 0, let face else {
            FT_Done_FreeType(library)
            bytes.deallocate()
            throw FontError.corruptFont(name: name, reason: "FreeType error \(error) (\(FreeTypeFace.describe(error)))")
        }
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0, face.pointee.units_per_EM > 0 else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            bytes.deallocate()
            throw FontError.corruptFont(name: name, reason: "not a scalable outline font")
        }
        self.library = library
        self.face = face
        self.bytes = bytes
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
        bytes.deallocate()
    }

    func outline(of glyph: UInt32) -> Path {
        let flags = FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP
        guard FT_Load_Glyph(face, glyph, Int32(flags)) == 0,
              face.pointee.glyph.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return Path() }
        var builder = OutlineBuilder()
        var outline = face.pointee.glyph.pointee.outline
        var callbacks = FT_Outline_Funcs(
            move_to: { to, user in
                user!.assumingMemoryBound(to: OutlineBuilder.self).pointee.move(to!.pointee)
                return 0
            },
            line_to: { to, user in
                user!.assumingMemoryBound(to: OutlineBuilder.self).pointee.line(to!.pointee)
                return 0
            },
            conic_to: { control, to, user in
                user!.assumingMemoryBound(to: OutlineBuilder.self).pointee.quad(control!.pointee, to!.pointee)
                return 0
            },
            cubic_to: { control1, control2, to, user in
                user!.assumingMemoryBound(to: OutlineBuilder.self).pointee.cubic(control1!.pointee, control2!.pointee,
                                                                                  to!.pointee)
                return 0
            },
            shift: 0, delta: 0)
        _ = withUnsafeMutablePointer(to: &builder) { user in
            FT_Outline_Decompose(&outline, &callbacks, user)
        }
        builder.path.closeSubpath()
        return builder.path
    }

    private static func describe(_ error: FT_Error) -> String {
        switch error {
        case 0x02: return "cannot open resource"
        case 0x03: return "unknown file format"
        case 0x08: return "invalid font table"
        case 0x09: return "invalid table offset or size"
        default: return "invalid font data"
        }
    }
}

/// Collects FreeType's outline callbacks into a `Path`, flipping y to point down.
private struct OutlineBuilder {
    var path = Path()

    private func point(_ v: FT_Vector) -> CGPoint { CGPoint(x: Double(v.x), y: -Double(v.y)) }

    mutating func move(_ to: FT_Vector) {
        path.closeSubpath()
        path.move(to: point(to))
    }

    mutating func line(_ to: FT_Vector) { path.addLine(to: point(to)) }

    mutating func quad(_ control: FT_Vector, _ to: FT_Vector) {
        path.addQuadCurve(to: point(to), control: point(control))
    }

    mutating func cubic(_ c1: FT_Vector, _ c2: FT_Vector, _ to: FT_Vector) {
        path.addCurve(to: point(to), control1: point(c1), control2: point(c2))
    }
}
