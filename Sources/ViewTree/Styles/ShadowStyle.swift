import Foundation
import Raster

/// A shadow a shape style casts, as SwiftUI's `ShadowStyle`: a drop shadow outside what the
/// style paints, or an inner shadow inside it.
public struct ShadowStyle: Hashable, Sendable {
    /// Outside or inside.
    enum Kind: Hashable, Sendable { case drop, inner }

    let kind: Kind
    let color: Color
    let radius: CGFloat
    let offset: CGSize

    /// A shadow under what the style paints: its alpha in `color`, blurred by `radius` points and
    /// moved by `x`, `y`, as `shadow(color:radius:x:y:)` draws it.
    public static func drop(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                            y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, offset: CGSize(width: x, height: y))
    }

    /// A shadow inside what the style paints, cast from its edges: everything outside it, in
    /// `color`, blurred by `radius` points and moved by `x`, `y`, seen through what is painted.
    public static func inner(color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0,
                             y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, offset: CGSize(width: x, height: y))
    }
}

/// A shape style with shadows, as `ShapeStyle.shadow(_:)` makes: it paints as its base style;
/// `foregroundStyle(_:)` and `fill(_:)` draw its drop shadows under what they paint and its inner
/// shadows inside it.
struct ShadowedShapeStyle: ShapeStyle, StyleEffectsCarrying {
    let base: any ShapeStyle
    let shadow: ShadowStyle

    func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        base._paint(in: bounds, environment: environment)
    }

    func effects(in environment: EnvironmentValues) -> StyleEffects {
        var effects = StyleEffects(of: base, in: environment)
        effects.shadows.append(shadow)
        return effects
    }
}

extension ShapeStyle {
    /// This style casting `style`'s shadow.
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        ShadowedShapeStyle(base: self, shadow: style)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style casting `style`'s shadow, as in `.background(.shadow(.drop(radius: 10)),
    /// in: shape)`.
    public static func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        ShadowedShapeStyle(base: ForegroundStyle(), shadow: style)
    }
}
