import Foundation

/// A typeface at a size, with the line metrics and the fallback faces text is laid out with.
public struct TextFont: Sendable {
    /// Line metrics as fractions of the em, so that they scale with the size.
    public struct LineMetrics: Hashable, Sendable {
        /// From the top of a line to the baseline.
        public var ascent: CGFloat
        /// From the baseline to the bottom of the line (positive).
        public var descent: CGFloat
        /// Extra space below the line.
        public var leading: CGFloat
        /// The height of capital letters above the baseline.
        public var capHeight: CGFloat

        /// Metrics in ems.
        public init(ascent: CGFloat, descent: CGFloat, leading: CGFloat = 0, capHeight: CGFloat) {
            self.ascent = ascent
            self.descent = descent
            self.leading = leading
            self.capHeight = capHeight
        }

        /// The face's own metrics (its horizontal header, as CoreText reads them, and OS/2's cap height).
        public init(of typeface: Typeface) {
            let em = CGFloat(typeface.unitsPerEm)
            self.init(ascent: CGFloat(typeface.ascender) / em, descent: CGFloat(-typeface.descender) / em,
                      leading: CGFloat(typeface.lineGap) / em, capHeight: CGFloat(typeface.capHeight) / em)
        }
    }

    /// The face glyphs come from first.
    public var typeface: Typeface
    /// Points per em.
    public var size: CGFloat
    /// HarfBuzz feature strings, such as `"tnum"`.
    public var features: [String]
    /// The metrics lines are spaced by.
    public var lineMetrics: LineMetrics
    /// Faces tried in order for characters `typeface` lacks, before a missing-glyph box is drawn.
    public var fallbacks: [Typeface]
    /// Points the font itself adds after every character, as CoreText applies a system font's
    /// size-specific tracking: counted in the width like kerning (also after the last character),
    /// and leaving ligatures alone.
    public var tracking: CGFloat

    /// A font of `typeface` at `size` points. Line metrics default to the face's own.
    public init(typeface: Typeface, size: CGFloat, features: [String] = [], lineMetrics: LineMetrics? = nil,
                fallbacks: [Typeface] = [], tracking: CGFloat = 0) {
        self.typeface = typeface
        self.size = size
        self.features = features
        self.lineMetrics = lineMetrics ?? LineMetrics(of: typeface)
        self.fallbacks = fallbacks
        self.tracking = tracking
    }

    /// Ascent plus descent plus leading, in points.
    public var lineHeight: CGFloat {
        (lineMetrics.ascent + lineMetrics.descent + lineMetrics.leading) * size
    }
}

/// A piece of text in one font, with the spacing SwiftUI's `kerning` and `tracking` add.
public struct TextSpan: Sendable {
    /// The characters.
    public var text: String
    /// The font they are set in.
    public var font: TextFont
    /// Points added after every character, counted in the width even after the last one.
    public var kerning: CGFloat
    /// Points added after every character and treated as trailing whitespace; a non-zero
    /// amount turns off optional ligatures, as CoreText's tracking does.
    public var tracking: CGFloat
    /// Points the characters are raised above the line's baseline (lowered when negative); the
    /// line grows to hold them.
    public var baselineOffset: CGFloat
    /// How far the glyphs are moved (right, and up) from where the pen puts them, in points,
    /// moving neither the pen nor the line: an image set in the text (a symbol glyph) placed
    /// within the advance its kerning gives it.
    public var glyphOffset: CGSize

    /// A span of `text` in `font`.
    public init(_ text: String, font: TextFont, kerning: CGFloat = 0, tracking: CGFloat = 0, baselineOffset: CGFloat = 0,
                glyphOffset: CGSize = .zero) {
        self.text = text
        self.font = font
        self.kerning = kerning
        self.tracking = tracking
        self.baselineOffset = baselineOffset
        self.glyphOffset = glyphOffset
    }
}
