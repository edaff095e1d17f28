/// How big symbols are and how they sit on the text around them (docs/SYMBOL-METRICS.md). SF
/// Symbols are designed on the system font's cap height and baseline: a symbol's box is centred
/// on the middle of the capitals, or where its measured ink centre is (`SymbolCentres`); its
/// size is a per-symbol box in ems of the font's point size, measured at each image scale and at
/// the ultralight, regular and black weights (`SymbolBoxes`). Symbols without measurements scale
/// by the measured typical ratios (small 0.79, large 1.28 of medium) and grow with the weight's
/// stroke.
///
/// The numbers marked *unverified* are estimates, kept here so that they can be corrected in one place.
enum SymbolMetrics {
    /// SF Pro's cap height in ems (11.978 pt at 17 pt; REFERENCE section 3).
    static let capHeight: CGFloat = SystemFonts.lineMetrics.capHeight

    /// Each image scale's size relative to the medium one, for symbols without measured boxes:
    /// the typical ratios of the measured ones (their medians; most lie within 0.01 of them).
    static func factor(of scale: Image.Scale) -> CGFloat {
        switch scale {
        case .small: 0.79
        case .medium: 1
        case .large: 1.28
        }
    }

    /// The stroke width of SF Symbols at `weight`, in ems: SF Pro's stems, thinned a little
    /// as symbols are (*unverified*: regular is 1.2 pt at 17 pt, and the other weights keep
    /// the ratios of SF Pro's stems).
    static func stroke(for weight: Font.Weight) -> CGFloat {
        switch weight {
        case ...Font.Weight.ultraLight: 0.024
        case ...Font.Weight.thin: 0.036
        case ...Font.Weight.light: 0.054
        case ...Font.Weight.regular: 0.072
        case ...Font.Weight.medium: 0.082
        case ...Font.Weight.semibold: 0.094
        case ...Font.Weight.bold: 0.108
        case ...Font.Weight.heavy: 0.128
        default: 0.146
        }
    }

    /// The stroke width of the Bootstrap stand-in glyphs: one unit of their 16-unit grid.
    static let glyphStroke: CGFloat = 1 / 16

    /// The most of the glyph's stroke that light weights cut away.
    static let thinningLimit: CGFloat = 1 / 3

    /// The narrowest gap the build script leaves between a badge and the rest of its symbol: 0.9
    /// of the 16-unit grid (`badged` in scripts/symbols/symbol_map.py; SF Symbols' is 0.065 em,
    /// docs/SYMBOL-METRICS.md, "Badges"), kept at heavier weights.
    static let badgeGap: CGFloat = 0.9 / 16

    /// The box of `name` for `weight` at `scale`, in ems. A measured symbol's box lies between
    /// its measured ultralight, regular and black boxes, in proportion to the weights' strokes
    /// (within 0.01 em of the six weights measured in between). Any other symbol takes its
    /// estimated box, else the glyph's ink with the grid as one em (a circle's 16 units are SF
    /// Symbols' one-em circle), scaled by `factor(of:)` and grown by the weight's stroke over
    /// regular's.
    static func box(named name: String, inkInGridEms ink: CGSize, weight: Font.Weight, scale: Image.Scale) -> CGSize {
        let weightStroke = stroke(for: weight), regular = stroke(for: .regular)
        guard let measured = SymbolBoxes.measured[name] ?? SymbolOutlineMetrics.bundled[name]?.boxes else {
            let base = SymbolBoxes.estimatedRegularMedium[name] ?? ink
            let scaleFactor = factor(of: scale), growth = weightStroke - regular
            return CGSize(width: base.width * scaleFactor + growth, height: base.height * scaleFactor + growth)
        }
        let boxes = measured.boxes(at: scale), (from, to, fraction) = between(for: weight)
        return CGSize(width: boxes[from].width + (boxes[to].width - boxes[from].width) * fraction,
                      height: boxes[from].height + (boxes[to].height - boxes[from].height) * fraction)
    }

    /// The height of the ink's centre of `name` above the baseline for `weight` at `scale`, in
    /// ems: measured (`SymbolCentres`, between the measured weights as boxes are), else the
    /// middle of the capitals, as SF Symbols are designed.
    static func centre(named name: String, weight: Font.Weight, scale: Image.Scale) -> CGFloat {
        guard let measured = SymbolCentres.measured[name] ?? SymbolOutlineMetrics.bundled[name]?.centres ?? nil else { return capHeight / 2 }
        let centres = switch scale {
        case .small: measured[0]
        case .medium: measured[1]
        case .large: measured[2]
        }
        let (from, to, fraction) = between(for: weight)
        return centres[from] + (centres[to] - centres[from]) * fraction
    }

    /// The measured weights (0 ultralight, 1 regular, 2 black) `weight` lies between, and how far
    /// from the first to the second, in proportion to the weights' strokes.
    private static func between(for weight: Font.Weight) -> (from: Int, to: Int, fraction: CGFloat) {
        let weightStroke = stroke(for: weight), regular = stroke(for: .regular), ultraLight = stroke(for: .ultraLight)
        return weightStroke <= regular
            ? (0, 1, (weightStroke - ultraLight) / (regular - ultraLight))
            : (1, 2, (weightStroke - regular) / (stroke(for: .black) - regular))
    }
}

/// A symbol laid out for a font: its outline in points with the box's top-left corner at the
/// origin, the box's size (the image's natural size) and where its baseline is.
struct ResolvedSymbol {
    /// The glyph's outline, in points, centred in the box.
    let outline: Path
    /// The outline of the symbol's primary layer, placed as `outline`, when it has two layers:
    /// then `outline` is the secondary one.
    let primaryLayer: Path?
    /// The outline of the symbol's badge (the dot of `bell.badge`, the sun of `cloud.sun.fill`),
    /// placed as `outline`, when the badge is a layer of its own; `outline` includes it.
    let badge: Path?
    /// Whether the badge is the symbol's primary layer (`bell.badge`'s dot) rather than its
    /// secondary one (`cloud.sun.fill`'s sun, behind the cloud).
    let badgeIsPrimary: Bool
    /// The width of the stroke that thickens (positive) or thins (negative) the outline to the
    /// weight's strokes, in points.
    let emboldening: CGFloat
    /// The gap between the badge and the rest of the symbol, in points (`SymbolMetrics.badgeGap`).
    let badgeGap: CGFloat
    /// The box: the outline with its stroke fits it, centred.
    let size: CGSize
    /// From the box's top down to the baseline of the text around it.
    let baseline: CGFloat

    /// The symbols whose separately painted part is their secondary layer: public code passes
    /// the cloud's style first to the weather symbols in palette rendering (*unverified*:
    /// pixelper.com, "Mastering SF Symbols Rendering Modes", `cloud.bolt.fill`).
    private static let secondaryBadges: Set<String> = ["cloud.sun", "cloud.sun.fill"]

    /// Lays out the glyph drawing `name` (and its primary layer's and badge's glyphs, if any)
    /// for text of `pointSize` points and `weight` at `scale`.
    init(named name: String, glyph: UInt32, layer: UInt32? = nil, badge: UInt32? = nil, in catalog: SymbolCatalog,
         pointSize: CGFloat, weight: Font.Weight, scale: Image.Scale) {
        let units = CGFloat(catalog.typeface.unitsPerEm)
        let glyphOutline = catalog.typeface.outline(of: glyph)
        let ink = glyphOutline.boundingRect
        let box = SymbolMetrics.box(named: name, inkInGridEms: CGSize(width: ink.width / units, height: ink.height / units),
                                    weight: weight, scale: scale)
        let size = CGSize(width: max(box.width * pointSize, 0), height: max(box.height * pointSize, 0))
        self.size = size
        // The glyph's own stroke scales with it; the difference to the weight's is stroked on,
        // and the outline with that stroke fits the box.
        let fit = { (stroke: CGFloat) in
            min((size.width - stroke) / max(ink.width, 1), (size.height - stroke) / max(ink.height, 1))
        }
        let stroke = { (glyphScale: CGFloat) in
            SymbolMetrics.stroke(for: weight) * pointSize - SymbolMetrics.glyphStroke * glyphScale * units
        }
        let glyphScale = max(fit(stroke(fit(0))), 0)
        // Thinning stops at a third of the glyph's stroke, so that the marks drawn small inside
        // a circle or a square (their strokes thinner than the glyph's) do not vanish.
        emboldening = max(stroke(glyphScale), -SymbolMetrics.glyphStroke * glyphScale * units * SymbolMetrics.thinningLimit)
        // The outline (with its stroke) fits the box and is centred in it.
        let inner = CGSize(width: ink.width * glyphScale, height: ink.height * glyphScale)
        let placement = CGAffineTransform(a: glyphScale, b: 0, c: 0, d: glyphScale,
                                          tx: (size.width - inner.width) / 2 - ink.minX * glyphScale,
                                          ty: (size.height - inner.height) / 2 - ink.minY * glyphScale)
        outline = glyphOutline.applying(placement)
        primaryLayer = layer.map { catalog.typeface.outline(of: $0).applying(placement) }
        self.badge = badge.map { catalog.typeface.outline(of: $0).applying(placement) }
        badgeGap = SymbolMetrics.badgeGap * units * glyphScale
        badgeIsPrimary = !Self.secondaryBadges.contains(name)
        baseline = size.height / 2 + pointSize * SymbolMetrics.centre(named: name, weight: weight, scale: scale)
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
