import Foundation
import Raster

/// An image in a snapshot test: rendered pixels, a reference file that could not be decoded,
/// or a view that could not be rendered. Problems are values rather than crashes because
/// swift-snapshot-testing decodes references without a way to throw; the comparison reports them.
public enum ViewTreeSnapshotImage: Sendable, Equatable {
    /// Pixels.
    case bitmap(Bitmap)
    /// A reference file that is not a PNG ViewTree can read: its bytes, kept as they are, and why.
    case undecodable(Data, reason: String)
    /// A view that could not be rendered, why, and a placeholder image that says so.
    case unrenderable(reason: String, placeholder: Bitmap?)

    /// An image from PNG data; data that does not decode is kept with the decoder's reason.
    public init(pngData: Data) {
        do {
            self = .bitmap(try Bitmap(pngData: pngData))
        } catch {
            self = .undecodable(pngData, reason: String(describing: error))
        }
    }

    /// The pixels, if there are any to compare.
    public var bitmap: Bitmap? {
        if case .bitmap(let bitmap) = self { return bitmap }
        return nil
    }

    /// The bytes to store: PNG for pixels, the original bytes of an undecodable file (so writing
    /// it back changes nothing), a placeholder PNG for a view that could not be rendered.
    public var pngData: Data {
        switch self {
        case .bitmap(let bitmap):
            return Self.encode(bitmap)
        case .undecodable(let data, _):
            return data
        case .unrenderable(_, let placeholder):
            return placeholder.map(Self.encode) ?? Data()
        }
    }

    private static func encode(_ bitmap: Bitmap) -> Data {
        // Encoding a valid bitmap only fails if libpng runs out of memory.
        (try? bitmap.pngData()) ?? Data()
    }
}
