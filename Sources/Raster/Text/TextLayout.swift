import Foundation

/// Text broken into lines and placed: what `ShapedText.layout(width:height:style:)` gives and
/// `RasterCanvas.draw(_:at:color:)` draws. Coordinates are in points with y pointing down and the
/// origin at the top left of the text's bounds.
public struct TextLayout: Sendable {
    /// Glyphs of one face at one size, in drawing order.
    public struct GlyphRun: Sendable {
        /// The face the glyphs belong to.
        public let typeface: Typeface
        /// Points per em (after any scaling down).
        public let size: CGFloat
        /// Glyph indices in `typeface`.
        public var glyphs: [UInt32]
        /// Each glyph's origin on the baseline, relative to the line's origin.
        public var positions: [CGPoint]
        /// The index of the span (of those the text was shaped from) the glyphs belong to.
        public let spanIndex: Int
        /// Where the run's characters start and end across the line, relative to its origin
        /// (where underlines and strikethrough lines run).
        public internal(set) var extent: ClosedRange<CGFloat>
    }

    /// One line.
    public struct Line: Sendable {
        /// The characters shown, an ellipsis included where the line was truncated.
        public let text: String
        /// The start of the baseline, relative to the layout's top left.
        public let origin: CGPoint
        /// The width of the visible characters (trailing spaces hang past it).
        public let width: CGFloat
        /// From the top of the line to the baseline.
        public let ascent: CGFloat
        /// From the baseline to the bottom of the line, leading included.
        public let descent: CGFloat
        /// The glyphs.
        public let runs: [GlyphRun]
    }

    /// The lines, top to bottom.
    public let lines: [Line]
    /// The width of the widest line by the height of all lines with their spacing.
    public let size: CGSize
    /// Whether text was left out (and an ellipsis shown).
    public let isTruncated: Bool
    /// The factor the font sizes were scaled by to fit (1 unless `minimumScaleFactor` allowed less).
    public let scaleFactor: CGFloat

    /// The baseline of the first line, from the top (0 without lines).
    public var firstBaseline: CGFloat { lines.first?.origin.y ?? 0 }
    /// The baseline of the last line, from the top (0 without lines).
    public var lastBaseline: CGFloat { lines.last?.origin.y ?? 0 }
}

extension TextLayout {
    /// This layout showing only `lines`, each where it is: for drawing parts of a layout.
    public func showing(_ lines: [Line]) -> TextLayout {
        TextLayout(lines: lines, size: size, isTruncated: isTruncated, scaleFactor: scaleFactor)
    }
}

extension TextLayout.Line {
    /// This line with only `runs`, each where it is: for drawing parts of a line.
    public func showing(_ runs: [TextLayout.GlyphRun]) -> TextLayout.Line {
        TextLayout.Line(text: text, origin: origin, width: width, ascent: ascent, descent: descent, runs: runs)
    }
}
