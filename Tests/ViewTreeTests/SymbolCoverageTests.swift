import Foundation
import Testing
@testable import ViewTree

/// Which SF Symbol names ViewTree draws: at least the 1,000 names public apps use most
/// (`scripts/symbols/ranked_names.tsv`), each drawing ink.
@MainActor @Suite struct SymbolCoverageTests {
    /// `scripts/symbols/ranked_names.tsv`: SF Symbol names, most used first, with the number of
    /// the ranked repositories that use each.
    private static func ranked() throws -> [(name: String, repositories: Int)] {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/symbols/ranked_names.tsv")
        return try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map { line in
            let columns = line.split(separator: "\t")
            return (String(columns[0]), Int(columns[1]) ?? 0)
        }
    }

    @Test func atLeastAThousandNamesAreMapped() throws {
        let catalog = try SymbolCatalog.bundled.get()
        #expect(catalog.codePoints.count >= 1000)
        let ranked = try Self.ranked()
        // Every name used by two or more of the ranked apps, and every one of the 1,000 most used.
        for (name, repositories) in ranked where repositories >= 2 {
            #expect(catalog.codePoints[name] != nil, "\(name) is used by \(repositories) apps")
        }
        for (name, _) in ranked.prefix(1000) {
            #expect(catalog.codePoints[name] != nil, "\(name) is one of the 1,000 most used names")
        }
    }

    /// The names Bootstrap has no icon for, drawn for ViewTree (`scripts/symbols/extra`) or
    /// composed, with SF Symbols' box at the regular weight and medium scale in ems (the `viewBox`
    /// of andrilla-llc/sf-symbols' symbols/medium/regular/<name>.svg divided by 100); `swift` is
    /// not in that set (an Apple trademark) and takes its glyph's ink.
    nonisolated static let drawn: [(name: String, width: CGFloat?, height: CGFloat?)] = [
        ("bird", 1.176, 1.319), ("bird.fill", 1.177, 1.317), ("bird.circle", 0.996, 0.995),
        ("bird.circle.fill", 0.996, 0.995), ("swift", nil, nil), ("flask", 0.933, 1.024), ("flask.fill", 0.933, 1.024),
        ("testtube.2", 1, 1.023), ("hockey.puck", 1.003, 0.767), ("hockey.puck.fill", 1.003, 0.767),
        ("hockey.puck.circle", 0.996, 0.995), ("hockey.puck.circle.fill", 0.996, 0.995),
        ("bolt.trianglebadge.exclamationmark", 0.937, 1.137), ("bolt.trianglebadge.exclamationmark.fill", 0.937, 1.136),
        ("person.crop.circle.badge.moon", 1.181, 1.001), ("person.crop.circle.badge.moon.fill", 1.181, 1.001),
        ("square.on.circle", 1.111, 1.08), ("brakesignal", 1.393, 0.952), ("1.brakesignal", 1.393, 0.952),
        ("lane", 0.899, 0.736), ("1.lane", 0.899, 0.736), ("10.lane", 0.899, 0.736), ("11.lane", 0.899, 0.736),
        ("12.lane", 0.899, 0.736), ("1.magnifyingglass", 0.954, 0.963),
    ]

    /// Each drawn name is SF Symbols' size at 40 points (within 1 point), and draws ink that fills
    /// its box (its glyph fitted to the box keeping its proportions: the full width or height,
    /// and at least half of the other) and nothing outside it.
    @Test(arguments: drawn.map { $0.name })
    func drawnSymbolsInkTheirBox(_ name: String) throws {
        let expected = try #require(Self.drawn.first { $0.name == name })
        let margin = 10, image = Image(systemName: name).font(.system(size: 40))
        let frame = try render(image).bitmap
        if let width = expected.width, let height = expected.height {
            #expect(abs(CGFloat(frame.width) - width * 40) <= 1 && abs(CGFloat(frame.height) - height * 40) <= 1,
                    "\(name): \(frame.width) x \(frame.height), not \(width * 40) x \(height * 40)")
        }
        let canvas = try render(image.padding(CGFloat(margin))).bitmap
        var ink = (minX: Int.max, minY: Int.max, maxX: -1, maxY: -1, count: 0)
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where canvas.pixels[y * canvas.width + x] >> 24 > 64 {
                ink = (min(ink.minX, x), min(ink.minY, y), max(ink.maxX, x), max(ink.maxY, y), ink.count + 1)
            }
        }
        #expect(ink.count > 100, "\(name) draws \(ink.count) pixels")
        #expect(ink.minX >= margin - 1 && ink.minY >= margin - 1 && ink.maxX <= margin + frame.width
                && ink.maxY <= margin + frame.height, "\(name): ink outside its box")
        let filled = (CGFloat(ink.maxX - ink.minX + 1) / CGFloat(frame.width), CGFloat(ink.maxY - ink.minY + 1) / CGFloat(frame.height))
        #expect(max(filled.0, filled.1) >= 0.95 && min(filled.0, filled.1) >= 0.5, "\(name) fills \(filled) of its box")
    }

    @Test func everyMappedNameDrawsInk() throws {
        let catalog = try SymbolCatalog.bundled.get()
        for name in catalog.codePoints.keys.sorted() {
            let renderer = ImageRenderer(content: Image(systemName: name))
            let canvas = try renderer.canvas
            #expect(renderer.issues.isEmpty, "\(name)")
            #expect(canvas.width > 0 && canvas.height > 0, "\(name) has a frame")
            let ink = canvas.bitmap.pixels.reduce(0) { $0 + Int($1 >> 24) } / 255
            #expect(ink >= 8, "\(name) draws \(ink) pixels of ink")
        }
    }
}
