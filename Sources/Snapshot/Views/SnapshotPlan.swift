import Foundation
import Raster
import ViewTree

/// A snapshot laid out on the main actor and drawn after it: the drawing holds no views, so the
/// pixels (the costly part) are made on the test's own thread and parallel suites draw in
/// parallel instead of queueing on the main actor.
enum SnapshotPlan: Sendable {
    /// Drawing commands to rasterize; with a failure, the render only shows what went wrong.
    case drawing(ViewTreeDrawing, failure: String?)
    /// An image made already: why the view could not be laid out, with a placeholder saying so.
    case made(ViewTreeSnapshotImage)

    /// The snapshot's image, drawn on the calling thread.
    var image: ViewTreeSnapshotImage {
        switch self {
        case .drawing(let drawing, let failure):
            do {
                let bitmap = try drawing.makeCanvas().bitmap
                if let failure { return .unrenderable(reason: failure, placeholder: bitmap) }
                return .bitmap(bitmap)
            } catch {
                return .unrenderable(reason: String(describing: error), placeholder: nil)
            }
        case .made(let image):
            return image
        }
    }
}
