import Foundation
import Raster

/// One drawing command of a laid-out view, in points in the root's coordinates. Clips, layers,
/// transforms and effects hold the items they apply to.
public indirect enum ViewTreeDisplayItem: Sendable {
    /// Fill a path with a paint.
    case fill(Path, Paint)
    /// Stroke a path with a paint.
    case stroke(Path, Paint, StrokeStyle)
    /// Draw laid-out text with its top left at a point, a paint per span.
    case text(TextLayout, CGPoint, [Paint])
    /// Draw an image (or part of it) over a rectangle.
    case image(ViewTreeImageDrawing)
    /// Draw items limited to the inside of a path.
    case clip(Path, [ViewTreeDisplayItem])
    /// Draw items into a layer composited with an opacity and a blend mode.
    case layer(opacity: Double, blendMode: BlendMode, [ViewTreeDisplayItem])
    /// Draw items through a transform (applied before the one in place).
    case transform(CGAffineTransform, [ViewTreeDisplayItem])
    /// Draw items over their shadow.
    case shadow(ViewTreeShadow, [ViewTreeDisplayItem])
    /// Draw items blurred with a Gaussian of standard deviation `radius` points.
    case blur(radius: CGFloat, opaque: Bool, [ViewTreeDisplayItem])
    /// Draw items with their colours changed by a matrix.
    case colorMatrix(ColorMatrix, [ViewTreeDisplayItem])
    /// Draw the second items where the first ones (the mask) are opaque.
    case mask([ViewTreeDisplayItem], [ViewTreeDisplayItem])
    /// Draw items whose own fills and clips (not those nested deeper) use the even-odd rule
    /// (`FillStyle(eoFill: true)`) instead of the non-zero one.
    case evenOdd([ViewTreeDisplayItem])
}

/// A drop shadow: the drawing's alpha in a colour, blurred and moved.
public struct ViewTreeShadow: Sendable, Equatable {
    /// The shadow's colour (its alpha scales the shadow).
    public var color: RGBAColor
    /// The standard deviation of the blur, in points.
    public var radius: CGFloat
    /// How far the shadow is moved, in points.
    public var offset: CGSize
}

/// An image drawn over a rectangle: which pixels, how they are sampled, and the paint a
/// template image is painted in.
public struct ViewTreeImageDrawing: Sendable {
    /// The image's pixels.
    public var bitmap: Bitmap
    /// Where the image goes, in points.
    public var rect: CGRect
    /// The part of the image drawn, in image pixels.
    public var source: CGRect
    /// How pixels are sampled when the image is scaled.
    public var sampling: ImageSampling
    /// For a template image, the paint its alpha is painted in.
    public var tint: Paint?
}
