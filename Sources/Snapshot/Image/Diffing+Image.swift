import Foundation
import Raster
import SnapshotTesting

extension Diffing where Value == ViewTreeSnapshotImage {
    /// Compares images for exact equality.
    public static var image: Diffing { .image() }

    /// Compares images as swift-snapshot-testing does on Apple platforms.
    ///
    /// - Parameters:
    ///   - precision: The fraction of pixels that must match (1: all of them).
    ///   - perceptualPrecision: How closely a pixel must match to count as matching: a pixel
    ///     matches when its CIE Delta E 1994 is at most (1 - p) x 100. 0.98 to 0.99 is about what
    ///     the eye can tell apart.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing {
        .diff(toData: \.pngData, fromData: ReferenceDecoding.image(pngData:)) { reference, new in
            ImageFailure.describe(reference: reference, new: new, precision: precision,
                                  perceptualPrecision: perceptualPrecision)
        }
    }
}

extension Snapshotting where Value == ViewTreeSnapshotImage, Format == ViewTreeSnapshotImage {
    /// Snapshots images as PNG files, compared exactly.
    public static var image: Snapshotting { .image() }

    /// Snapshots images as PNG files, compared with a precision and a perceptual precision.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting(pathExtension: "png",
                     diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision))
    }
}

extension Snapshotting where Value == Bitmap, Format == ViewTreeSnapshotImage {
    /// Snapshots bitmaps as PNG files, compared exactly.
    public static var image: Snapshotting { .image() }

    /// Snapshots bitmaps as PNG files, compared with a precision and a perceptual precision.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        SimplySnapshotting<ViewTreeSnapshotImage>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback(ViewTreeSnapshotImage.bitmap)
    }
}

/// The failure message and attachments of a comparison that failed.
enum ImageFailure {
    static func describe(reference: ViewTreeSnapshotImage, new: ViewTreeSnapshotImage, precision: Float,
                         perceptualPrecision: Float) -> (String, [DiffAttachment])? {
        switch (reference, new) {
        case (_, .unrenderable(let reason, _)):
            return ("The view could not be rendered: \(reason)", [])
        case (.undecodable(_, let reason), _):
            return ("The reference image could not be read: \(reason) The file was left as it is; if it "
                + "is a Git LFS pointer or has merge conflict markers, restore it, or record it again.",
                    [.data(new.pngData, name: "failure.png")])
        case (.unrenderable(let reason, _), _):
            return ("The reference view could not be rendered: \(reason)", [])
        case (_, .undecodable(_, let reason)):
            return ("The new image could not be read: \(reason)", [])
        case (.bitmap(let old), .bitmap(let current)):
            guard let mismatch = ImageComparison.mismatch(reference: old, new: current, precision: precision,
                                                          perceptualPrecision: perceptualPrecision)
            else { return nil }
            var message = mismatch.description
            var attachments: [DiffAttachment] = [.data(reference.pngData, name: "reference.png"),
                                                 .data(new.pngData, name: "failure.png")]
            if let difference = ImageComparison.differenceImage(reference: old, new: current,
                                                                    perceptualPrecision: perceptualPrecision) {
                let data = ViewTreeSnapshotImage.bitmap(difference).pngData
                attachments.append(.data(data, name: "difference.png"))
                let name = "difference-\(FailureArtifacts.fingerprint(old.pixels, current.pixels)).png"
                switch FailureArtifacts.write(data, named: name) {
                case .success(let url):
                    message += "\n" + FailureArtifacts.differenceLine + url.path
                case .failure(let error):
                    message += "\nThe difference image could not be written: \(error)"
                }
            }
            return (message, attachments)
        }
    }
}
