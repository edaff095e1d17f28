import CRasterKernels
import Foundation

/// Frosted glass, as iOS's materials: what is already drawn beneath a shape, blurred, made more
/// colourful and tinted.
public struct BackdropPaint: Sendable, Equatable {
    /// The blur's Gaussian standard deviation, in drawing units.
    public var blurRadius: CGFloat
    /// How colourful the blurred backdrop is made (1 leaves it as it is).
    public var saturation: Double
    /// The colour laid over the blurred backdrop.
    public var tint: RGBAColor

    /// A backdrop blurred by `blurRadius`, saturated by `saturation`, under `tint`.
    public init(blurRadius: CGFloat, saturation: Double = 1, tint: RGBAColor) {
        self.blurRadius = blurRadius
        self.saturation = saturation
        self.tint = tint
    }
}

extension RasterCanvas {
    /// Fills `path` with what the current target already holds beneath it, blurred, saturated
    /// and tinted, as `fill(_:paint:rule:)` does for a `.backdrop` paint. Inside a layer the
    /// backdrop is what that layer holds, as a material inside a group sees only the group.
    func fillBackdrop(_ path: Path, _ backdrop: BackdropPaint, rule: FillRule) throws {
        guard path.isFinite, backdrop.blurRadius.isFinite, !backdrop.saturation.isNaN else {
            throw RasterError.invalidParameter("a backdrop's path, blur radius and saturation must be finite")
        }
        let area = PixelRect(covering: path.boundingRect.applying(transform)).intersection(drawableBounds)
        guard !area.isEmpty else { return }
        let blur = GaussianBlur(sigma: Double(max(0, backdrop.blurRadius) * transform.maximumScale))
        let sampled = area.expanded(by: blur.reach).intersection(targetBounds)
        // Nothing drawn yet beneath (a material first in a layer, a shadow's or a blur's): the
        // blurred backdrop is clear, and only the tint shows.
        if isClearLayer(over: sampled) {
            try fill(path, paint: .color(backdrop.tint), rule: rule)
            return
        }
        let beneath = try copyOfTarget(over: sampled)
        // Over an opaque backdrop, the only transparency a blur averages in is from beyond the
        // target's edge, which an opaque blur takes back out; a see-through backdrop stays so.
        let isOpaque = vt_all_opaque(beneath.bitmap.pixels, beneath.bitmap.pixels.count)
        var (blurred, _) = try LayerEffect.blur(blur, opaque: isOpaque)
            .apply(to: Layer(pixels: beneath, touched: sampled, savedClip: nil))
        if backdrop.saturation != 1 {
            let matrix = ColorMatrix.saturation(backdrop.saturation)
            blurred.withMutableTarget { target in
                for y in area.minY..<area.maxY { matrix.apply(to: target.pixel(x: area.minX, y: y), count: area.width) }
            }
        }
        try withClip(path, rule: rule) { composite(blurred, region: area, opacity: 255, blendMode: .normal) }
        try fill(path, paint: .color(backdrop.tint), rule: rule)
    }
}
