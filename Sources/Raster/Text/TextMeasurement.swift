import Foundation

/// Text laid out for a proposal, measured without its glyphs: what
/// `ShapedText.measure(width:height:style:)` gives, equal to `TextLayout.measurement` of the
/// layout it stands for. Points, y down from the text's top.
public struct TextMeasurement: Equatable, Sendable {
    /// The width of the widest line by the height of all lines with their spacing.
    public let size: CGSize
    /// The number of lines.
    public let lineCount: Int
    /// The baseline of the first line, from the top (0 without lines).
    public let firstBaseline: CGFloat
    /// The baseline of the last line, from the top (0 without lines).
    public let lastBaseline: CGFloat
    /// The first line's ascent and descent (0 without lines).
    public let firstLineHeight: CGFloat
    /// Whether text was left out (and an ellipsis shown).
    public let isTruncated: Bool
    /// The factor the font sizes were scaled by to fit.
    public let scaleFactor: CGFloat

    /// No text.
    static let empty = TextMeasurement(size: .zero, lineCount: 0, firstBaseline: 0, lastBaseline: 0, firstLineHeight: 0,
                                       isTruncated: false, scaleFactor: 1)
}

extension TextLayout {
    /// The layout's measurement.
    public var measurement: TextMeasurement {
        TextMeasurement(size: size, lineCount: lines.count, firstBaseline: firstBaseline, lastBaseline: lastBaseline,
                        firstLineHeight: lines.first.map { $0.ascent + $0.descent } ?? 0, isTruncated: isTruncated,
                        scaleFactor: scaleFactor)
    }
}
