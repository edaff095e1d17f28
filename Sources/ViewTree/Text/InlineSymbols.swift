import Foundation
import Raster

nonisolated extension Text {
    /// Text showing `image` among its characters, as SwiftUI sets an image in text: an SF Symbol
    /// (`Image(systemName:)`) at the text's font size and weight's box, centred where SF Symbols
    /// sit on the line, in the text's colour, taking its box's width on the line. Other images
    /// draw nothing in text on Linux, and are reported.
    public init(_ image: Image) {
        var run = Run(string: "")
        if case .symbol(let name) = image.content { run.image = .symbol(name) } else { run.image = .unsupported }
        self.init(runs: [run])
    }
}

/// An image set in text.
enum InlineImage: Equatable, Sendable {
    /// An SF Symbol, by name.
    case symbol(String)
    /// Any other image: not drawn in text on Linux.
    case unsupported
}

nonisolated extension LocalizedStringKey.StringInterpolation {
    /// An image set in the text (`Text("\(Image(systemName: "star.fill")) 4.5")`).
    public mutating func appendInterpolation(_ image: Image) {
        appendInterpolation(Text(image))
    }
}

/// A symbol set in text: the symbol font's glyph as one character of a span, sized so that its
/// ink fits SF Symbols' box for the text's size and weight (`ResolvedSymbol`), moved into that
/// box within an advance as wide as the box, the box centred where SF Symbols sit on the line.
/// The line keeps the text font's metrics. Strokes keep the glyph's weight (not thickened).
enum InlineSymbol {
    /// The span showing `name` in text set in `font`, or why it cannot.
    static func span(named name: String, font: ViewTreeResolvedFont, weight: Font.Weight,
                     in environment: EnvironmentValues) -> Result<TextSpan, SymbolCatalogError> {
        let catalog: SymbolCatalog
        switch SymbolCatalog.bundled {
        case .success(let bundled): catalog = bundled
        case .failure(let error): return .failure(error)
        }
        let drawn = catalog.name(for: name, variants: environment.symbolVariants)
        guard let codePoint = catalog.codePoints[drawn], let scalar = Unicode.Scalar(codePoint),
              let glyph = catalog.glyph(named: drawn) else {
            return .failure(SymbolCatalogError(reason: "ViewTree's symbol set has no \"\(drawn)\""))
        }
        let pointSize = CGFloat(font.size), units = CGFloat(catalog.typeface.unitsPerEm)
        let symbol = ResolvedSymbol(named: drawn, glyph: glyph, in: catalog, pointSize: pointSize, weight: weight,
                                    scale: environment.imageScale)
        let ink = catalog.typeface.outline(of: glyph).boundingRect, placed = symbol.outline.boundingRect
        guard ink.width > 0, placed.width > 0 else {
            return .failure(SymbolCatalogError(reason: "\"\(drawn)\" has no outline"))
        }
        // The glyph's size in points per em, and where its ink lands (y down, from the pen on
        // the baseline) against where the box puts it.
        let size = placed.width / ink.width * units, scale = size / units
        let ratio = pointSize / size
        let metrics = TextFont.LineMetrics(ascent: font.lineMetrics.ascent * ratio, descent: font.lineMetrics.descent * ratio,
                                           leading: font.lineMetrics.leading * ratio, capHeight: font.lineMetrics.capHeight * ratio)
        let textFont = TextFont(typeface: catalog.typeface, size: size, lineMetrics: metrics)
        let advance = CGFloat(catalog.typeface.advance(of: glyph)) * scale
        let offset = CGSize(width: placed.minX - ink.minX * scale,
                            height: -((placed.minY - symbol.baseline) - ink.minY * scale))
        return .success(TextSpan(String(Character(scalar)), font: textFont, kerning: symbol.size.width - advance,
                                 glyphOffset: offset))
    }
}
