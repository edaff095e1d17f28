import Foundation
import Raster

/// Linux addition: a laid-out view's drawing commands with the size in pixels and the scale to
/// draw them at. It holds no views, so it can be drawn on any thread; drawing it gives the same
/// pixels wherever and however often it is drawn.
public struct ViewTreeDrawing: Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Pixels per point.
    public let scale: CGFloat
    /// The drawing commands, in points.
    public let displayList: [ViewTreeDisplayItem]

    /// The drawing on a new transparent canvas.
    public func makeCanvas() throws -> RasterCanvas {
        let canvas = try RasterCanvas(width: width, height: height)
        canvas.transform = CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: 0)
        try canvas.draw(displayList)
        return canvas
    }
}
