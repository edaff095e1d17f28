import Foundation
import Testing
@testable import Raster

/// The folder of PNG files written by `Fixtures/make_png_fixtures.py`.
private let pngFixtureFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/png")

/// The bytes of the fixture file `name`.
func pngFixtureData(_ name: String) throws -> Data {
    try Data(contentsOf: pngFixtureFolder.appendingPathComponent(name))
}

/// The pixel formulas of `make_png_fixtures.py` (see the comment at the top of the script).
enum PNGFixtureFormula {
    static func red(_ x: Int, _ y: Int) -> Int { (37 * x + 53 * y) % 256 }
    static func green(_ x: Int, _ y: Int) -> Int { ((200 - 23 * x + 41 * y) % 256 + 256) % 256 }
    static func blue(_ x: Int, _ y: Int) -> Int { (19 * x * y + 7) % 256 }
    static func alpha(_ x: Int, _ y: Int) -> Int { (51 * x + 90 * y) % 256 }

    /// The 16-bit sample the script stores for the 8-bit channel value `value` at (x, y).
    static func sample16(_ value: Int, _ x: Int, _ y: Int) -> Int {
        let offset = (11 * x + 7 * y) % 128
        return value * 257 + (value < 128 ? offset : -offset)
    }

    /// libpng's `png_set_scale_16` result for a 16-bit sample: round(v * 255 / 65535).
    static func scaled16(_ sample: Int) -> Int { (2 * sample * 255 + 65535) / (2 * 65535) }

    /// The 8-bit value libpng decodes a stored channel to, for the file's bit depth.
    static func decoded(_ value: Int, depth: Int, _ x: Int, _ y: Int) -> Int {
        depth == 16 ? scaled16(sample16(value, x, y)) : value
    }

    /// Grey at a depth below 8, expanded to 8 bits by bit replication.
    static func lowDepthGrey(depth: Int, _ x: Int, _ y: Int) -> Int {
        (37 * x + 53 * y) % (1 << depth) * 255 / ((1 << depth) - 1)
    }

    /// The alphas of the first palette entries in `palette8_trns.png`; later entries are opaque.
    static let paletteAlphas = [0, 255, 1, 127, 254, 128, 64, 200, 33, 90]

    /// The straight pixel of a palette image of `depth` bits, with or without its tRNS alphas.
    static func palette(depth: Int, transparency: Bool, _ x: Int, _ y: Int) -> RGBA8 {
        let index = (3 * x + 7 * y) % min(1 << depth, 40)
        let alpha = transparency && index < paletteAlphas.count ? paletteAlphas[index] : 255
        return straight((67 * index + 10) % 256, (29 * index + 200) % 256, (113 * index) % 256, alpha)
    }

    /// A straight (unpremultiplied) pixel from `Int` components in 0...255.
    static func straight(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Int = 255) -> RGBA8 {
        RGBA8(red: UInt8(red), green: UInt8(green), blue: UInt8(blue), alpha: UInt8(alpha))
    }

    /// Opaque grey.
    static func grey(_ value: Int) -> RGBA8 { straight(value, value, value) }
}

/// A fixture file that must decode, with the straight RGBA8 pixels it holds.
struct PNGFixture: Sendable, CustomStringConvertible {
    let name: String
    let width: Int
    let height: Int
    /// The straight (unpremultiplied) pixel at (x, y).
    let straightPixel: @Sendable (Int, Int) -> RGBA8

    init(_ name: String, width: Int = 7, height: Int = 5, pixel: @escaping @Sendable (Int, Int) -> RGBA8) {
        self.name = name
        self.width = width
        self.height = height
        straightPixel = pixel
    }

    var description: String { name }

    /// The packed premultiplied pixels a correct decoder returns, row by row.
    var expectedPixels: [UInt32] {
        (0..<height).flatMap { y in (0..<width).map { x in premultipliedReference(straightPixel(x, y)).packed } }
    }

    typealias F = PNGFixtureFormula

    static let all: [PNGFixture] = {
        var fixtures: [PNGFixture] = []
        for depth in [1, 2, 4] {
            fixtures.append(PNGFixture("grey\(depth).png") { x, y in F.grey(F.lowDepthGrey(depth: depth, x, y)) })
        }
        for depth in [8, 16] {
            fixtures += [
                PNGFixture("grey\(depth).png") { x, y in F.grey(F.decoded(F.red(x, y), depth: depth, x, y)) },
                PNGFixture("greyalpha\(depth).png") { x, y in
                    let grey = F.decoded(F.red(x, y), depth: depth, x, y)
                    return F.straight(grey, grey, grey, F.decoded(F.alpha(x, y), depth: depth, x, y))
                },
                PNGFixture("rgb\(depth).png") { x, y in
                    F.straight(F.decoded(F.red(x, y), depth: depth, x, y), F.decoded(F.green(x, y), depth: depth, x, y),
                               F.decoded(F.blue(x, y), depth: depth, x, y))
                },
                PNGFixture("rgba\(depth).png") { x, y in
                    F.straight(F.decoded(F.red(x, y), depth: depth, x, y), F.decoded(F.green(x, y), depth: depth, x, y),
                               F.decoded(F.blue(x, y), depth: depth, x, y), F.decoded(F.alpha(x, y), depth: depth, x, y))
                },
            ]
        }
        for depth in [1, 2, 4, 8] {
            fixtures.append(PNGFixture("palette\(depth).png") { x, y in
                F.palette(depth: depth, transparency: false, x, y)
            })
        }
        fixtures += [
            PNGFixture("palette8_trns.png") { x, y in F.palette(depth: 8, transparency: true, x, y) },
            PNGFixture("grey8_trns.png") { x, y in
                let grey = F.red(x, y)
                return F.straight(grey, grey, grey, grey == F.red(2, 1) ? 0 : 255)
            },
            PNGFixture("rgb8_trns.png") { x, y in
                let key = (F.red(3, 2), F.green(3, 2), F.blue(3, 2))
                let color = (F.red(x, y), F.green(x, y), F.blue(x, y))
                return F.straight(color.0, color.1, color.2, color == key ? 0 : 255)
            },
            PNGFixture("rgba8_interlaced.png", width: 11, height: 9) { x, y in
                F.straight(F.red(x, y), F.green(x, y), F.blue(x, y), F.alpha(x, y))
            },
            PNGFixture("grey8_interlaced.png", width: 11, height: 9) { x, y in F.grey(F.red(x, y)) },
        ]
        return fixtures
    }()

    /// Files that must fail to decode.
    static let badFileNames = [
        "bad_truncated.png", "bad_idat_crc.png", "bad_zlib.png", "bad_signature_only.png", "bad_not_png.png",
        "bad_too_large.png", "bad_too_many_pixels.png",
    ]
}

/// `pixel` premultiplied channel by channel, round(c * a / 255), computed independently of `PixelMath`.
/// (c * a / 255 is never exactly halfway between integers, so the rounding has no ties.)
private func premultipliedReference(_ pixel: RGBA8) -> RGBA8 {
    let alpha = Int(pixel.alpha)
    func scale(_ channel: UInt8) -> UInt8 { UInt8((2 * Int(channel) * alpha + 255) / 510) }
    return RGBA8(red: scale(pixel.red), green: scale(pixel.green), blue: scale(pixel.blue), alpha: pixel.alpha)
}

/// Where two pixel grids of the same size differ, as "(x, y) got … expected …" lines (at most `limit`).
private func pixelDifferences(_ actual: [UInt32], _ expected: [UInt32], width: Int, limit: Int = 8) -> [String] {
    zip(actual, expected).enumerated().filter { $0.element.0 != $0.element.1 }.prefix(limit).map { index, pair in
        "(\(index % width), \(index / width)) got \(RGBA8(packed: pair.0)) expected \(RGBA8(packed: pair.1))"
    }
}

/// The chunks of a PNG file in order, as (type, body); fails the test if the structure is broken.
private func pngChunks(_ data: Data) throws -> [(type: String, body: [UInt8])] {
    let bytes = [UInt8](data)
    try #require(bytes.count >= 8 && bytes.prefix(8).elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    var chunks: [(type: String, body: [UInt8])] = []
    var position = 8
    while position < bytes.count {
        try #require(position + 12 <= bytes.count)
        let length = bytes[position..<position + 4].reduce(0) { $0 << 8 | Int($1) }
        let type = String(decoding: bytes[position + 4..<position + 8], as: UTF8.self)
        try #require(position + 12 + length <= bytes.count)
        chunks.append((type, Array(bytes[position + 8..<position + 8 + length])))
        position += 12 + length
    }
    return chunks
}

/// A 256 x 256 bitmap whose row `a` has alpha `a` and, across the row, every premultiplied red value
/// from 0 to `a` (then `a` again), green its complement `a - red`, and blue a second ramp: every
/// channel value allowed with every alpha.
func everyPremultipliedValueBitmap() throws -> Bitmap {
    let pixels = (0..<256).flatMap { alpha in
        (0..<256).map { x in
            let red = min(x, alpha), blue = min(255 - x, alpha)
            return RGBA8(red: UInt8(red), green: UInt8(alpha - red), blue: UInt8(blue), alpha: UInt8(alpha)).packed
        }
    }
    return try Bitmap(width: 256, height: 256, pixels: pixels)
}

/// Decoding PNGs of every colour type and bit depth, encoding, and rejecting broken files.
struct PNGCodecTests {
    // MARK: Decoding fixtures

    @Test(arguments: PNGFixture.all)
    func fixtureDecodesToTheExpectedPremultipliedPixels(_ fixture: PNGFixture) throws {
        let bitmap = try Bitmap(pngData: try pngFixtureData(fixture.name))
        try #require(bitmap.width == fixture.width && bitmap.height == fixture.height,
                     "decoded size \(bitmap.width) x \(bitmap.height)")
        let differences = pixelDifferences(bitmap.pixels, fixture.expectedPixels, width: fixture.width)
        #expect(differences.isEmpty, "\(fixture.name): \(differences.joined(separator: "; "))")
    }

    @Test func fixtureFolderHoldsExactlyTheListedFiles() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: pngFixtureFolder.path)
        #expect(Set(names) == Set(PNGFixture.all.map(\.name) + PNGFixture.badFileNames))
    }

    @Test func sixteenBitFixtureSamplesScaleBackToTheirEightBitValues() {
        for value in 0...255 {
            for x in 0..<11 {
                for y in 0..<9 {
                    let sample = PNGFixtureFormula.sample16(value, x, y)
                    #expect((0...65535).contains(sample))
                    #expect(PNGFixtureFormula.scaled16(sample) == value)
                }
            }
        }
    }

    @Test func decodedTranslucentFixturePixelsArePremultiplied() throws {
        // Pixel (1, 0) of greyalpha8.png is grey 37 at alpha 51: round(37 * 51 / 255) = 7.
        let bitmap = try Bitmap(pngData: try pngFixtureData("greyalpha8.png"))
        #expect(bitmap[1, 0] == RGBA8(red: 7, green: 7, blue: 7, alpha: 51))
        #expect(bitmap[0, 0] == .clear)
    }

    // MARK: Encoding

    @Test(arguments: [PNGEncodingOptions.fast, .libpngDefault])
    func everyPremultipliedValueSurvivesARoundTrip(_ options: PNGEncodingOptions) throws {
        let original = try everyPremultipliedValueBitmap()
        let decoded = try Bitmap(pngData: try original.pngData(options: options))
        let differences = pixelDifferences(decoded.pixels, original.pixels, width: original.width)
        #expect(differences.isEmpty, "\(differences.joined(separator: "; "))")
    }

    @Test func canvasWithOpaqueTranslucentAndTransparentPixelsSurvivesARoundTrip() throws {
        let canvas = try RasterCanvas(width: 9, height: 7)
        try canvas.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 7)), color: RGBAColor(red: 0.9, green: 0.2, blue: 0.4))
        try canvas.fill(Path(CGRect(x: 2, y: 1, width: 5, height: 4)),
                        color: RGBAColor(red: 0.1, green: 0.6, blue: 1, alpha: 0.5))
        try canvas.fill(Path(CGRect(x: 5.5, y: 3.25, width: 3, height: 2.5)),
                        color: RGBAColor(red: 1, green: 1, blue: 0, alpha: 1.0 / 255))
        let alphas = Set(canvas.bitmap.pixels.map { $0 >> 24 })
        try #require(alphas.contains(0) && alphas.contains(255) && alphas.contains { $0 > 0 && $0 < 255 })

        let decoded = try RasterCanvas(pngData: try canvas.pngData())
        #expect(decoded.bitmap == canvas.bitmap)
    }

    @Test func encodedPNGIsEightBitRGBAWithAnSRGBChunkAndNoTimestamp() throws {
        let chunks = try pngChunks(try everyPremultipliedValueBitmap().pngData())
        let header = try #require(chunks.first)
        #expect(header.type == "IHDR")
        // Width 256, height 256, bit depth 8, colour type 6 (RGBA), compression 0, filter 0, no interlace.
        #expect(header.body == [0, 0, 1, 0, 0, 0, 1, 0, 8, 6, 0, 0, 0])
        let srgb = try #require(chunks.first { $0.type == "sRGB" })
        #expect(srgb.body == [0], "perceptual rendering intent")
        #expect(!chunks.contains { $0.type == "tIME" })
        #expect(chunks.last?.type == "IEND")
    }

    @Test(arguments: [PNGEncodingOptions.fast, .libpngDefault])
    func encodingIsDeterministic(_ options: PNGEncodingOptions) throws {
        let first = try everyPremultipliedValueBitmap().pngData(options: options)
        let second = try everyPremultipliedValueBitmap().pngData(options: options)
        #expect(first == second)
    }

    @Test func fastAndLibpngDefaultEncodingsDecodeToIdenticalPixels() throws {
        let bitmap = try Bitmap(pngData: try pngFixtureData("rgba8_interlaced.png"))
        let fast = try Bitmap(pngData: try bitmap.pngData(options: .fast))
        let standard = try Bitmap(pngData: try bitmap.pngData(options: .libpngDefault))
        #expect(fast == standard)
        #expect(fast == bitmap)
    }

    // MARK: Broken input

    @Test(arguments: PNGFixture.badFileNames)
    func brokenFileThrowsADecodingError(_ name: String) throws {
        let data = try pngFixtureData(name)
        let error = #expect(throws: RasterError.self) { try Bitmap(pngData: data) }
        guard case .pngDecodingFailed(let message)? = error else {
            Issue.record("expected pngDecodingFailed, got \(String(describing: error))")
            return
        }
        #expect(!message.isEmpty)
        #expect(error?.description.hasPrefix("Cannot decode PNG: ") == true)
    }

    /// 40000 x 40000 is too wide and too tall; 32768 x 32768 is within the side limit but has too many pixels.
    @Test(arguments: [("bad_too_large.png", "40000 x 40000"), ("bad_too_many_pixels.png", "32768 x 32768")])
    func oversizedImageIsRefusedWithAMessageNamingSizeAndLimit(_ name: String, size: String) throws {
        let data = try pngFixtureData(name)
        let error = #expect(throws: RasterError.self) { try Bitmap(pngData: data) }
        guard case .pngDecodingFailed(let message)? = error else {
            Issue.record("expected pngDecodingFailed, got \(String(describing: error))")
            return
        }
        #expect(message.contains(size) && message.contains("limit"), "message: \(message)")
    }

    @Test func emptyDataThrowsADecodingError() {
        #expect(throws: RasterError.self) { try Bitmap(pngData: Data()) }
        #expect(throws: RasterError.self) { try RasterCanvas(pngData: Data()) }
    }
}
