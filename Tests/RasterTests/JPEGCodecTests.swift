import Foundation
import Testing
@testable import Raster

private let jpegFixtureFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/jpeg")

private func jpegFixtureData(_ name: String) throws -> Data {
    try Data(contentsOf: jpegFixtureFolder.appendingPathComponent(name))
}

/// The upright picture every colour fixture shows (see make_jpeg_fixtures.sh): 8 x 8 blocks of
/// red, green, blue over yellow, white, black.
private func uprightColor(x: Int, y: Int) -> RGBA8 {
    let colors: [[(UInt8, UInt8, UInt8)]] = [[(255, 0, 0), (0, 255, 0), (0, 0, 255)],
                                            [(255, 255, 0), (255, 255, 255), (0, 0, 0)]]
    let (red, green, blue) = colors[y / 8][x / 8]
    return RGBA8(red: red, green: green, blue: blue, alpha: 255)
}

/// Pixels (listed as "x,y: got, want") further than `tolerance` in any channel from the upright
/// picture, looking only at `pixels` of each block when given (to skip chroma bleeding at edges).
private func mismatches(_ bitmap: Bitmap, tolerance: Int, blockPixels: ClosedRange<Int> = 0...7) -> [String] {
    var found: [String] = []
    for y in 0..<16 where blockPixels.contains(y % 8) {
        for x in 0..<24 where blockPixels.contains(x % 8) {
            let got = bitmap[x, y], want = uprightColor(x: x, y: y)
            let channels = [(got.red, want.red), (got.green, want.green), (got.blue, want.blue), (got.alpha, want.alpha)]
            if channels.contains(where: { abs(Int($0.0) - Int($0.1)) > tolerance }) {
                found.append("\(x),\(y): \(got), want \(want)")
            }
        }
    }
    return found
}

/// Decoding JPEGs with libjpeg-turbo: colour models, progressive scans, EXIF orientation and
/// broken files.
struct JPEGCodecTests {
    @Test(arguments: ExifOrientation.allCases)
    func everyExifOrientationDecodesUpright(_ orientation: ExifOrientation) throws {
        let bitmap = try Bitmap(jpegData: try jpegFixtureData("orientation-\(orientation.rawValue).jpg"))
        try #require(bitmap.width == 24 && bitmap.height == 16, "\(bitmap.width) x \(bitmap.height)")
        let wrong = mismatches(bitmap, tolerance: 3)
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    @Test(arguments: ["progressive.jpg", "cmyk.jpg"])
    func progressiveAndCMYKFilesDecodeToTheirColours(_ name: String) throws {
        let bitmap = try Bitmap(jpegData: try jpegFixtureData(name))
        try #require(bitmap.width == 24 && bitmap.height == 16)
        let wrong = mismatches(bitmap, tolerance: 3)
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    @Test func chromaSubsampledFileDecodesToItsColoursAwayFromBlockEdges() throws {
        let bitmap = try Bitmap(jpegData: try jpegFixtureData("subsampled.jpg"))
        let wrong = mismatches(bitmap, tolerance: 12, blockPixels: 2...5)
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    @Test func greyscaleFileDecodesToOpaqueGreys() throws {
        let bitmap = try Bitmap(jpegData: try jpegFixtureData("grey.jpg"))
        try #require(bitmap.width == 16 && bitmap.height == 8)
        for (x, want) in [(3, 40), (12, 200)] {
            let pixel = bitmap[x, 4]
            #expect(abs(Int(pixel.red) - want) <= 2 && pixel.red == pixel.green && pixel.green == pixel.blue)
            #expect(pixel.alpha == 255)
        }
    }

    @Test func decodingTheSameFileTwiceGivesIdenticalPixels() throws {
        let data = try jpegFixtureData("subsampled.jpg")
        #expect(try Bitmap(jpegData: data).pixels == Bitmap(jpegData: data).pixels)
    }

    @Test(arguments: [("bad_truncated.jpg", "Premature end"), ("bad_tables.jpg", "Huffman")])
    func brokenFileThrowsTheDecodersReason(_ name: String, reason: String) throws {
        let data = try jpegFixtureData(name)
        let error = #expect(throws: RasterError.self) { try Bitmap(jpegData: data) }
        guard case .jpegDecodingFailed(let message)? = error else {
            Issue.record("expected jpegDecodingFailed, got \(String(describing: error))")
            return
        }
        #expect(message.contains(reason), "message: \(message)")
        #expect(error?.description.hasPrefix("Cannot decode JPEG: ") == true)
    }

    @Test func dataWithoutAJPEGMarkerIsRefused() {
        #expect(throws: RasterError.jpegDecodingFailed("data does not start with a JPEG marker")) {
            try Bitmap(jpegData: Data([0x00, 0x01, 0x02]))
        }
    }

    @Test func imageDataIsToldApartBySignature() throws {
        let jpeg = try Bitmap(imageData: try jpegFixtureData("orientation-6.jpg"))
        #expect(jpeg.width == 24)
        let png = try RasterCanvas(width: 3, height: 2).pngData()
        #expect(try Bitmap(imageData: png).width == 3)
        #expect(throws: RasterError.unrecognizedImageFormat(firstBytes: "47 49 46 38 39 61")) {
            try Bitmap(imageData: Data("GIF89a".utf8))
        }
        #expect(throws: RasterError.unrecognizedImageFormat(firstBytes: "no data")) { try Bitmap(imageData: Data()) }
    }

    @Test func damagedExifFallsBackToUpright() {
        #expect(ExifOrientation(exifPayload: Data()) == .up)
        #expect(ExifOrientation(exifPayload: Data("MM\0*\0\0\0\u{FF}".utf8)) == .up)
        // A valid header whose directory lies past the end of the data.
        #expect(ExifOrientation(exifPayload: Data([0x49, 0x49, 42, 0, 200, 0, 0, 0])) == .up)
    }

    @Test func fixtureFolderHoldsExactlyTheTestedFiles() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: jpegFixtureFolder.path)
        let tested = (1...8).map { "orientation-\($0).jpg" }
            + ["progressive.jpg", "cmyk.jpg", "subsampled.jpg", "grey.jpg", "bad_truncated.jpg", "bad_tables.jpg"]
        #expect(Set(names) == Set(tested))
    }
}
