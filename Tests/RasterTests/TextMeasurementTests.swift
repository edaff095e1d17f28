import Foundation
import Testing
@testable import Raster

/// Measuring text without placing its glyphs gives what the full layout gives, to the bit: sizes,
/// line counts, baselines, truncation and scale, for a table of strings, fonts, proposals and styles.
struct TextMeasurementTests {
    static let strings = [
        "", "Hi", "Morning light", "Continuous corners, a clipped photo and body text that wraps",
        TextLayoutTests.paragraph, "Supercalifragilisticexpialidocious antidisestablishmentarianism",
        "Two\nparagraphs, the second one longer than the first", "Trailing spaces   ", "   Leading spaces",
        "Ελληνικά και кириллица, ✓ and a missing 漢字", "state-of-the-art/hyphen–dash—em",
    ]

    static let widths: [CGFloat?] = [nil, 0, 1, 20, 57.5, 100, 133.33, 240, 1_000, .infinity, .nan]

    static let styles: [ParagraphStyle] = [
        ParagraphStyle(),
        ParagraphStyle(lineLimit: 2),
        ParagraphStyle(lineLimit: 1, truncationMode: .head, alignment: .right),
        ParagraphStyle(lineLimit: 1, truncationMode: .middle, alignment: .center, lineSpacing: 3),
        ParagraphStyle(lineLimit: 2, lineSpacing: 6, minimumScaleFactor: 0.5),
        ParagraphStyle(minimumScaleFactor: 0.7),
    ]

    /// Spans in a few faces and sizes, one of them mixing two fonts.
    static func spanSets(_ text: String) throws -> [[TextSpan]] {
        let library = FontLibrary.shared
        let regular = try library.typeface(family: "Inter", file: "Inter-Regular.otf")
        let bold = try library.typeface(family: "Inter", file: "Inter-Bold.otf")
        let serif = try library.typeface(family: "NotoSerif", file: "NotoSerif-Regular.ttf")
        let half = text.index(text.startIndex, offsetBy: text.count / 2)
        return [
            [TextSpan(text, font: TextFont(typeface: regular, size: 17))],
            [TextSpan(text, font: TextFont(typeface: bold, size: 12.5, fallbacks: [serif]), kerning: 0.5, tracking: -0.2)],
            [TextSpan(String(text[..<half]), font: TextFont(typeface: serif, size: 28)),
             TextSpan(String(text[half...]), font: TextFont(typeface: regular, size: 11, tracking: 0.4))],
        ]
    }

    @Test(arguments: strings)
    func measuringAgreesWithTheFullLayout(_ text: String) throws {
        for spans in try Self.spanSets(text) {
            let shaped = ShapedText(spans)
            for width in Self.widths {
                for height in [nil, 0, 15, 40] as [CGFloat?] {
                    for style in Self.styles {
                        let layout = shaped.layout(width: width, height: height, style: style)
                        let measured = shaped.measure(width: width, height: height, style: style)
                        #expect(measured == layout.measurement,
                                "\(text.prefix(20)) at \(String(describing: width)) x \(String(describing: height)), \(style)")
                    }
                }
            }
        }
    }

    @Test func aMeasurementDescribesItsLayout() throws {
        let shaped = ShapedText(try Self.spanSets(TextLayoutTests.paragraph)[0])
        let layout = shaped.layout(width: 120, style: ParagraphStyle(lineLimit: 3))
        let measured = shaped.measure(width: 120, style: ParagraphStyle(lineLimit: 3))
        #expect(measured.lineCount == 3 && layout.lines.count == 3)
        #expect(measured.isTruncated)
        #expect(measured.size.width <= 120 && measured.size.width > 60)
        #expect(measured.firstBaseline == layout.lines[0].origin.y)
        #expect(measured.lastBaseline == layout.lines[2].origin.y)
        #expect(measured.firstLineHeight == layout.lines[0].ascent + layout.lines[0].descent)
    }
}
