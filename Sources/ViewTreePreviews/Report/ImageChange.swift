import Foundation
import Raster

/// An image that is not what was expected, with the pictures a report shows for it: the
/// expected image, the actual one and their difference, as paths relative to the report.
struct ImageChange: Hashable, Sendable {
    /// What the image is (a preview's file, or a test's snapshot).
    var title: String
    /// The expected image; `nil` for an image with nothing to compare with.
    var expected: String?
    /// The actual image.
    var actual: String
    /// The difference image, when both images could be read.
    var difference: String?
    /// How the images differ.
    var message: String

    /// How the images differ, in a report's words.
    static func describe(_ mismatch: ImageMismatch) -> String {
        switch mismatch {
        case .size(let reference, let new):
            return "The image is \(new) pixels; the expected one is \(reference)."
        case .pixels(let pixels):
            let percent = String(format: "%.2f%%", Double(pixels.differingPixels) / Double(pixels.pixelCount) * 100)
            let worst = pixels.worstPixel
            return "\(pixels.differingPixels) of \(pixels.pixelCount) pixels differ (\(percent)); the largest difference is "
                + String(format: "Delta E %.1f", Double(pixels.worstDeltaE)) + " at pixel (\(worst.x), \(worst.y))."
        }
    }

    /// Compares the image at `actual` with the one at `expected`: `nil` when their pixels are
    /// the same; otherwise the change, with the expected image copied to `<prefix>expected/<name>`
    /// and the difference written to `<prefix>difference/<name>` in `folder`. The actual image is
    /// shown from `actualPath` in `folder` when given, else copied to `<prefix>actual/<name>`.
    static func compare(expected: URL, actual: URL, name: String, title: String, in folder: URL, prefix: String = "",
                        actualPath: String? = nil) throws -> ImageChange? {
        let expectedData = try Data(contentsOf: expected), actualData = try Data(contentsOf: actual)
        if expectedData == actualData { return nil }
        let message: String, differenceImage: Bitmap?
        do {
            let reference = try Bitmap(pngData: expectedData), new = try Bitmap(pngData: actualData)
            guard let mismatch = ImageComparison.mismatch(reference: reference, new: new) else { return nil }
            message = describe(mismatch)
            differenceImage = ImageComparison.differenceImage(reference: reference, new: new)
        } catch {
            message = "The images could not be compared: \(error)"
            differenceImage = nil
        }
        let files = FileManager.default
        let expectedPath = "\(prefix)expected/\(name)", shownActual = actualPath ?? "\(prefix)actual/\(name)"
        try files.write(expectedData, to: expectedPath, in: folder)
        if actualPath == nil { try files.write(actualData, to: shownActual, in: folder) }
        var difference: String?
        if let differenceImage {
            let path = "\(prefix)difference/\(name)"
            try files.write(try differenceImage.pngData(), to: path, in: folder)
            difference = path
        }
        return ImageChange(title: title, expected: expectedPath, actual: shownActual, difference: difference,
                           message: message)
    }
}
