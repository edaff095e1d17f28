import Foundation

/// One drawing command of a laid-out view, in points in the root's coordinates. Clips and
/// layers hold the items they apply to.
public indirect enum DisplayItem: Sendable {
    /// Fill a path with a colour.
    case fill(Path, RGBAColor)
    /// Stroke a path with a colour.
    case stroke(Path, RGBAColor, StrokeStyle)
    /// Draw laid-out text with its top left at a point, a colour per span.
    case text(TextLayout, CGPoint, [RGBAColor])
    /// Draw an image (or part of it) over a rectangle.
    case image(ImageDrawing)
    /// Draw items limited to the inside of a path.
    case clip(Path, [DisplayItem])
    /// Draw items into a layer composited with an opacity.
    case layer(opacity: Double, [DisplayItem])
}

/// An image drawn over a rectangle: which pixels, how they are sampled, and the colour a
/// template image is painted in.
public struct ImageDrawing: Sendable {
    /// The image's pixels.
    public var bitmap: Bitmap
    /// Where the image goes, in points.
    public var rect: CGRect
    /// The part of the image drawn, in image pixels.
    public var source: CGRect
    /// How pixels are sampled when the image is scaled.
    public var sampling: ImageSampling
    /// For a template image, the colour its alpha is painted in.
    public var tint: RGBAColor?
}

extension Canvas {
    /// Draws display items (in points; the canvas's transform maps them to pixels).
    public func draw(_ items: [DisplayItem]) throws {
        for item in items {
            switch item {
            case .fill(let path, let color):
                try fill(path, color: color)
            case .stroke(let path, let color, let style):
                try stroke(path, color: color, style: style)
            case .text(let layout, let origin, let colors):
                try draw(layout, at: origin, colors: colors)
            case .image(let drawing):
                try draw(drawing.bitmap, in: drawing.rect, from: drawing.source, sampling: drawing.sampling,
                         tint: drawing.tint)
            case .clip(let path, let items):
                try withClip(path) { try draw(items) }
            case .layer(let opacity, let items):
                try withLayer(opacity: opacity) { try draw(items) }
            }
        }
    }
}
