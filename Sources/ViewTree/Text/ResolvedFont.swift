import Raster

/// A font resolved for layout: a face, a point size and the OpenType features to shape with.
public struct ViewTreeResolvedFont: Sendable {
    /// The face to shape and draw with.
    public let typeface: Typeface
    /// The size in points per em.
    public let size: Double
    /// HarfBuzz feature strings, such as `"tnum"`.
    public let features: [String]
    /// Why the requested font was replaced by the system font, when it was.
    public let fallbackReason: String?
    /// The metrics lines are spaced by.
    public let lineMetrics: TextFont.LineMetrics
    /// The bundled faces tried for characters `typeface` lacks.
    public let fallbacks: [Typeface]
    /// Points added after every character: the size-specific tracking iOS gives its system fonts
    /// (with Apple's fonts, the guidelines' table; with a stand-in, that table plus the stand-in's
    /// calibration), zero for custom fonts.
    public let tracking: Double
    /// Points a text style puts between its lines beyond the font's own line height, so that a
    /// paragraph's baselines are the guidelines' line height apart (22 for body text at the
    /// default size; `TextStyleMetrics`); zero for fonts of a fixed size and custom fonts. Text
    /// after text in a stack is this far below it too.
    public let lineSpacing: Double

    /// The font as text layout takes it.
    public var textFont: TextFont {
        TextFont(typeface: typeface, size: size, features: features, lineMetrics: lineMetrics, fallbacks: fallbacks,
                 tracking: tracking)
    }
}

extension Font {
    /// The face, size and features this font stands for at `dynamicTypeSize`.
    public func resolved(dynamicTypeSize: DynamicTypeSize = .large) throws -> ViewTreeResolvedFont {
        try resolved(dynamicTypeSize: dynamicTypeSize, appleFonts: ViewTreeAppleFonts.catalog)
    }

    /// The face, size and features this font stands for at `dynamicTypeSize`, with the Apple
    /// fonts of `appleFonts` installed: system fonts from `ResolvedFontCache` once resolved.
    func resolved(dynamicTypeSize: DynamicTypeSize, appleFonts: AppleFontCatalog) throws -> ViewTreeResolvedFont {
        if case .custom = base {
            return try resolvedAfresh(dynamicTypeSize: dynamicTypeSize, appleFonts: appleFonts)
        }
        return try ResolvedFontCache.shared.font(self, dynamicTypeSize: dynamicTypeSize, appleFonts: appleFonts) {
            try resolvedAfresh(dynamicTypeSize: dynamicTypeSize, appleFonts: appleFonts)
        }
    }

    /// `resolved(dynamicTypeSize:appleFonts:)` worked out from the font files.
    private func resolvedAfresh(dynamicTypeSize: DynamicTypeSize, appleFonts: AppleFontCatalog) throws -> ViewTreeResolvedFont {
        let features = (hasMonospacedDigits ? ["tnum"] : []) + smallCapitals
        switch base {
        case .system(let size, let design):
            return try systemFont(size: Font.validSize(size), design: design ?? .default, weight: weight ?? .regular,
                                  features: features, appleFonts: appleFonts)
        case .textStyle(let style, let design):
            return try systemFont(size: TextStyleMetrics.pointSize(of: style, at: dynamicTypeSize),
                                  design: design ?? .default, weight: weight ?? TextStyleMetrics.defaultWeight(of: style),
                                  features: features, appleFonts: appleFonts,
                                  paragraphLineHeight: TextStyleMetrics.lineHeight(of: style, at: dynamicTypeSize))
        case .custom(let name, let size, let style):
            let scaled = Font.validSize(style.map {
                size * TextStyleMetrics.pointSize(of: $0, at: dynamicTypeSize) / TextStyleMetrics.pointSize(of: $0, at: .large)
            } ?? size)
            if let face = FontRegistry.face(named: name) {
                return ViewTreeResolvedFont(typeface: face, size: scaled, features: features, fallbackReason: nil,
                                    lineMetrics: TextFont.LineMetrics(of: face),
                                    fallbacks: try SystemFonts.fallbacks(after: nil, weight: weight ?? .regular),
                                    tracking: 0, lineSpacing: 0)
            }
            // SwiftUI draws an unknown custom font in the system font; so do we, and say why.
            return try systemFont(size: scaled, design: .default, weight: weight ?? .regular, features: features,
                                  appleFonts: appleFonts, fallbackReason: "No font named \"\(name)\" is registered; using the system font. "
                                      + "Register it with Font.register(contentsOf:).")
        }
    }

    /// A point size given by the user, as a size text can be laid out in: NaN, negatives and
    /// subnormals are no size (the text takes no space), and sizes past `maximumSize` are that
    /// (*unverified*: iOS's own limit is not documented).
    static func validSize(_ size: Double) -> Double {
        size.isNormal && size > 0 ? min(size, maximumSize) : 0
    }

    /// The largest point size text is laid out in (*unverified*).
    static let maximumSize = 10_000.0

    /// The system font of `size`; a text style's passes its `paragraphLineHeight`, which sets
    /// the spacing between its lines.
    private func systemFont(size: Double, design: Design, weight: Weight, features: [String],
                            appleFonts: AppleFontCatalog, fallbackReason: String? = nil,
                            paragraphLineHeight: Double? = nil) throws -> ViewTreeResolvedFont {
        let face = try SystemFonts.face(design: design, weight: weight, italic: isItalic, size: size,
                                        appleFonts: appleFonts)
        var lineMetrics = SystemFonts.lineMetrics
        // The style's line height is the standard leading's; `Font.leading` moves lines from it.
        let natural = (lineMetrics.ascent + lineMetrics.descent) * size
        if size > 0 { lineMetrics.leading += lineLeading.points / size }
        return ViewTreeResolvedFont(typeface: face.typeface, size: size, features: features, fallbackReason: fallbackReason,
                            lineMetrics: lineMetrics,
                            fallbacks: try SystemFonts.fallbacks(after: face.typeface, weight: weight),
                            tracking: face.tracking * size,
                            lineSpacing: paragraphLineHeight.map { size > 0 ? $0 - natural : 0 } ?? 0)
    }
}
