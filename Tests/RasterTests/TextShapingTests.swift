import Foundation
import Testing
@testable import Raster
import ViewTreeResources

/// Bundled fonts, shaping with HarfBuzz and drawing glyph runs.
struct TextShapingTests {
    private static func inter() throws -> Typeface {
        try FontLibrary.shared.typeface(family: "Inter", file: "Inter-Regular.otf")
    }

    private static func width(_ text: String, _ features: [String] = []) throws -> Int {
        TextShaper.shape(text, typeface: try inter(), features: features).advance
    }

    /// Every bundled font file, as (family folder, file name).
    private static var bundledFiles: [(String, String)] {
        guard let fonts = ResourceLocator.resourcesDirectory()?.appendingPathComponent("Fonts") else { return [] }
        let families = (try? FileManager.default.contentsOfDirectory(atPath: fonts.path)) ?? []
        return families.sorted().flatMap { family in
            ((try? FileManager.default.contentsOfDirectory(atPath: fonts.appendingPathComponent(family).path)) ?? [])
                .filter { $0.hasSuffix(".otf") || $0.hasSuffix(".ttf") }
                .sorted()
                .map { (family, $0) }
        }
    }

    @Test func everyBundledFontLoadsWithSaneMetrics() throws {
        let files = Self.bundledFiles
        // Inter and InterDisplay in nine weights with italics, JetBrains Mono, Noto Serif, Source Serif Pro.
        #expect(files.count == 36 + 16 + 4 + 10)
        for (family, file) in files {
            let face = try FontLibrary.shared.typeface(family: family, file: file)
            #expect(face.unitsPerEm >= 1000, "\(file)")
            #expect(face.ascender > 0 && face.descender < 0, "\(file)")
            #expect(face.glyph(for: "A") != nil, "\(file)")
        }
    }

    @Test(arguments: ["AV", "To", "Ty"])
    func kerningPullsPairsTogether(pair: String) throws {
        let letters = try pair.map { try Self.width(String($0)) }.reduce(0, +)
        #expect(try Self.width(pair) < letters)
        #expect(try Self.width(pair, ["-kern"]) == letters)
    }

    @Test func tabularFiguresHaveEqualAdvances() throws {
        #expect(try Self.width("1") != Self.width("0"))
        #expect(try Self.width("1", ["tnum"]) == Self.width("0", ["tnum"]))
    }

    @Test func glyphOutlinesHaveTheirContours() throws {
        let face = try Self.inter()
        let o = face.outline(of: try #require(face.glyph(for: "O")))
        let contours = o.elements.filter { if case .move = $0 { return true } else { return false } }.count
        #expect(contours == 2)
        #expect(face.outline(of: try #require(face.glyph(for: " "))).isEmpty)
        // Outlines sit on the baseline with y pointing down: "O" is above it.
        #expect(o.boundingRect.maxY > -20 && o.boundingRect.minY < -Double(face.unitsPerEm) / 2)
    }

    @Test func corruptFontDataIsADescriptiveError() throws {
        let error = try #require(throws: FontError.self) {
            try Typeface(data: Data("definitely not a font".utf8), name: "bogus.otf")
        }
        #expect(error.description.contains("bogus.otf"))
        let real = try Data(contentsOf: try #require(ResourceLocator.resourcesDirectory())
            .appendingPathComponent("Fonts/Inter/Inter-Regular.otf"))
        #expect(throws: FontError.self) { try Typeface(data: real.prefix(200), name: "truncated.otf") }
        #expect(throws: FontError.missingFile("/nonexistent/font.otf")) {
            try Typeface(contentsOf: URL(fileURLWithPath: "/nonexistent/font.otf"))
        }
        #expect(throws: FontError.self) { try FontLibrary.shared.typeface(family: "Inter", file: "Nope.otf") }
    }

    @Test func resourceOverrideComesFirstAndMissingPlacesAreSkipped() throws {
        let real = try #require(ResourceLocator.resourcesDirectory())
        #expect(ResourceLocator.resourcesDirectory(environment: ["VIEWTREE_RESOURCES": real.path]) == real)
        let candidates = ResourceLocator.candidates(environment: ["VIEWTREE_RESOURCES": "/nowhere"])
        #expect(candidates.first?.path == "/nowhere")
        #expect(ResourceLocator.resourcesDirectory(environment: ["VIEWTREE_RESOURCES": "/nowhere"]) != nil)
    }

    @Test func drawnTextIsDeterministicAcrossThreads() async throws {
        let run = TextShaper.shape("Hamburgefonstiv 0123", typeface: try Self.inter())
        func render() throws -> Bitmap {
            let canvas = try RasterCanvas(width: 200, height: 30)
            try canvas.draw(run, size: 17, at: CGPoint(x: 4.3, y: 21), color: .black)
            return canvas.bitmap
        }
        let reference = try render()
        #expect(reference.pixels.contains { $0 != 0 })
        let others = try await withThrowingTaskGroup(of: Bitmap.self) { group in
            for _ in 0..<8 { group.addTask { try render() } }
            return try await group.reduce(into: [Bitmap]()) { $0.append($1) }
        }
        #expect(others.allSatisfy { $0 == reference })
    }
}
