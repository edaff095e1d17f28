import Foundation
import Raster
import Snapshot
import Testing

/// A passing assertion compares its reference while decoding it (see `ReferenceDecoding`): the
/// same pixels pass whatever their PNG encoding, and a reference that differs in one pixel still
/// fails as before, with its difference image, and is left as it is.
@Suite struct ReferenceDecodingTests {
    /// Records the 8 x 4 blue swatch of `RecordModeTests` and returns its reference's pixels.
    static func recordBlueSwatch(in directory: URL) throws -> Bitmap {
        _ = RecordModeTests.verify(.blue, in: directory, record: .all)
        return try Bitmap(pngData: Data(contentsOf: RecordModeTests.reference(in: directory)))
    }

    @Test(arguments: [0, 13, 31])
    func referenceWithOneDifferentPixelFailsAndIsLeftUntouched(_ index: Int) throws {
        let directory = try RecordModeTests.directory()
        let recorded = try Self.recordBlueSwatch(in: directory)
        var pixels = recorded.pixels
        pixels[index] ^= 0x01
        let changed = try Bitmap(width: recorded.width, height: recorded.height, pixels: pixels).pngData()
        try changed.write(to: RecordModeTests.reference(in: directory))

        let message = try #require(RecordModeTests.verify(.blue, in: directory, record: .missing))
        #expect(message.contains("1 of 32 pixels differ"))
        #expect(message.contains("at pixel (\(index % 8), \(index / 8))"))
        #expect(message.contains("Difference image"))
        #expect(try Data(contentsOf: RecordModeTests.reference(in: directory)) == changed)
    }

    @Test(arguments: [PNGEncodingOptions.libpngDefault, PNGEncodingOptions(compressionLevel: 9, strategy: 3, filters: 0x80)])
    func referenceEncodedAnotherWayWithTheSamePixelsPasses(_ options: PNGEncodingOptions) throws {
        let directory = try RecordModeTests.directory()
        let recorded = try Self.recordBlueSwatch(in: directory)
        let reencoded = try recorded.pngData(options: options)
        try #require(reencoded != (try Data(contentsOf: RecordModeTests.reference(in: directory))))
        try reencoded.write(to: RecordModeTests.reference(in: directory))

        #expect(RecordModeTests.verify(.blue, in: directory, record: .missing) == nil)
        #expect(try Data(contentsOf: RecordModeTests.reference(in: directory)) == reencoded)
    }

    @Test func referenceOfAnotherSizeFailsWithBothSizes() throws {
        let directory = try RecordModeTests.directory()
        let recorded = try Self.recordBlueSwatch(in: directory)
        let wider = try Bitmap(width: 16, height: 2, pixels: recorded.pixels).pngData()
        try wider.write(to: RecordModeTests.reference(in: directory))

        let message = try #require(RecordModeTests.verify(.blue, in: directory, record: .missing))
        #expect(message.contains("Newly-taken snapshot is 8x4 pixels; the reference is 16x2."))
        #expect(try Data(contentsOf: RecordModeTests.reference(in: directory)) == wider)
    }
}
