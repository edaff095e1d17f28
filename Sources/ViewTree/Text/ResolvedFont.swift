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

    /// The font as text layout takes it.
    public var textFont: TextFont {
        TextFont(typeface: typeface, size: size, features: features, lineMetrics: lineMetrics, fallbacks: fallbacks)
    }
}

extension Font {
    /// The face, size and features this font stands for at `dynamicTypeSize`.
    public func resolved(dynamicTypeSize: DynamicTypeSize = .large) throws -> ViewTreeResolvedFont {
        let features = hasMonospacedDigits ? ["tnum"] : []
        switch base {
        case .system(let size, let design):
            return try systemFont(size: size, design: design ?? .default, weight: weight ?? .regular,
                                  features: features)
        case .textStyle(let style, let design):
            return try systemFont(size: TextStyleMetrics.pointSize(of: style, at: dynamicTypeSize),
                                  design: design ?? .default, weight: weight ?? TextStyleMetrics.defaultWeight(of: style),
                                  features: features)
        case .custom(let name, let size, let style):
            let scaled = style.map {
                size * TextStyleMetrics.pointSize(of: $0, at: dynamicTypeSize) / TextStyleMetrics.pointSize(of: $0, at: .large)
            } ?? size
            if let face = FontRegistry.face(named: name) {
                return ViewTreeResolvedFont(typeface: face, size: scaled, features: features, fallbackReason: nil,
                                    lineMetrics: TextFont.LineMetrics(of: face),
                                    fallbacks: try SystemFontFiles.fallbacks(after: nil, weight: weight ?? .regular))
            }
            // SwiftUI draws an unknown custom font in the system font; so do we, and say why.
            return try systemFont(size: scaled, design: .default, weight: weight ?? .regular, features: features,
                                  fallbackReason: "No font named \"\(name)\" is registered; using the system font. "
                                      + "Register it with Font.register(contentsOf:).")
        }
    }

    private func systemFont(size: Double, design: Design, weight: Weight, features: [String],
                            fallbackReason: String? = nil) throws -> ViewTreeResolvedFont {
        let (family, file) = SystemFontFiles.file(design: design, weight: weight, italic: isItalic, size: size)
        let face = try FontLibrary.shared.typeface(family: family, file: file)
        return ViewTreeResolvedFont(typeface: face, size: size, features: features, fallbackReason: fallbackReason,
                            lineMetrics: SystemFontFiles.lineMetrics,
                            fallbacks: try SystemFontFiles.fallbacks(after: face, weight: weight))
    }
}

/// Which bundled file stands in for Apple's system fonts.
enum SystemFontFiles {
    /// SF Pro switches from its Text to its Display cut at 20 points; Inter does the same.
    static let displaySizeThreshold = 20.0

    private static let weightNames = [100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Regular",
                                      500: "Medium", 600: "SemiBold", 700: "Bold", 800: "ExtraBold", 900: "Black"]

    /// The (family folder, file name) for a design, weight, slant and size. `.rounded` has no
    /// open stand-in yet and uses Inter. New York's stand-in has only regular and bold.
    static func file(design: Font.Design, weight: Font.Weight, italic: Bool, size: Double) -> (String, String) {
        switch design {
        case .default, .rounded:
            let family = size >= displaySizeThreshold ? "InterDisplay" : "Inter"
            return ("Inter", "\(family)-\(style(weightNames[weight.value]!, italic: italic)).otf")
        case .monospaced:
            let name = weightNames[min(weight.value, 800)]!
            return ("JetBrainsMono", "JetBrainsMono-\(style(name, italic: italic)).ttf")
        case .serif:
            return ("NotoSerif", "NotoSerif-\(style(weight >= .semibold ? "Bold" : "Regular", italic: italic)).ttf")
        }
    }

    /// SF Pro's line metrics (ascender 16.1865, descender 4.1006 at 17 pt; REFERENCE section 3),
    /// used for every system design so that text measures as on iOS whatever the stand-in face.
    static let lineMetrics = TextFont.LineMetrics(ascent: 0.952147, descent: 0.241212)

    /// The bundled faces tried, in order, for characters `primary` lacks: Inter (Latin, Greek,
    /// Cyrillic, many symbols) at the weight asked for, then Noto Serif and JetBrains Mono for
    /// what else they cover. Emoji and CJK are in none of them and draw as missing-glyph boxes.
    static func fallbacks(after primary: Typeface?, weight: Font.Weight) throws -> [Typeface] {
        let chain = [file(design: .default, weight: weight, italic: false, size: 17),
                     file(design: .serif, weight: weight, italic: false, size: 17),
                     file(design: .monospaced, weight: weight, italic: false, size: 17)]
        return try chain.map { try FontLibrary.shared.typeface(family: $0.0, file: $0.1) }.filter { $0 !== primary }
    }

    /// "Regular" + italic is "Italic"; any other weight gets "Italic" appended.
    private static func style(_ weight: String, italic: Bool) -> String {
        guard italic else { return weight }
        return weight == "Regular" ? "Italic" : weight + "Italic"
    }
}
