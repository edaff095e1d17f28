import Foundation
import Testing
@testable import Raster
import SeededFuzzing
import ViewTreeResources

/// Damaged images and fonts, made from the committed samples by seeded random changes, decode
/// or fail with a thrown error, never a crash. Each seed runs a fixed number of cases, so the
/// suite stays fast; a crash found becomes a regression test with its seed.
struct FuzzTests {
    /// The seeds run in CI; add one to explore further.
    static let seeds: [UInt64] = [1, 22, 2026]

    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The valid sample images: the PNG and JPEG fixtures not named "bad_", and the bundled photo.
    private static func sampleImages() throws -> [Data] {
        var files: [URL] = []
        for folder in ["png", "jpeg"] {
            let url = fixtures.appendingPathComponent(folder)
            files += try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)
                .filter { ["png", "jpg"].contains($0.pathExtension) && !$0.lastPathComponent.hasPrefix("bad_") }
        }
        let photo = try #require(ResourceLocator.resourcesDirectory()).appendingPathComponent("Images/sample-photo.jpg")
        return try (files.sorted { $0.path < $1.path } + [photo]).map { try Data(contentsOf: $0) }
    }

    @Test(arguments: seeds)
    func damagedImagesDecodeOrThrow(_ seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let samples = try Self.sampleImages()
        #expect(samples.count > 5)
        var decoded = 0
        for _ in 0..<1_000 {
            let sample = samples[Int.random(in: 0..<samples.count, using: &generator)]
            guard let bitmap = try? Bitmap(imageData: mutated(sample, using: &generator)) else { continue }
            #expect(bitmap.width > 0 && bitmap.height > 0)
            decoded += 1
        }
        // Some damage is survivable (JPEG is tolerant): the decoders' own paths are reached.
        #expect(decoded > 0, "\(decoded) of 1,000 decoded")
    }

    @Test(arguments: seeds)
    func damagedFontsLoadAndShapeOrThrow(_ seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let fonts = try #require(ResourceLocator.resourcesDirectory()).appendingPathComponent("Fonts")
        let samples = try ["Inter/Inter-Regular.otf", "JetBrainsMono/JetBrainsMono-Regular.ttf"].map {
            try Data(contentsOf: fonts.appendingPathComponent($0))
        }
        let canvas = try RasterCanvas(width: 120, height: 40)
        var loaded = 0
        for index in 0..<40 {
            let data = mutated(samples[index % samples.count], using: &generator)
            guard let face = try? Typeface(data: data, name: "Fuzzed \(seed) \(index)") else { continue }
            loaded += 1
            let layout = ShapedText("Hello, Ünïcode ﬁ 123", font: TextFont(typeface: face, size: 17)).layout(width: 100)
            try? canvas.draw(layout, at: CGPoint(x: 2, y: 2), color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 1))
        }
        #expect(loaded > 10, "\(loaded) of 40 loaded")
    }
}
