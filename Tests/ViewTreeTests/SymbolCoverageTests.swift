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
        // Every name used by two or more of the ranked apps, and all but 21 of the 1,000 most used.
        for (name, repositories) in ranked where repositories >= 2 {
            #expect(catalog.codePoints[name] != nil, "\(name) is used by \(repositories) apps")
        }
        let top = ranked.prefix(1000).filter { catalog.codePoints[$0.name] != nil }.count
        #expect(top >= 979, "\(top) of the 1,000 most used names are mapped")
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
