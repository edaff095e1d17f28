import CCodecBridge
import Foundation
import SeededFuzzing
import Testing
@testable import Raster

/// `Bitmap.isEqual(toPNG:)`, the comparison a passing snapshot assertion makes while decoding its
/// reference row by row: it must agree with decoding the PNG whole and comparing the pixels.
struct PNGComparisonTests {
    /// The pixels `fixture` decodes to, as a bitmap.
    static func bitmap(of fixture: PNGFixture) throws -> Bitmap {
        try Bitmap(width: fixture.width, height: fixture.height, pixels: fixture.expectedPixels)
    }

    /// `bitmap` with the pixel at `index` changed by one in red (still premultiplied), or made
    /// opaque black if it was transparent.
    static func changing(_ bitmap: Bitmap, at index: Int) throws -> Bitmap {
        var pixels = bitmap.pixels
        let pixel = pixels[index], red = pixel & 0xFF
        pixels[index] = pixel >> 24 == 0 ? 0xFF00_0000 : (pixel & ~0xFF) | (red > 0 ? red - 1 : 1)
        return try Bitmap(width: bitmap.width, height: bitmap.height, pixels: pixels)
    }

    /// The CRC-32 of PNG chunks (ISO 3309), for files damaged on purpose with valid chunk CRCs.
    static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
        ~bytes.reduce(UInt32.max) { crc, byte in
            (0..<8).reduce(crc ^ UInt32(byte)) { value, _ in value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        }
    }

    @Test(arguments: PNGFixture.all)
    func everyColourTypeAndDepthMatchesItsDecodedPixels(_ fixture: PNGFixture) throws {
        let data = try pngFixtureData(fixture.name)
        let bitmap = try Self.bitmap(of: fixture)
        try #require(try Bitmap(pngData: data) == bitmap)
        #expect(bitmap.isEqual(toPNG: data))
    }

    @Test(arguments: PNGFixture.all)
    func onePixelChangedInTheFirstOrLastRowDoesNotMatch(_ fixture: PNGFixture) throws {
        let data = try pngFixtureData(fixture.name)
        let bitmap = try Self.bitmap(of: fixture)
        for index in [0, fixture.width + 1, bitmap.pixels.count - 1] {
            let changed = try Self.changing(bitmap, at: index)
            try #require(changed != bitmap)
            #expect(!changed.isEqual(toPNG: data), "pixel \(index) of \(fixture.name)")
        }
    }

    @Test(arguments: [PNGEncodingOptions.fast, .libpngDefault, PNGEncodingOptions(compressionLevel: 9, strategy: 3, filters: 0x80)])
    func otherEncodingsOfTheSamePixelsMatch(_ options: PNGEncodingOptions) throws {
        let bitmap = try everyPremultipliedValueBitmap()
        #expect(bitmap.isEqual(toPNG: try bitmap.pngData(options: options)))
        let translucentLast = try Self.changing(bitmap, at: bitmap.pixels.count - 2)
        #expect(!translucentLast.isEqual(toPNG: try bitmap.pngData(options: options)))
    }

    /// What the row-by-row comparison itself answers (1 match, 0 differs, -1 cannot tell), so
    /// that the PNGs ViewTree writes, with every row filter, are compared without libpng.
    static func rowComparison(_ bitmap: Bitmap, _ data: Data) -> Int32 {
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            data.withUnsafeBytes { raw in
                vt_png_compare_premultiplied_rgba8(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, 1 << 15, 1 << 27,
                                                   pixels.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height))
            }
        }
    }

    @Test(arguments: [0x08, 0x10, 0x20, 0x40, 0x80, 0xF8] as [Int32])
    func eightBitRGBAWithAnyRowFilterIsComparedRowByRow(_ filters: Int32) throws {
        let bitmap = try everyPremultipliedValueBitmap()
        let data = try bitmap.pngData(options: PNGEncodingOptions(compressionLevel: 6, strategy: 0, filters: filters))
        #expect(Self.rowComparison(bitmap, data) == 1)
        #expect(Self.rowComparison(try Self.changing(bitmap, at: 200 * 256 + 100), data) == 0)
        #expect(Self.rowComparison(try Self.changing(bitmap, at: 256 * 256 - 1), data) == 0)
    }

    /// `data` with a chunk of `type` (and a correct CRC) inserted after IHDR.
    static func inserting(_ type: String, into data: Data) -> Data {
        let body = Array(type.utf8) + [1, 2, 3]
        let crc = crc32(body)
        let chunk = [0, 0, 0, 3] + body + (0..<4).map { UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32($0))) }
        return data.prefix(33) + Data(chunk) + data.dropFirst(33)
    }

    /// Chunks that cannot change the pixels (Apple's encoders add some) keep the comparison row by
    /// row; chunks that might (transparency, an unknown critical chunk) leave it to libpng.
    @Test(arguments: [("iDOT", Int32(1)), ("eXIf", 1), ("tEXt", 1), ("tRNS", -1), ("vpAg", -1), ("ABCD", -1)])
    func extraChunksAreComparedRowByRowOnlyWhenHarmless(_ type: String, expected: Int32) throws {
        let bitmap = try everyPremultipliedValueBitmap()
        let data = Self.inserting(type, into: try bitmap.pngData())
        #expect(Self.rowComparison(bitmap, data) == expected)
        #expect(bitmap.isEqual(toPNG: data) == ((try? Bitmap(pngData: data)) == bitmap))
    }

    @Test(arguments: ["rgba8_interlaced.png", "rgb8.png", "rgba16.png", "palette8_trns.png"])
    func otherKindsOfPNGAreLeftToLibpng(_ name: String) throws {
        let data = try pngFixtureData(name)
        let bitmap = try Bitmap(pngData: data)
        #expect(Self.rowComparison(bitmap, data) == -1)
        #expect(bitmap.isEqual(toPNG: data))
    }

    @Test func anotherSizeDoesNotMatch() throws {
        let bitmap = try everyPremultipliedValueBitmap()
        let data = try bitmap.pngData()
        let narrower = try Bitmap(width: 128, height: 512, pixels: bitmap.pixels)
        #expect(!narrower.isEqual(toPNG: data))
    }

    @Test(arguments: PNGFixture.badFileNames)
    func brokenFilesDoNotMatch(_ name: String) throws {
        let data = try pngFixtureData(name)
        let bitmap = try Bitmap(width: 7, height: 5)
        #expect(!bitmap.isEqual(toPNG: data))
    }

    @Test func emptyDataDoesNotMatch() throws {
        #expect(try !Bitmap(width: 1, height: 1).isEqual(toPNG: Data()))
    }

    /// Damage after the last row (a wrong zlib checksum with a valid chunk CRC, a file cut off
    /// after its image data) is judged as a full decode judges it.
    @Test func damageAfterTheLastRowIsJudgedAsAFullDecodeJudgesIt() throws {
        let bitmap = try everyPremultipliedValueBitmap()
        let data = try bitmap.pngData()
        var bytes = [UInt8](data)
        func length(at position: Int) -> Int { bytes[position..<position + 4].reduce(0) { $0 << 8 | Int($1) } }
        var position = 8, lastImageData = 8
        while position + 12 <= bytes.count {
            if bytes[position + 4..<position + 8].elementsEqual(Array("IDAT".utf8)) { lastImageData = position }
            position += 12 + length(at: position)
        }
        // The last IDAT's data ends with the zlib stream's Adler-32; its CRC is recomputed.
        let dataEnd = lastImageData + 8 + length(at: lastImageData)
        bytes[dataEnd - 1] ^= 0x01
        let crc = Self.crc32(bytes[lastImageData + 4..<dataEnd])
        for index in 0..<4 { bytes[dataEnd + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(index))) }

        for damaged in [Data(bytes), data.prefix(data.count - 12), data.prefix(data.count - 30)] {
            let decoded = try? Bitmap(pngData: damaged)
            #expect(bitmap.isEqual(toPNG: damaged) == (decoded == bitmap))
        }
        #expect(throws: RasterError.self) { try Bitmap(pngData: data.prefix(data.count - 30)) }
    }

    /// The SIMD Adler-32 the comparison checks the image data with gives zlib's checksum (the
    /// definition, computed byte by byte here), for lengths around its steps and blocks and for
    /// bytes of 255, whose sums grow fastest.
    @Test func adler32IsTheDefinition() {
        var generator = SeededGenerator(seed: 32)
        for count in [0, 1, 15, 16, 17, 31, 32, 33, 5551, 5552, 5553, 11_104, 11_121, 70_000] {
            for bytes in [[UInt8](repeating: 255, count: count), (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }] {
                var (low, high): (UInt32, UInt32) = (1, 0)
                for byte in bytes {
                    low = (low + UInt32(byte)) % 65521
                    high = (high + low) % 65521
                }
                #expect(vt_adler32(1, bytes, count) == high << 16 | low, "count \(count)")
                let half = count / 2
                let continued = bytes.withUnsafeBufferPointer { buffer in
                    vt_adler32(vt_adler32(1, buffer.baseAddress, half), buffer.baseAddress.map { $0 + half }, count - half)
                }
                #expect(continued == high << 16 | low, "count \(count) in two parts")
            }
        }
    }
}
