import Foundation
import Testing
@testable import Raster

/// Line breaking, truncation, alignment, spacing and scaling of shaped text.
struct TextLayoutTests {
    static let paragraph = "The quick brown fox jumps over the lazy dog while five boxing wizards jump quickly, "
        + "and a well-known state-of-the-art sphinx of black quartz judges my vow."

    static func font(size: CGFloat = 17) throws -> TextFont {
        TextFont(typeface: try FontLibrary.shared.typeface(family: "Inter", file: "Inter-Regular.otf"), size: size)
    }

    static func layout(_ text: String, width: CGFloat?, height: CGFloat? = nil, style: ParagraphStyle = ParagraphStyle(),
                       kerning: CGFloat = 0, tracking: CGFloat = 0) throws -> TextLayout {
        ShapedText([TextSpan(text, font: try font(), kerning: kerning, tracking: tracking)])
            .layout(width: width, height: height, style: style)
    }

    static func idealWidth(_ text: String) throws -> CGFloat {
        try layout(text, width: nil).size.width
    }

    // MARK: Measuring

    @Test func idealSizeIsOneLineOfTheFontsLineHeight() throws {
        let font = try Self.font()
        let layout = try Self.layout(Self.paragraph, width: nil)
        #expect(layout.lines.count == 1)
        #expect(layout.lines[0].text == Self.paragraph)
        // Inter: 2728 + 680 units per 2816-unit em, no line gap (REFERENCE section 3).
        #expect(abs(layout.size.height - 17 * 3408 / 2816) < 1e-9)
        #expect(abs(layout.firstBaseline - 17 * 2728 / 2816) < 1e-9)
        #expect(font.lineHeight == layout.size.height)
        let advance = TextShaper.shape(Self.paragraph, typeface: font.typeface).width(atSize: 17)
        #expect(abs(layout.size.width - advance) < 1e-9)
    }

    @Test(arguments: ["AV", "To"])
    func kernedPairsMeasureNarrowerThanTheirLetters(pair: String) throws {
        let letters = try pair.map { try Self.idealWidth(String($0)) }.reduce(0, +)
        #expect(try Self.idealWidth(pair) < letters - 0.3)
    }

    @Test func emptyTextHasNoSizeAndNoLines() throws {
        let layout = try Self.layout("", width: 100)
        #expect(layout.size == .zero)
        #expect(layout.lines.isEmpty)
    }

    @Test func trailingSpacesHangPastTheWidth() throws {
        #expect(try Self.idealWidth("Hello   ") == Self.idealWidth("Hello"))
        #expect(try Self.idealWidth("   Hello") > Self.idealWidth("Hello"))
    }

    @Test func kerningCountsAfterEveryCharacterAndTrackingHangsAfterTheLast() throws {
        let plain = try Self.idealWidth("ABCDEF")
        #expect(abs(try Self.layout("ABCDEF", width: nil, kerning: 3).size.width - (plain + 6 * 3)) < 1e-9)
        #expect(abs(try Self.layout("ABCDEF", width: nil, tracking: 3).size.width - (plain + 5 * 3)) < 1e-9)
        #expect(abs(try Self.layout("ABCDEF", width: nil, kerning: -1).size.width - (plain - 6)) < 1e-9)
    }

    @Test func trackingBreaksOptionalLigaturesAndKerningKeepsThem() throws {
        let font = TextFont(typeface: try FontLibrary.shared.typeface(family: "NotoSerif", file: "NotoSerif-Regular.ttf"),
                            size: 17)
        let glyphCount = { (text: ShapedText) in text.layout(width: nil).lines[0].runs.map(\.glyphs.count).reduce(0, +) }
        let plain = ShapedText([TextSpan("fi", font: font)])
        #expect(glyphCount(plain) == 1, "Noto Serif sets fi as a ligature")
        #expect(glyphCount(ShapedText([TextSpan("fi", font: font, kerning: 2)])) == 1)
        #expect(glyphCount(ShapedText([TextSpan("fi", font: font, tracking: 2)])) == 2)
    }

    // MARK: Wrapping

    /// Greedy wrapping computed independently from the widths of whole words.
    static func expectedLineCount(_ text: String, width: CGFloat) throws -> Int {
        let words = text.split(separator: " ").map(String.init)
        let space = try idealWidth("a a") - idealWidth("aa")
        var lines = 1
        var current: CGFloat = -space
        for word in words {
            let wordWidth = try idealWidth(word)
            if current + space + wordWidth > width, current > 0 {
                lines += 1
                current = wordWidth
            } else {
                current += space + wordWidth
            }
        }
        return lines
    }

    @Test(arguments: [(600, 3), (400, 4), (300, 5), (200, 8), (120, 13)] as [(CGFloat, Int)])
    func paragraphsWrapAtWordBoundaries(width: CGFloat, lines: Int) throws {
        let layout = try Self.layout(Self.paragraph, width: width)
        #expect(layout.lines.count == lines)
        #expect(layout.lines.count == (try Self.expectedLineCount(Self.paragraph, width: width)))
        #expect(!layout.isTruncated)
        #expect(layout.lines.allSatisfy { $0.width <= width })
        #expect(layout.size.width == layout.lines.map(\.width).max())
        // Lines are the text in order: joined back, nothing is lost or repeated.
        #expect(layout.lines.map(\.text).joined() == Self.paragraph)
        #expect(layout.lines.dropLast().allSatisfy { $0.text.hasSuffix(" ") || $0.text.hasSuffix("-") })
        // Each line is one line height below the last.
        let lineHeight = try Self.font().lineHeight
        for (upper, lower) in zip(layout.lines, layout.lines.dropFirst()) {
            #expect(abs(lower.origin.y - upper.origin.y - lineHeight) < 1e-9)
        }
        #expect(abs(layout.size.height - CGFloat(lines) * lineHeight) < 1e-9)
    }

    @Test func theIdealWidthFitsOnOneLineAndAnyLessWraps() throws {
        let ideal = try Self.idealWidth(Self.paragraph)
        #expect(try Self.layout(Self.paragraph, width: ideal).lines.count == 1)
        #expect(try Self.layout(Self.paragraph, width: ideal - 0.01).lines.count == 2)
    }

    @Test func hyphenatedWordsBreakAfterTheHyphen() throws {
        let width = try Self.idealWidth("state-of-the-") + 1
        let layout = try Self.layout("state-of-the-art", width: width)
        #expect(layout.lines.map(\.text) == ["state-of-the-", "art"])
        // A hyphen before a digit is a minus sign, not a break.
        #expect(try Self.layout("x -5", width: Self.idealWidth("x -") + 0.5).lines.map(\.text) == ["x ", "-5"])
    }

    @Test func lineSeparatorsAlwaysBreakAndEmptyLinesKeepTheirHeight() throws {
        let layout = try Self.layout("One\nTwo\n\nFour", width: nil)
        #expect(layout.lines.map(\.text) == ["One", "Two", "", "Four"])
        #expect(abs(layout.size.height - 4 * (try Self.font().lineHeight)) < 1e-9)
    }

    @Test func aWordWiderThanTheLineIsSplitBetweenCharacters() throws {
        let layout = try Self.layout("Supercalifragilisticexpialidocious", width: 60)
        #expect(layout.lines.count > 3)
        #expect(layout.lines.allSatisfy { $0.width <= 60 })
        #expect(layout.lines.map(\.text).joined() == "Supercalifragilisticexpialidocious")
        // Even a zero width shows every character, one per line.
        #expect(try Self.layout("abc", width: 0).lines.map(\.text) == ["a", "b", "c"])
    }

    @Test func ideographsBreakBetweenCharactersButNotBeforeClosingPunctuation() throws {
        // Missing-glyph boxes stand in for the ideographs (the bundled fonts have no CJK).
        let text = "日本語の文章。次の文"
        let layout = try Self.layout(text, width: 60)
        #expect(layout.lines.count > 1)
        #expect(layout.lines.map(\.text).joined() == text)
        #expect(!layout.lines.contains { $0.text.hasPrefix("。") })
    }

    // MARK: Truncation

    @Test func tailTruncationEndsTheLastLineWithAnEllipsis() throws {
        let layout = try Self.layout(Self.paragraph, width: 200, style: ParagraphStyle(lineLimit: 1))
        #expect(layout.isTruncated)
        #expect(layout.lines.count == 1)
        let text = layout.lines[0].text
        #expect(text.hasSuffix("\u{2026}") && !text.hasSuffix(" \u{2026}"))
        #expect(Self.paragraph.hasPrefix(String(text.dropLast())))
        #expect(layout.lines[0].width <= 200)
        // As many characters as fit: one more would not.
        let longer = String(Self.paragraph.prefix(text.count)) + "\u{2026}"
        #expect(try Self.idealWidth(longer) > 200)
    }

    @Test func headTruncationKeepsTheEnd() throws {
        let layout = try Self.layout(Self.paragraph, width: 200, style: ParagraphStyle(lineLimit: 1, truncationMode: .head))
        let text = layout.lines[0].text
        #expect(text.hasPrefix("\u{2026}"))
        #expect(Self.paragraph.hasSuffix(String(text.dropFirst())))
        #expect(layout.lines[0].width <= 200 && layout.lines[0].width > 180)
    }

    @Test func middleTruncationKeepsBothEnds() throws {
        let layout = try Self.layout(Self.paragraph, width: 200,
                                     style: ParagraphStyle(lineLimit: 1, truncationMode: .middle))
        let parts = layout.lines[0].text.split(separator: "\u{2026}", omittingEmptySubsequences: false)
        #expect(parts.count == 2)
        #expect(Self.paragraph.hasPrefix(String(parts[0])) && Self.paragraph.hasSuffix(String(parts[1])))
        #expect(parts[0].count > 5 && parts[1].count > 5)
        #expect(layout.lines[0].width <= 200)
    }

    @Test func lineLimitKeepsWholeLinesThenTruncatesTheLast() throws {
        let full = try Self.layout(Self.paragraph, width: 200)
        let limited = try Self.layout(Self.paragraph, width: 200, style: ParagraphStyle(lineLimit: 3))
        #expect(limited.lines.count == 3)
        #expect(limited.lines[0].text == full.lines[0].text && limited.lines[1].text == full.lines[1].text)
        #expect(limited.lines[2].text.hasSuffix("\u{2026}"))
        // A limit the text does not reach changes nothing.
        let loose = try Self.layout(Self.paragraph, width: 200, style: ParagraphStyle(lineLimit: 20))
        #expect(!loose.isTruncated && loose.lines.count == full.lines.count)
    }

    @Test func aShortProposedHeightShowsFewerLinesButNeverNone() throws {
        let lineHeight = try Self.font().lineHeight
        let twoAndABit = try Self.layout(Self.paragraph, width: 200, height: lineHeight * 2.5)
        #expect(twoAndABit.lines.count == 2 && twoAndABit.isTruncated)
        let tiny = try Self.layout(Self.paragraph, width: 200, height: 3)
        #expect(tiny.lines.count == 1 && tiny.isTruncated)
    }

    @Test func textEndingAtALineSeparatorIsTruncatedThere() throws {
        let layout = try Self.layout("First\nSecond\nThird", width: nil, style: ParagraphStyle(lineLimit: 2))
        #expect(layout.lines.map(\.text) == ["First", "Second\u{2026}"])
    }

    // MARK: Alignment, spacing, scaling

    @Test func linesAlignWithinTheWidestLine() throws {
        for (alignment, position) in [(ParagraphStyle.Alignment.left, 0.0), (.center, 0.5), (.right, 1.0)] {
            let layout = try Self.layout(Self.paragraph, width: 250, style: ParagraphStyle(alignment: alignment))
            for line in layout.lines {
                #expect(abs(line.origin.x - (layout.size.width - line.width) * position) < 1e-9)
            }
        }
    }

    @Test func lineSpacingGoesBetweenLinesOnly() throws {
        let plain = try Self.layout(Self.paragraph, width: 200)
        let spaced = try Self.layout(Self.paragraph, width: 200, style: ParagraphStyle(lineSpacing: 5))
        #expect(abs(spaced.size.height - plain.size.height - 5 * CGFloat(plain.lines.count - 1)) < 1e-9)
    }

    @Test func minimumScaleFactorShrinksToFitBeforeTruncating() throws {
        let text = "Shrink me to fit here"
        let ideal = try Self.idealWidth(text)
        let style = ParagraphStyle(lineLimit: 1, minimumScaleFactor: 0.5)
        let shrunk = try Self.layout(text, width: ideal * 0.8, style: style)
        #expect(!shrunk.isTruncated)
        #expect(shrunk.size.width <= ideal * 0.8)
        #expect(shrunk.scaleFactor < 0.8 && shrunk.scaleFactor > 0.79)
        #expect(shrunk.lines[0].runs[0].size == 17 * shrunk.scaleFactor)
        // Too narrow even at half size: half size, truncated.
        let truncated = try Self.layout(text, width: ideal * 0.3, style: style)
        #expect(truncated.isTruncated && truncated.scaleFactor == 0.5)
        // Text that fits is not scaled.
        #expect(try Self.layout(text, width: ideal, style: style).scaleFactor == 1)
    }

    // MARK: Fallback

    @Test func charactersTheFaceLacksComeFromTheFallbacksThenABox() throws {
        let inter = try FontLibrary.shared.typeface(family: "Inter", file: "Inter-Regular.otf")
        let serif = try FontLibrary.shared.typeface(family: "NotoSerif", file: "NotoSerif-Regular.ttf")
        let mono = try FontLibrary.shared.typeface(family: "JetBrainsMono", file: "JetBrainsMono-Regular.ttf")
        let font = TextFont(typeface: inter, size: 17, fallbacks: [serif, mono])
        // U+0500 is in Noto Serif only, U+2200 in JetBrains Mono only, the emoji in none.
        let layout = ShapedText("a\u{0500}\u{2200}\u{1F600}b", font: font).layout(width: nil)
        let runs = layout.lines[0].runs
        #expect(runs.map(\.typeface.name) == ["Inter-Regular.otf", "NotoSerif-Regular.ttf", "JetBrainsMono-Regular.ttf",
                                             "Inter-Regular.otf"])
        #expect(runs[3].glyphs.count == 2 && runs[3].glyphs[0] == Typeface.missingGlyph)
        #expect(layout.lines[0].text == "a\u{0500}\u{2200}\u{1F600}b")
        // The box is drawn: ink where the emoji was.
        let canvas = try RasterCanvas(width: 80, height: 24)
        try canvas.draw(layout, at: .zero, color: .black)
        let boxX = runs[3].positions[0].x
        let inked = (0..<24).contains { y in (Int(boxX)..<Int(boxX) + 10).contains { canvas.pixel(x: $0, y: y).alpha > 128 } }
        #expect(inked)
        // A family emoji is one cluster and one box, not one per scalar.
        let family = ShapedText("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", font: font).layout(width: nil)
        #expect(family.lines[0].runs.map(\.glyphs) == [[Typeface.missingGlyph]])
    }
}
