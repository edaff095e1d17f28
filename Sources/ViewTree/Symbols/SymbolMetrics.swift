import Foundation

/// How big symbols are and how they sit on the text around them. SF Symbols are designed on the
/// system font's cap height and baseline: a medium-scale symbol is centred on the middle of the
/// capitals and overshoots them a little; small and large scales are about 20% smaller and 30%
/// larger (Apple's `NSImage.SymbolScale` documentation); heavier font weights draw heavier strokes.
///
/// The numbers marked *unverified* are estimates from SF Symbols' templates and screenshots,
/// kept here so that they can be corrected in one place.
enum SymbolMetrics {
    /// SF Pro's cap height in ems (11.978 pt at 17 pt; REFERENCE section 3).
    static let capHeight: CGFloat = 0.70459

    /// The side of a glyph's box (a full-bleed icon such as `circle`) at the medium scale, in
    /// cap heights: 1.3 puts a circle about 15% of the cap height above the capitals and below
    /// the baseline (*unverified*).
    static let mediumBoxInCapHeights: CGFloat = 1.3

    /// Each image scale's size relative to the medium one.
    static func factor(of scale: Image.Scale) -> CGFloat {
        switch scale {
        case .small: 0.8
        case .medium: 1
        case .large: 1.3
        }
    }

    /// The width of the stroke, in ems, that thickens a glyph for `weight`: the Bootstrap glyphs
    /// are drawn at SF Symbols' regular weight, and a stroke around them adds what heavier
    /// weights add to SF Pro's stems (*unverified*). Lighter weights draw as regular.
    static func emboldening(for weight: Font.Weight) -> CGFloat {
        switch weight {
        case ...Font.Weight.regular: 0
        case .medium: 0.008
        case .semibold: 0.018
        case .bold: 0.03
        case .heavy: 0.042
        default: 0.054
        }
    }
}

/// A symbol laid out for a font: its outline in points with the ink's top-left corner at the
/// origin, the ink's size (the image's natural size) and where its baseline is.
struct ResolvedSymbol {
    /// The glyph's outline, in points.
    let outline: Path
    /// The width of the stroke drawn around the outline for heavier weights, in points.
    let emboldening: CGFloat
    /// The ink's size, stroke included.
    let size: CGSize
    /// From the ink's top down to the baseline of the text around it.
    let baseline: CGFloat

    /// Lays out `glyph` of `catalog` for text of `pointSize` points and `weight` at `scale`.
    init(glyph: UInt32, in catalog: SymbolCatalog, pointSize: CGFloat, weight: Font.Weight, scale: Image.Scale) {
        let box = pointSize * SymbolMetrics.capHeight * SymbolMetrics.mediumBoxInCapHeights * SymbolMetrics.factor(of: scale)
        let units = CGFloat(catalog.typeface.unitsPerEm)
        // The box's bottom is the glyph's baseline (y = 0); its middle goes to the middle of the
        // capitals, so the box's bottom is half the box less half the cap height below the text's.
        let capitals = pointSize * SymbolMetrics.capHeight
        let onBaseline = catalog.typeface.outline(of: glyph)
            .applying(CGAffineTransform(a: box / units, b: 0, c: 0, d: box / units, tx: 0, ty: (box - capitals) / 2))
        emboldening = pointSize * SymbolMetrics.emboldening(for: weight)
        let ink = onBaseline.boundingRect.insetBy(dx: -emboldening / 2, dy: -emboldening / 2)
        outline = onBaseline.applying(CGAffineTransform(translationX: -ink.minX, y: -ink.minY))
        size = ink.size
        baseline = -ink.minY
    }
}

extension Font {
    /// The weight text in this font is drawn in, before an environment's `fontWeight`.
    var resolvedWeight: Weight {
        if let weight { return weight }
        if case .textStyle(let style, _) = base { return TextStyleMetrics.defaultWeight(of: style) }
        return .regular
    }
}
