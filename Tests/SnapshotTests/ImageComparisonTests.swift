import Foundation
import Raster
import Snapshot
import Testing

/// Image diffing: exact matches, precision, perceptual precision (CIE Delta E 1994), sizes,
/// undecodable references and the difference image.
@Suite struct ImageComparisonTests {
    static func solid(_ color: RGBA8, width: Int = 40, height: Int = 30) throws -> Bitmap {
        try Bitmap(width: width, height: height, pixels: [UInt32](repeating: color.packed, count: width * height))
    }

    static let grey = RGBA8(red: 128, green: 128, blue: 128, alpha: 255)

    @Test func identicalImagesMatch() throws {
        let image = try Self.solid(Self.grey)
        #expect(ImageComparison.mismatch(reference: image, new: image) == nil)
        #expect(Diffing<ViewTreeSnapshotImage>.image.diffV2(.bitmap(image), .bitmap(image)) == nil)
    }

    @Test func onePixelChangeFailsAndSaysWhere() throws {
        let reference = try Self.solid(Self.grey)
        var changed = reference
        changed[7, 5] = RGBA8(red: 255, green: 0, blue: 0, alpha: 255)
        guard case .pixels(let mismatch)? = ImageComparison.mismatch(reference: reference, new: changed) else {
            Issue.record("a changed pixel must not match")
            return
        }
        #expect(mismatch.differingPixels == 1 && mismatch.failingPixels == 1 && mismatch.pixelCount == 1200)
        #expect(mismatch.worstPixel.x == 7 && mismatch.worstPixel.y == 5)
        #expect(mismatch.description.contains("1 of 1200 pixels differ"))
        #expect(mismatch.description.contains("at pixel (7, 5)"))
        // A precision that allows one pixel in a thousand lets one in 1,200 through.
        #expect(ImageComparison.mismatch(reference: reference, new: changed, precision: 0.999) == nil)
        #expect(ImageComparison.mismatch(reference: reference, new: changed, precision: 0.9995) != nil)
    }

    @Test func changesUnderThePerceptualThresholdMatch() throws {
        let reference = try Self.solid(Self.grey)
        // One step of grey is Delta E about 0.4: within 0.99 (Delta E 1), not within 0.999.
        let nudged = try Self.solid(RGBA8(red: 129, green: 129, blue: 129, alpha: 255))
        #expect(ImageComparison.mismatch(reference: reference, new: nudged, perceptualPrecision: 0.99) == nil)
        let strict = ImageComparison.mismatch(reference: reference, new: nudged, perceptualPrecision: 0.999)
        #expect(strict != nil)
        #expect(strict?.description.contains("by more than Delta E 0.1") == true)
        // Without a perceptual precision any change fails.
        #expect(ImageComparison.mismatch(reference: reference, new: nudged) != nil)
    }

    @Test func deltaE94HasItsKnownValues() throws {
        func deltaE(_ a: RGBA8, _ b: RGBA8) throws -> Float {
            guard case .pixels(let mismatch)? = ImageComparison.mismatch(
                reference: try Self.solid(a, width: 1, height: 1), new: try Self.solid(b, width: 1, height: 1))
            else { return 0 }
            return mismatch.worstDeltaE
        }
        let black = RGBA8(red: 0, green: 0, blue: 0, alpha: 255), white = RGBA8(red: 255, green: 255, blue: 255, alpha: 255)
        #expect(abs(try deltaE(black, white) - 100) < 0.01)
        // Pure red against pure blue: L* 53.24/32.30, a* 80.09/79.19, b* 67.20/-107.86, so C*1 104.6
        // and CIE94 (graphic arts weights) 70.58, worked by hand from the formulas.
        let red = RGBA8(red: 255, green: 0, blue: 0, alpha: 255), blue = RGBA8(red: 0, green: 0, blue: 255, alpha: 255)
        #expect(abs(try deltaE(red, blue) - 70.58) < 0.05)
        // A change of alpha alone shows, by its difference over black or white.
        let clear = RGBA8(red: 0, green: 0, blue: 0, alpha: 0)
        #expect(try deltaE(black, clear) > 99)
    }

    @Test func sizeMismatchSaysBothSizes() throws {
        let mismatch = ImageComparison.mismatch(reference: try Self.solid(Self.grey),
                                                new: try Self.solid(Self.grey, width: 41))
        #expect(mismatch?.description == "Newly-taken snapshot is 41x30 pixels; the reference is 40x30.")
    }

    @Test func undecodableReferenceIsReportedAndKeptByteForByte() throws {
        let garbage = Data("version https://git-lfs.github.com/spec/v1\noid sha256:0\n".utf8)
        let reference = ViewTreeSnapshotImage(pngData: garbage)
        guard case .undecodable = reference else {
            Issue.record("text must not decode as a PNG")
            return
        }
        #expect(reference.pngData == garbage)
        let failure = Diffing<ViewTreeSnapshotImage>.image.diffV2(reference, .bitmap(try Self.solid(Self.grey)))
        #expect(failure?.0.contains("The reference image could not be read") == true)
        #expect(failure?.0.contains("left as it is") == true)
    }

    @Test func failureWritesADifferenceImage() throws {
        let reference = try Self.solid(Self.grey)
        var changed = reference
        for x in 0..<10 { changed[x, 0] = RGBA8(red: 0, green: 0, blue: 255, alpha: 255) }
        changed[20, 20] = RGBA8(red: 129, green: 128, blue: 128, alpha: 255)
        let failure = Diffing<ViewTreeSnapshotImage>.image(perceptualPrecision: 0.98).diffV2(.bitmap(reference), .bitmap(changed))
        let message = try #require(failure?.0)
        #expect(message.contains("10 of 1200 pixels differ") == false)
        #expect(message.contains("11 of 1200 pixels differ, 10 (0.833%)"))
        let path = try #require(message.split(separator: "\n").last?.split(separator: ": ").last)
        let difference = try Bitmap(pngData: try Data(contentsOf: URL(fileURLWithPath: String(path))))
        #expect(difference.width == 40 && difference.height == 30)
        #expect(difference[3, 0] == RGBA8(red: 255, green: 0, blue: 0, alpha: 255))      // failing: red
        #expect(difference[20, 20] == RGBA8(red: 255, green: 180, blue: 0, alpha: 255))  // tolerated: amber
        #expect(difference[30, 10].red > 200)                                           // faded reference
        #expect(failure?.1.count == 3)
    }
}
