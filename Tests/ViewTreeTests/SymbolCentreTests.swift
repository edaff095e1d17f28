import Foundation
import Testing
@testable import ViewTree

/// Where symbols sit on the baseline against SF Symbols' own outlines (docs/SYMBOL-METRICS.md):
/// most are centred on the middle of the capitals, some higher (`trash`, `flame`) or lower
/// (`tag`, `cart`).
@MainActor @Suite struct SymbolCentreTests {
    /// The ink's centre above the baseline, in ems, at the light, semibold and heavy weights, at
    /// the small scale, then the medium one, then the large one: -(y + height / 2) / 100 for the
    /// `viewBox` of andrilla-llc/sf-symbols' symbols/<scale>/<weight>/<name>.svg (SF Symbols at
    /// 100 points; `mic` is the set's `microphone`). `SymbolCentres` holds the ultralight,
    /// regular and black centres only, so these weights check the interpolation between them too.
    nonisolated static let measuredCentres: [(String, [CGFloat])] = [
        ("tag", [0.325, 0.318, 0.305, 0.316, 0.308, 0.294, 0.304, 0.297, 0.283]),
        ("cart", [0.325, 0.323, 0.321, 0.318, 0.316, 0.313, 0.308, 0.306, 0.303]),
        ("checkmark", [0.344, 0.343, 0.348, 0.344, 0.342, 0.347, 0.344, 0.341, 0.343]),
        ("heart", [0.342, 0.34, 0.341, 0.34, 0.337, 0.337, 0.337, 0.334, 0.333]),
        ("star", [0.377, 0.379, 0.382, 0.383, 0.386, 0.39, 0.392, 0.395, 0.399]),
        ("trash", [0.385, 0.39, 0.393, 0.393, 0.399, 0.403, 0.402, 0.41, 0.416]),
        ("chevron.up", [0.365, 0.366, 0.36, 0.366, 0.368, 0.363, 0.367, 0.371, 0.368]),
        ("chevron.down", [0.338, 0.337, 0.343, 0.337, 0.335, 0.34, 0.336, 0.332, 0.335]),
        ("paperplane", [0.33, 0.33, 0.33, 0.324, 0.324, 0.324, 0.316, 0.316, 0.316]),
        ("gift", [0.37, 0.375, 0.369, 0.37, 0.377, 0.374, 0.369, 0.38, 0.381]),
        ("flame", [0.387, 0.387, 0.387, 0.397, 0.397, 0.397, 0.41, 0.41, 0.41]),
        ("square.and.arrow.up", [0.372, 0.372, 0.372, 0.378, 0.378, 0.378, 0.385, 0.385, 0.385]),
        ("camera", [0.364, 0.364, 0.363, 0.367, 0.367, 0.366, 0.371, 0.371, 0.371]),
        ("lock", [0.362, 0.362, 0.362, 0.365, 0.365, 0.365, 0.369, 0.369, 0.369]),
        ("circle", [0.353, 0.353, 0.353, 0.353, 0.353, 0.353, 0.353, 0.353, 0.353]),
        ("tray", [0.352, 0.352, 0.352, 0.352, 0.352, 0.352, 0.351, 0.352, 0.352]),
        ("mic", [0.381, 0.374, 0.368, 0.39, 0.382, 0.374, 0.404, 0.393, 0.384]),
    ]

    /// 17 symbols at 3 sizes x 3 weights x 3 scales: the box's middle sits where SF Symbols' ink
    /// centre is, within 0.005 em (0.17 pt at 34 pt).
    @Test(arguments: measuredCentres.map(\.0))
    func centresMatchSFSymbols(_ name: String) throws {
        let ems = try #require(Self.measuredCentres.first { $0.0 == name }?.1)
        let catalog = try SymbolCatalog.bundled.get()
        let glyph = try #require(catalog.glyph(named: name), "\(name)")
        let weights: [Font.Weight] = [.light, .semibold, .heavy]
        let scales: [Image.Scale] = [.small, .medium, .large]
        for pointSize in [12, 17, 34] as [CGFloat] {
            for (scaleIndex, scale) in scales.enumerated() {
                for (weightIndex, weight) in weights.enumerated() {
                    let symbol = ResolvedSymbol(named: name, glyph: glyph, in: catalog, pointSize: pointSize,
                                                weight: weight, scale: scale)
                    let centre = (symbol.baseline - symbol.size.height / 2) / pointSize
                    #expect(abs(centre - ems[scaleIndex * 3 + weightIndex]) <= 0.005,
                            "\(name) at \(pointSize) pt, \(weight), \(scale): \(centre) em")
                }
            }
        }
    }

    /// The measured offsets move the symbol: in body text `tag` sits 0.033 em (0.57 pt) lower
    /// than a circle, `trash` 0.044 em (0.74 pt) higher.
    @Test func offsetSymbolsSitLowerOrHigherThanCentredOnes() throws {
        let catalog = try SymbolCatalog.bundled.get()
        func centre(_ name: String) throws -> CGFloat {
            let glyph = try #require(catalog.glyph(named: name))
            let symbol = ResolvedSymbol(named: name, glyph: glyph, in: catalog, pointSize: 17, weight: .regular,
                                        scale: .medium)
            return symbol.baseline - symbol.size.height / 2
        }
        let circle = try centre("circle")
        #expect(abs(circle - 17 * SymbolMetrics.capHeight / 2) < 0.01)
        #expect(abs(try centre("tag") - (circle - 0.57)) < 0.05)
        #expect(abs(try centre("trash") - (circle + 0.74)) < 0.05)
    }
}
