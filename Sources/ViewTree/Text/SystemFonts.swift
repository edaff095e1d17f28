import Foundation
import Raster

/// The faces system fonts resolve to, and the tracking they are set with: Apple's own fonts when
/// the user installed them (`ViewTreeAppleFonts`), set as iOS sets them; otherwise the bundled
/// stand-ins, calibrated so that text measures as on iOS (docs/TEXT-METRICS.md derives every
/// number here).
enum SystemFonts {
    /// A face and the tracking it is set with, in ems.
    struct Face {
        let typeface: Typeface
        let tracking: Double
    }

    /// SF Pro switches from its Text to its Display cut at 20 points (Apple's fonts page; the
    /// guidelines' tracking tables change cut there too). The stand-in switches Inter to
    /// InterDisplay at the same size.
    static let displaySizeThreshold = 20.0

    /// SF Pro's line metrics (ascender 16.1865, descender 4.1006 and cap height 11.978 at 17 pt;
    /// REFERENCE section 3), used for every system design so that text measures, and is spaced
    /// from its neighbours, as on iOS whatever the face.
    static let lineMetrics = TextFont.LineMetrics(ascent: 0.952147, descent: 0.241212, capHeight: 0.70459)

    /// The face for a design, weight, slant and size: Apple's when `appleFonts` has the family.
    static func face(design: Font.Design, weight: Font.Weight, italic: Bool, size: Double,
                     appleFonts: AppleFontCatalog) throws -> Face {
        if let apple = try appleFace(design: design, weight: weight, italic: italic, size: size, in: appleFonts) {
            return apple
        }
        return try StandInFonts.face(design: design, weight: weight, italic: italic, size: size)
    }

    /// Apple's face for the request when that family is installed, set with the guidelines'
    /// tracking for its cut.
    private static func appleFace(design: Font.Design, weight: Font.Weight, italic: Bool, size: Double,
                                  in catalog: AppleFontCatalog) throws -> Face? {
        guard !catalog.files.isEmpty else { return nil }
        let candidates: [(AppleFontCatalog.Family, SystemFontTracking.Table)]
        switch design {
        case .default:
            let text = (AppleFontCatalog.Family.sfProText, SystemFontTracking.Table.sfProText)
            let display = (AppleFontCatalog.Family.sfProDisplay, SystemFontTracking.Table.sfProDisplay)
            candidates = size < displaySizeThreshold ? [text, display] : [display, text]
        case .rounded:
            candidates = [(.sfProRounded, .sfProRounded)]
        case .monospaced:
            candidates = [(.sfMono, .none)]
        case .serif:
            // New York's optical sizes (*unverified* boundaries): Small below 20 points, Medium
            // below 36, Large below 54, ExtraLarge above; the nearest installed cut otherwise.
            let cuts: [AppleFontCatalog.Family] = [.newYorkSmall, .newYorkMedium, .newYorkLarge, .newYorkExtraLarge]
            let preferred = size < 20 ? 0 : size < 36 ? 1 : size < 54 ? 2 : 3
            candidates = cuts.indices.sorted { abs($0 - preferred) < abs($1 - preferred) }.map { (cuts[$0], .newYork) }
        }
        for (family, table) in candidates {
            if let url = catalog.file(family, weight: weight.value, italic: italic) {
                return Face(typeface: try FontLibrary.shared.typeface(at: url),
                            tracking: SystemFontTracking.tracking(table, size: size))
            }
        }
        return nil
    }

    /// The bundled faces tried, in order, for characters the primary face lacks: Inter (Latin,
    /// Greek, Cyrillic, many symbols) at the weight asked for, then Noto Serif and JetBrains Mono
    /// for what else they cover. Emoji and CJK are in none of them and draw as missing-glyph boxes.
    static func fallbacks(after primary: Typeface?, weight: Font.Weight) throws -> [Typeface] {
        try StandInFonts.fallbackChain(weight: weight).filter { $0 !== primary }
    }
}

/// The bundled fonts that stand in for Apple's, chosen by measurement (scripts/fonts/measure_fonts.py)
/// and calibrated against widths measured on iOS (docs/TEXT-METRICS.md).
enum StandInFonts {
    private static let interWeights = [100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Regular", 500: "Medium",
                                       600: "SemiBold", 700: "Bold", 800: "ExtraBold", 900: "Black"]

    /// The stand-in face and its tracking: the guidelines' tracking for the design at this size,
    /// plus the stand-in's calibration.
    static func face(design: Font.Design, weight: Font.Weight, italic: Bool, size: Double) throws -> SystemFonts.Face {
        let (family, file) = self.file(design: design, weight: weight, italic: italic, size: size)
        return SystemFonts.Face(typeface: try FontLibrary.shared.typeface(family: family, file: file),
                                tracking: tracking(design: design, weight: weight, size: size))
    }

    /// The (family folder, file name) standing in for a design, weight, slant and size: Inter
    /// (Text sizes) and InterDisplay for SF Pro, InterDisplay for SF Pro Rounded (whose
    /// proportions are the Display cut's), JetBrains Mono for SF Mono, Source Serif Pro for New York.
    static func file(design: Font.Design, weight: Font.Weight, italic: Bool, size: Double) -> (String, String) {
        switch design {
        case .default, .rounded:
            let display = design == .rounded || size >= SystemFonts.displaySizeThreshold
            return ("Inter", "\(display ? "InterDisplay" : "Inter")-\(style(interWeights[weight.value]!, italic: italic)).otf")
        case .monospaced:
            let name = interWeights[min(weight.value, 800)]!
            return ("JetBrainsMono", "JetBrainsMono-\(style(name, italic: italic)).ttf")
        case .serif:
            let name = switch weight.value {
            case ...300: "Light"
            case ...500: "Regular"
            case 600: "Semibold"
            case 700: "Bold"
            default: "Black"
            }
            let styled = italic ? (name == "Regular" ? "It" : name + "It") : name
            return ("SourceSerifPro", "SourceSerifPro-\(styled).otf")
        }
    }

    /// The stand-in's tracking in ems: the guidelines' table for the design plus the calibration.
    static func tracking(design: Font.Design, weight: Font.Weight, size: Double) -> Double {
        let display = size >= SystemFonts.displaySizeThreshold
        switch design {
        case .default:
            let table: SystemFontTracking.Table = display ? .sfProDisplay : .sfProText
            return SystemFontTracking.tracking(table, size: size) + calibration(display: display, weight: weight)
        case .rounded:
            return SystemFontTracking.tracking(.sfProRounded, size: size) + roundedCalibration
        case .serif:
            return SystemFontTracking.tracking(.newYork, size: size) + serifCalibration
        case .monospaced:
            return 0
        }
    }

    /// What Inter needs on top of SF Pro's tracking to measure as SF Pro does, in ems, from
    /// regular to semibold (heavier weights take semibold's, lighter ones regular's): fitted to
    /// the iOS widths in docs/TEXT-METRICS.md.
    static func calibration(display: Bool, weight: Font.Weight) -> Double {
        let (regular, semibold) = display ? (-0.010, 0.0) : (0.0, 0.006)
        let t = min(max(Double(weight.value - 400) / 200, 0), 1)
        return regular + (semibold - regular) * t
    }

    /// What InterDisplay needs on top of SF Pro Rounded's tracking, in ems (docs/TEXT-METRICS.md).
    static let roundedCalibration = -0.011

    /// What Source Serif Pro needs on top of New York's tracking, in ems (docs/TEXT-METRICS.md).
    static let serifCalibration = 0.008

    /// Inter at `weight`, then Noto Serif and JetBrains Mono, for characters a face lacks.
    static func fallbackChain(weight: Font.Weight) throws -> [Typeface] {
        let chain = [file(design: .default, weight: weight, italic: false, size: 17),
                     ("NotoSerif", "NotoSerif-\(weight >= .semibold ? "Bold" : "Regular").ttf"),
                     file(design: .monospaced, weight: weight, italic: false, size: 17)]
        return try chain.map { try FontLibrary.shared.typeface(family: $0.0, file: $0.1) }
    }

    /// "Regular" + italic is "Italic"; any other weight gets "Italic" appended.
    private static func style(_ weight: String, italic: Bool) -> String {
        guard italic else { return weight }
        return weight == "Regular" ? "Italic" : weight + "Italic"
    }
}
