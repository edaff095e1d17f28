import Foundation
import Raster

/// Reads references for an assertion that has just taken its image. A passing assertion's
/// reference decodes to exactly the new pixels, so instead of decoding the PNG into a second
/// full-size bitmap and comparing the two, its rows are compared with the new image as they are
/// decoded (`Bitmap.isEqual(toPNG:)`), and the reference *is* the new image. Any other reference
/// (a row differs, another size, a file that does not decode) is decoded whole, as before, so
/// failures are found, described and reported exactly as without the shortcut.
enum ReferenceDecoding {
    /// The image the current assertion took, while swift-snapshot-testing reads its reference.
    @TaskLocal static var takenImage: Bitmap?

    /// The reference in `data`: the image just taken when `data` decodes to exactly its pixels,
    /// otherwise the decoded data (or why it does not decode).
    static func image(pngData data: Data) -> ViewTreeSnapshotImage {
        if let taken = takenImage, taken.isEqual(toPNG: data) { return .bitmap(taken) }
        return ViewTreeSnapshotImage(pngData: data)
    }
}
