import Foundation
import Raster

/// The text benchmark's sample: English prose in Inter Regular at 17 px, about 2,600 glyphs
/// wrapped at 1,200 px on a 1284x2778 canvas.
enum TextSample {
    static let size: CGFloat = 17
    static let width: CGFloat = 1200
    static let fontFile = "Inter-Regular.otf"

    static let text: String = {
        let paragraph = "Text is most of what a user interface shows. Each line here is shaped with HarfBuzz, "
            + "broken at word boundaries, and drawn from cached glyph masks at quarter-pixel positions. "
            + "Kerning pairs such as AV, To and Ty pull letters together; digits 0123456789 stay put. "
        return String(repeating: paragraph, count: 10)
    }()

    static func font() throws -> TextFont {
        TextFont(typeface: try FontLibrary.shared.typeface(family: "Inter", file: fontFile), size: size)
    }

    /// Shapes and lays out the sample.
    static func layout() throws -> TextLayout {
        ShapedText(text, font: try font()).layout(width: width)
    }

    static func glyphCount(_ layout: TextLayout) -> Int {
        layout.lines.reduce(0) { $0 + $1.runs.reduce(0) { $0 + $1.glyphs.count } }
    }
}
