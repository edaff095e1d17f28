import Foundation
import Raster

/// What a shape style adds to the drawing it paints, beyond its paint: shadows
/// (`ShapeStyle.shadow(_:)`) and a blend mode (`ShapeStyle.blendMode(_:)`).
struct StyleEffects {
    /// The style without its effects: what the fill paints with.
    var plain: any ShapeStyle
    /// Its shadows, innermost first.
    var shadows: [ShadowStyle] = []
    /// How the drawing blends with what is beneath, if not normally.
    var blendMode: BlendMode?

    /// The effects of `style` as it paints in `environment` (an app's style resolved first).
    init(of style: any ShapeStyle, in environment: EnvironmentValues) {
        let style = resolvedStyle(style, in: environment)
        self = (style as? any StyleEffectsCarrying)?.effects(in: environment) ?? StyleEffects(plain: style)
    }

    private init(plain: any ShapeStyle) {
        self.plain = plain
    }
}

/// A style that wraps another and adds an effect to the drawing.
protocol StyleEffectsCarrying {
    /// The effects of the style and of the style it wraps.
    func effects(in environment: EnvironmentValues) -> StyleEffects
}

nonisolated extension View {
    /// This view with the effects of `style` (if it has any): inner shadows inside each of its
    /// drawings, then drop ones under them, as `shadow(color:radius:x:y:)` draws them, and the
    /// whole blended in the style's blend mode.
    func applyingEffects(of style: any ShapeStyle) -> some View {
        wrapNodes { node, environment in
            let effects = StyleEffects(of: style, in: environment)
            let ordered = effects.shadows.filter { $0.kind == .inner } + effects.shadows.filter { $0.kind == .drop }
            let shadowed = ordered.reduce(node) { child, style in
                let shadow = ViewTreeShadow(color: style.color.resolved(in: environment), radius: style.radius,
                                            offset: style.offset)
                return PassThroughNode(child: child, effect: style.kind == .drop ? .shadow(shadow) : .innerShadow(shadow))
            }
            return effects.blendMode.map { PassThroughNode(child: shadowed, effect: .blendMode($0)) } ?? shadowed
        }
    }
}
