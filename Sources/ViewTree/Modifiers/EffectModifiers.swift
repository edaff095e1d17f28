import Foundation
import Raster

/// How a drawing group renders colours; ViewTree always blends in sRGB as given.
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

nonisolated extension View {
    /// Draws a shadow under this view: its alpha in `color`, blurred by `radius` points (the
    /// Gaussian's standard deviation, as a layer's shadow radius is) and moved by `x`, `y`.
    /// As in SwiftUI, each drawing in the view casts its own shadow (text on a card shadows the
    /// card); apply `compositingGroup()` first to shadow the view as one drawing.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                       y: CGFloat = 0) -> some View {
        var numbers = InvalidNumbers("shadow")
        let radius = numbers.length("radius", radius)
        let offset = CGSize(width: numbers.finite("x", x), height: numbers.finite("y", y))
        return wrapNodes(reporting: numbers) { node, environment in
            let shadow = ViewTreeShadow(color: color.resolved(in: environment), radius: radius, offset: offset)
            return PassThroughNode(child: node, effect: .shadow(shadow))
        }
    }

    /// Draws this view blurred with a Gaussian of standard deviation `radius` points; an
    /// `opaque` blur keeps the view fully opaque to its edges.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        var numbers = InvalidNumbers("blur")
        let radius = numbers.length("radius", radius)
        return wrapNodes(reporting: numbers) { node, _ in
            PassThroughNode(child: node, effect: .blur(radius: radius, opaque: opaque))
        }
    }

    /// Brightens (positive) or darkens (negative) this view: `amount` is added to each colour
    /// component.
    public func brightness(_ amount: Double) -> some View {
        colorMatrix("brightness", .brightness(amount))
    }

    /// Raises (above 1) or lowers (below 1) this view's contrast around middle grey.
    public func contrast(_ amount: Double) -> some View {
        colorMatrix("contrast", .contrast(amount))
    }

    /// Scales this view's colourfulness: 0 is grey, 1 unchanged.
    public func saturation(_ amount: Double) -> some View {
        colorMatrix("saturation", .saturation(amount))
    }

    /// Takes `amount` (0...1) of the colour out of this view.
    public func grayscale(_ amount: Double) -> some View {
        colorMatrix("grayscale", .saturation(1 - min(1, max(0, amount.isNaN ? 0 : amount))))
    }

    /// Turns this view's hues by `angle`.
    public func hueRotation(_ angle: Angle) -> some View {
        colorMatrix("hueRotation", .hueRotation(angle))
    }

    /// Inverts this view's colours.
    public func colorInvert() -> some View {
        colorMatrix("colorInvert", .inversion)
    }

    /// Multiplies this view's colours by `color`.
    public func colorMultiply(_ color: Color) -> some View {
        wrapNodes { node, environment in
            PassThroughNode(child: node, effect: .colorMatrix(name: "colorMultiply",
                                                              .multiply(by: color.resolved(in: environment))))
        }
    }

    /// Blends this view with what is beneath it in `blendMode`.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        wrapNodes { node, _ in PassThroughNode(child: node, effect: .blendMode(blendMode)) }
    }

    /// Draws this view into a layer of its own, so that effects outside it (opacity, blend
    /// modes) apply to the whole drawing.
    public func compositingGroup() -> some View {
        wrapNodes { node, _ in PassThroughNode(child: node, effect: .compositingGroup) }
    }

    /// Draws this view into an offscreen image first, as one layer.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        compositingGroup()
    }

    /// Draws this view only where `mask` (proposed this view's size and aligned on it) is
    /// opaque, in proportion to its alpha.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        layered(mask(), placement: .mask, alignment: alignment)
    }

    /// Draws this view only where `mask` is opaque.
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        layered(mask, placement: .mask, alignment: .center)
    }

    /// Draws a border of `width` points inside this view's bounds, painted with `content`.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    private func colorMatrix(_ name: String, _ matrix: ColorMatrix) -> some View {
        wrapNodes { node, _ in PassThroughNode(child: node, effect: .colorMatrix(name: name, matrix)) }
    }
}
