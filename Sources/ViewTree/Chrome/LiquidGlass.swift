import Foundation
import Raster

/// iOS 26's Liquid Glass as a render can draw it, deterministically: what is behind the shape,
/// blurred and made more colourful, under a tint of the colour scheme's, with a thin darker
/// outline and a lighter edge just inside it where the glass catches the light. Apple describes
/// the material ("Meet Liquid Glass", WWDC25: it "blurs" and "reflects" what is behind it, with
/// highlights along its edges) but publishes no recipe: the numbers here are *unverified*,
/// chosen by eye against iOS 26 screenshots of toolbar buttons and tab bars over white and
/// black backgrounds.
struct LiquidGlassLook {
    let blurRadius: CGFloat
    let saturation: Double
    let tint: RGBAColor
    /// The outline along the shape's edge.
    let outline: RGBAColor
    /// The lighter edge inside the outline.
    let highlight: RGBAColor

    static func of(_ scheme: ColorScheme) -> LiquidGlassLook {
        scheme == .dark
            ? LiquidGlassLook(blurRadius: 10, saturation: 1.5, tint: RGBAColor(red8: 38, green8: 38, blue8: 40, alpha8: 217),
                              outline: RGBAColor(red8: 255, green8: 255, blue8: 255).opacity(0.1),
                              highlight: RGBAColor(red8: 255, green8: 255, blue8: 255).opacity(0.18))
            : LiquidGlassLook(blurRadius: 10, saturation: 1.5, tint: RGBAColor(red8: 255, green8: 255, blue8: 255, alpha8: 204),
                              outline: RGBAColor(red8: 0, green8: 0, blue8: 0).opacity(0.08),
                              highlight: RGBAColor(red8: 255, green8: 255, blue8: 255).opacity(0.7))
    }

    /// The look of `glass` in `environment`: regular glass as the bars use it; clear glass with
    /// a faint tint (Apple: "more transparent", for media backgrounds); a tint colour laid over
    /// the glass at 80%. The clear and tinted amounts are *unverified*.
    static func of(_ glass: Glass, in environment: EnvironmentValues) -> LiquidGlassLook {
        let regular = of(environment.colorScheme)
        let tint: RGBAColor
        if let colour = glass.tintColor {
            tint = colour.resolved(in: environment).opacity(0.8)
        } else if glass.variant == .clear {
            tint = regular.tint.opacity(0.25)
        } else {
            tint = regular.tint
        }
        return LiquidGlassLook(blurRadius: glass.variant == .clear ? regular.blurRadius / 2 : regular.blurRadius,
                               saturation: regular.saturation, tint: tint, outline: regular.outline, highlight: regular.highlight)
    }

    /// The soft shadow that floating glass (the bars' items, the tab bar, the search field) casts
    /// around `path` (`LiquidGlassMetrics.floatingGlassShadow`), drawn outside the shape only: the
    /// glass itself stays as light as its tint makes it, as in the recordings.
    private static func floatingShadowItems(around path: Path) -> [ViewTreeDisplayItem] {
        let shadow = LiquidGlassMetrics.floatingGlassShadow
        let reach = 3 * shadow.radius + max(abs(shadow.offset.width), abs(shadow.offset.height))
        var outside = Path(path.boundingRect.insetBy(dx: -reach, dy: -reach))
        outside.addPath(path)
        let cast = path.applying(CGAffineTransform(translationX: shadow.offset.width, y: shadow.offset.height))
        return [.evenOdd([.clip(outside, [.blur(radius: shadow.radius, opaque: false, [.fill(cast, .color(shadow.color))])])])]
    }

    /// The display items of glass in `path` (its outline `pixel` wide). Floating glass
    /// (`castsShadow`: the bars' items, the tab bar, the search field) has its shadow instead of
    /// the outline: the recordings of tab bars, toolbars and navigation bar buttons go from the
    /// glass straight into the shadow, with no darker line (`LiquidGlassMetrics.floatingGlassShadow`).
    /// The shadow is cast after the glass has taken in what is behind it, so that the glass does
    /// not blur its own shadow in.
    func items(in path: Path, pixel: CGFloat, castsShadow: Bool = false) -> [ViewTreeDisplayItem] {
        [.fill(path, .backdrop(BackdropPaint(blurRadius: blurRadius, saturation: saturation, tint: tint)))]
            + (castsShadow ? Self.floatingShadowItems(around: path) : [.stroke(path, .color(outline), StrokeStyle(lineWidth: 2 * pixel))])
            + [.clip(path, [.stroke(path, .color(highlight), StrokeStyle(lineWidth: 4 * pixel))])]
    }
}

/// A shape filled with Liquid Glass: it takes the space it is offered, as a shape does.
nonisolated struct LiquidGlassShape<S: Shape>: View, PrimitiveView {
    let shape: S
    var glass = Glass.regular
    /// Whether the glass floats over the content (a bar's) and casts its soft shadow
    /// (`LiquidGlassMetrics.floatingGlassShadow`).
    var castsShadow = false

    var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        [LiquidGlassNode(shape: shape, look: .of(glass, in: environment), castsShadow: castsShadow, environment: environment)]
    }
}

/// Liquid Glass in a shape, laid out as a shape is.
final class LiquidGlassNode: LayoutNode {
    private let shape: any Shape
    private let look: LiquidGlassLook
    private let castsShadow: Bool
    private let environment: EnvironmentValues

    init(shape: any Shape, look: LiquidGlassLook, castsShadow: Bool, environment: EnvironmentValues) {
        self.shape = shape
        self.look = look
        self.castsShadow = castsShadow
        self.environment = environment
        super.init(name: "Glass")
    }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func drawContent(in frame: CGRect, into list: inout [ViewTreeDisplayItem]) {
        guard frame.width.isFinite, frame.height.isFinite, frame.width > 0, frame.height > 0 else { return }
        list += look.items(in: shape.path(in: frame), pixel: 1 / max(1, environment.displayScale), castsShadow: castsShadow)
    }
}
