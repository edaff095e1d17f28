import Foundation
import ViewTreePreviews
import Raster

/// A type specimen: every text style, weight and design, wrapping, alignment, truncation and
/// fallback, drawn with Raster's text layout on a 390-point-wide page, to be compared by eye with iOS.
enum TextSpecimen {
    /// The specimen as a view of 390 x 1540 points.
    static var view: some View { RasterDrawing(width: 390, height: 1540, draw: draw) }

    private static let margin: CGFloat = 16
    private static let width: CGFloat = 390 - 2 * margin
    private static let secondary = RGBAColor(red8: 60, green8: 60, blue8: 67).opacity(0.6)
    private static let guide = RGBAColor(red8: 0, green8: 122, blue8: 255).opacity(0.12)

    /// Where the next line of the page goes, and how it is drawn.
    private struct Cursor {
        let canvas: RasterCanvas
        var y: CGFloat = margin

        /// Draws `text` in `font` within `width`, tinting its bounds when `showBounds`, and returns
        /// its height.
        @discardableResult
        mutating func text(_ text: String, _ font: Font, width: CGFloat = TextSpecimen.width, x: CGFloat = margin,
                           style: ParagraphStyle = ParagraphStyle(), color: RGBAColor = .black,
                           showBounds: Bool = false, advance: Bool = true) throws -> CGFloat {
            let layout = ShapedText(text, font: try font.resolved().textFont).layout(width: width, style: style)
            if showBounds {
                try canvas.fill(Path(CGRect(origin: CGPoint(x: x, y: y), size: layout.size)), color: guide)
            }
            try canvas.draw(layout, at: CGPoint(x: x, y: y), color: color)
            if advance { y += layout.size.height }
            return layout.size.height
        }

        mutating func heading(_ title: String) throws {
            y += 20
            try text(title.uppercased(), .footnote, color: secondary)
            y += 6
        }
    }

    private static func draw(_ canvas: RasterCanvas) throws {
        try canvas.fill(Path(CGRect(x: 0, y: 0, width: 390, height: 1540)), color: .white)
        var cursor = Cursor(canvas: canvas)

        try cursor.heading("Text styles")
        let styles: [(String, Font)] = [("Large Title", .largeTitle), ("Title", .title), ("Title 2", .title2),
                                        ("Title 3", .title3), ("Headline", .headline), ("Body", .body),
                                        ("Callout", .callout), ("Subheadline", .subheadline),
                                        ("Footnote", .footnote), ("Caption", .caption), ("Caption 2", .caption2)]
        for (name, font) in styles {
            try cursor.text(name, font, showBounds: true)
            cursor.y += 2
        }

        try cursor.heading("Weights")
        let weights: [(String, Font.Weight)] = [("Ultralight", .ultraLight), ("Thin", .thin), ("Light", .light),
                                                ("Regular", .regular), ("Medium", .medium), ("Semibold", .semibold),
                                                ("Bold", .bold), ("Heavy", .heavy), ("Black", .black)]
        for (name, weight) in weights {
            try cursor.text("\(name) Hamburgefonstiv", .title3.weight(weight), advance: false)
            try cursor.text("Italic", .title3.weight(weight).italic(), width: 80, x: margin + 280)
        }

        try cursor.heading("Designs")
        for (name, design) in [("Default", Font.Design.default), ("Serif", .serif), ("Rounded", .rounded),
                               ("Monospaced", .monospaced)] {
            try cursor.text("\(name): quick brown fox 0123", .system(.body, design: design))
        }
        try cursor.text("Proportional 1111 0000", .body, advance: false)
        try cursor.text("Tabular 1111 0000", .body.monospacedDigit(), width: 170, x: margin + 200)

        let paragraph = "SwiftUI lays text out by proposing a width; the text wraps at word boundaries, "
            + "breaks after hyphens in well-known compounds, and reports the size it needs."
        try cursor.heading("Wrapping and alignment")
        for alignment in [ParagraphStyle.Alignment.left, .center, .right] {
            try cursor.text(paragraph, .callout, style: ParagraphStyle(alignment: alignment), showBounds: true)
            cursor.y += 8
        }
        let spaced = try cursor.text(paragraph, .callout, width: 170, style: ParagraphStyle(lineSpacing: 6),
                                     showBounds: true, advance: false)
        let small = try cursor.text(paragraph, .footnote, width: 160, x: margin + 198, showBounds: true, advance: false)
        cursor.y += max(spaced, small)

        try cursor.heading("Truncation and scaling")
        for mode in [ParagraphStyle.TruncationMode.tail, .middle, .head] {
            try cursor.text("Truncated \(mode): " + paragraph, .body, style: ParagraphStyle(lineLimit: 1, truncationMode: mode))
        }
        try cursor.text(paragraph, .body, style: ParagraphStyle(lineLimit: 2), showBounds: true)
        try cursor.text("Shrinks to fit on one line", .largeTitle,
                        style: ParagraphStyle(lineLimit: 1, minimumScaleFactor: 0.4), showBounds: true)

        try cursor.heading("Kerning and fallback")
        try cursor.text("AVATAR To Type WAVE", .title2)
        try cursor.text("Ελληνικά, Кириллица, → ← ✓ ★ € ∀ Ԁ", .body)
        try cursor.text("Missing: 😀 中文 are boxes", .body)
    }
}
