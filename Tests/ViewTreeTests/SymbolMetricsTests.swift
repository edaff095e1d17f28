import Foundation
import Testing
@testable import ViewTree

/// Symbol boxes against SF Symbols' (docs/SYMBOL-METRICS.md): the iOS measurements, and the
/// table of boxes at every point size, weight and image scale.
@MainActor @Suite struct SymbolMetricsTests {
    private func box(_ name: String, pointSize: CGFloat, weight: Font.Weight = .regular,
                     scale: Image.Scale = .medium) throws -> CGSize {
        let catalog = try SymbolCatalog.bundled.get()
        let glyph = try #require(catalog.glyph(named: name), "\(name)")
        return ResolvedSymbol(named: name, glyph: glyph, in: catalog, pointSize: pointSize, weight: weight, scale: scale).size
    }

    private func expectClose(_ size: CGSize, _ width: CGFloat, _ height: CGFloat, tolerance: CGFloat = 1,
                             _ comment: Comment? = nil) {
        #expect(abs(size.width - width) <= tolerance && abs(size.height - height) <= tolerance,
                "\(comment?.rawValue ?? ""): \(size.width) x \(size.height), not \(width) x \(height)")
    }

    /// iOS's own figures: checkmark.circle.fill in body text (swift-snapshot-testing's
    /// testSwiftUIView_iOS reference, 34 x 34 pixels at @2x), tray at 56 points and the warning
    /// triangle at 48 points (issue 20), plus and gear in 17-point semibold buttons (15-19 points).
    @Test func boxesMatchTheMeasuredIOSFigures() throws {
        expectClose(try box("checkmark.circle.fill", pointSize: 17), 17, 17, tolerance: 0.5, "checkmark.circle.fill")
        expectClose(try box("tray", pointSize: 56), 65, 47, "tray")
        expectClose(try box("exclamationmark.triangle", pointSize: 48), 50, 45, "exclamationmark.triangle")
        for name in ["plus", "gearshape"] {
            let size = try box(name, pointSize: 17, weight: .semibold)
            #expect((15...19).contains(size.width) && (15...19).contains(size.height), "\(name): \(size)")
        }
    }

    /// SF Symbols' boxes at 17 points, regular weight, medium scale (docs/SYMBOL-METRICS.md).
    static let boxesAt17: [(String, CGFloat, CGFloat)] = [
        ("circle", 17, 17), ("checkmark.circle.fill", 17, 17), ("xmark.circle.fill", 17, 17), ("plus.circle", 17, 17),
        ("info.circle", 17, 17), ("person.crop.circle", 17, 17), ("clock", 17, 17), ("globe", 17, 17),
        ("tray", 19.74, 14.26), ("exclamationmark.triangle", 17.71, 15.94), ("square", 15.81, 15.81),
        ("plus", 14.96, 14.96), ("minus", 14.96, 2.21), ("xmark", 12.75, 12.75), ("checkmark", 14.96, 14.28),
        ("gearshape", 17.85, 17.85), ("chevron.right", 7.48, 13.6), ("chevron.down", 13.6, 7.48),
        ("arrow.right", 15.3, 13.6), ("arrow.up", 13.6, 15.3), ("heart", 18.36, 15.98), ("star", 18.19, 17.34),
        ("bell", 15.64, 17.34), ("house", 19.72, 15.98), ("person", 14.28, 15.64), ("person.2", 22.44, 14.62),
        ("magnifyingglass", 15.64, 15.98), ("trash", 14.62, 17), ("pencil", 15.3, 15.3),
        ("square.and.pencil", 17.34, 17), ("square.and.arrow.up", 13.94, 18.7), ("ellipsis", 16.32, 3.4),
        ("envelope", 19.72, 14.28), ("calendar", 17.34, 16.32), ("photo", 20.4, 15.3), ("camera", 20.4, 14.96),
        ("cart", 19.38, 15.64), ("lock", 12.92, 18.02), ("bookmark", 11.9, 16.66), ("folder", 19.72, 14.62),
        ("paperplane", 17, 16.66), ("doc", 13.26, 17.34), ("link", 16.32, 16.32), ("mic", 10.88, 17.68),
        ("play.fill", 12.92, 14.96), ("wifi", 18.7, 13.6), ("cloud", 20.06, 13.6), ("sun.max", 19.38, 19.38),
        ("moon", 14.96, 15.98), ("bolt.fill", 11.22, 17.68), ("map", 19.38, 16.66), ("eye", 19.72, 12.92),
        ("flag", 14.96, 16.66), ("creditcard", 19.72, 13.94),
    ]

    /// Every table symbol at 3 sizes x 3 weights x 3 scales: the box scales with the point size
    /// and the image scale, and grows by the weight's stroke over regular's (light 0.054,
    /// regular 0.072, bold 0.108 ems) whatever the scale.
    @Test func tableBoxesFollowSizeWeightAndScale() throws {
        #expect(Self.boxesAt17.count >= 40)
        let strokes: [(Font.Weight, CGFloat)] = [(.light, 0.054), (.regular, 0.072), (.bold, 0.108)]
        let scales: [(Image.Scale, CGFloat)] = [(.small, 0.8), (.medium, 1), (.large, 1.3)]
        for (name, width, height) in Self.boxesAt17 {
            for pointSize in [12, 17, 34] as [CGFloat] {
                for (weight, stroke) in strokes {
                    for (scale, factor) in scales {
                        let growth = (stroke - 0.072) * pointSize
                        expectClose(try box(name, pointSize: pointSize, weight: weight, scale: scale),
                                    width / 17 * pointSize * factor + growth, height / 17 * pointSize * factor + growth,
                                    "\(name) at \(pointSize) pt, \(weight), \(scale)")
                    }
                }
            }
        }
    }

    /// A symbol without a table entry keeps its glyph's proportions, the grid as one em.
    @Test func unlistedSymbolsKeepTheirGlyphsProportions() throws {
        let catalog = try SymbolCatalog.bundled.get()
        let glyph = try #require(catalog.glyph(named: "cup.and.saucer"))
        let ink = catalog.typeface.outline(of: glyph).boundingRect
        let em = CGFloat(catalog.typeface.unitsPerEm)
        expectClose(try box("cup.and.saucer", pointSize: 17), ink.width / em * 17, ink.height / em * 17, tolerance: 0.01)
    }
}
