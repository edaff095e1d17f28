import ViewTreePreviews
import Raster

/// A picture drawn with Raster directly, as a view of `width` x `height` points: drawn at the
/// display scale of wherever it is shown, so it stays sharp on every device.
struct RasterDrawing: View {
    let width: CGFloat
    let height: CGFloat
    /// Draws in points (the canvas is already scaled).
    let draw: @Sendable (RasterCanvas) throws -> Void

    @Environment(\.displayScale) private var scale

    var body: some View {
        switch Result(catching: { try picture() }) {
        case .success(let bitmap):
            Image(bitmap, scale: scale)
        case .failure(let error):
            Text("The drawing failed: \(String(describing: error))").foregroundColor(.red).frame(width: width)
        }
    }

    private func picture() throws -> Bitmap {
        let canvas = try RasterCanvas(width: Int((width * scale).rounded(.up)), height: Int((height * scale).rounded(.up)))
        canvas.transform = CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: 0)
        try draw(canvas)
        return canvas.bitmap
    }
}
