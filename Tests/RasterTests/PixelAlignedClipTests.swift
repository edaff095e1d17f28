import Foundation
import Testing
@testable import Raster

/// A rectangle on whole pixels clips without a coverage mask, to the same pixels a rasterized
/// clip gives.
struct PixelAlignedClipTests {
    /// A scene drawn through `clip`: a translucent disc crossing the clip's edges and an opaque bar.
    private static func draw(through clip: Path, transform: CGAffineTransform = .identity) throws -> (Bitmap, ClipMask?) {
        let canvas = try RasterCanvas(width: 40, height: 30)
        canvas.transform = transform
        var mask: ClipMask?
        try canvas.withClip(clip) {
            mask = canvas.clip
            try canvas.fill(Path(ellipseIn: CGRect(x: 2.5, y: 1.25, width: 30, height: 26)), color: RGBAColor(red: 0.2, green: 0.4, blue: 1, alpha: 0.7))
            try canvas.fill(Path(CGRect(x: 0, y: 12, width: 40, height: 5)), color: .black)
        }
        return (canvas.bitmap, mask)
    }

    /// The rectangle with an extra point in its top side, which keeps it off the fast path.
    private static func rasterized(_ rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }

    @Test func alignedRectangleClipsLikeItsRasterizedMask() throws {
        let rect = CGRect(x: 6, y: 4, width: 21, height: 17)
        let (fast, mask) = try Self.draw(through: Path(rect))
        let (slow, slowMask) = try Self.draw(through: Self.rasterized(rect))
        #expect(mask?.coverage == nil)
        #expect(mask?.bounds == PixelRect(minX: 6, minY: 4, maxX: 27, maxY: 21))
        #expect(slowMask?.coverage != nil)
        #expect(fast == slow)
    }

    @Test func scaledRectangleOnWholePixelsTakesTheFastPath() throws {
        let scale = CGAffineTransform(a: 3, b: 0, c: 0, d: 3, tx: 1, ty: 0)
        let (_, mask) = try Self.draw(through: Path(CGRect(x: 1, y: 2, width: 5, height: 4)), transform: scale)
        #expect(mask?.coverage == nil)
        #expect(mask?.bounds == PixelRect(minX: 4, minY: 6, maxX: 19, maxY: 18))
    }

    @Test func rectangleOffWholePixelsIsRasterized() throws {
        #expect(ClipMask.pixelAlignedRectangle(Path(CGRect(x: 1.5, y: 2, width: 5, height: 4)), transform: .identity) == nil)
        let rotated = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        #expect(ClipMask.pixelAlignedRectangle(Path(CGRect(x: 1, y: 2, width: 5, height: 4)), transform: rotated) == nil)
        #expect(ClipMask.pixelAlignedRectangle(Path(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 8)), transform: .identity) == nil)
    }
}
