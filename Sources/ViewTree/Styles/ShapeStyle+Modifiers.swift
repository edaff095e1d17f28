import Foundation
import Raster

extension ShapeStyle {
    /// This style at `opacity` times its own opacity, as SwiftUI's `ShapeStyle.opacity(_:)`
    /// (`.background(.quaternary.opacity(0.5))`, `.red.gradient.opacity(0.25)`).
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        OpacityShapeStyle(base: self, opacity: opacity)
    }

    /// This style drawn in `mode` over what is beneath it, as SwiftUI's `ShapeStyle.blendMode(_:)`:
    /// `fill(_:)` and `foregroundStyle(_:)` blend what they draw with it.
    public func blendMode(_ mode: BlendMode) -> some ShapeStyle {
        BlendedShapeStyle(base: self, mode: mode)
    }

    /// The second level of this style: the secondary fill of `.fill`, the secondary background of
    /// `.background`, and any other style at the secondary foreground's opacity (60%).
    public var secondary: some ShapeStyle { LeveledShapeStyle(base: self, level: 1) }

    /// The third level of this style (`.fill.tertiary` is the tertiary system fill; other styles
    /// are at 30%).
    public var tertiary: some ShapeStyle { LeveledShapeStyle(base: self, level: 2) }

    /// The fourth level of this style (`.fill.quaternary` is the quaternary system fill; other
    /// styles are at 18%).
    public var quaternary: some ShapeStyle { LeveledShapeStyle(base: self, level: 3) }

    /// The fifth level of this style (the quaternary fill or background, and other styles at 10%,
    /// *unverified*: UIKit has no fifth label or fill colour to measure).
    public var quinary: some ShapeStyle { LeveledShapeStyle(base: self, level: 4) }
}

/// A style that is taken of the foreground where it paints, which `foregroundStyle(_:)` pins to the
/// foreground around it.
protocol ForegroundRelativeStyle {}

/// A style at a fraction of its opacity.
struct OpacityShapeStyle: ShapeStyle, ForegroundRelativeStyle {
    let base: any ShapeStyle
    let opacity: Double

    func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        base._paint(in: bounds, environment: environment).opacity(opacity.isFinite ? min(max(opacity, 0), 1) : 1)
    }
}

/// A style drawn in a blend mode: it paints as its base; the view drawing with it blends.
struct BlendedShapeStyle: ShapeStyle, StyleEffectsCarrying {
    let base: any ShapeStyle
    let mode: BlendMode

    func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        base._paint(in: bounds, environment: environment)
    }

    func effects(in environment: EnvironmentValues) -> StyleEffects {
        var effects = StyleEffects(of: base, in: environment)
        effects.blendMode = mode
        return effects
    }
}

/// A style with levels of its own (`.fill`, `.background`), which `secondary` to `quinary` pick.
protocol LeveledStyle {
    /// The paint of hierarchical `level` (0 for the style itself) of this style.
    func _paint(level: Int, in bounds: CGRect, environment: EnvironmentValues) -> Paint
}

/// A level of a style, as `ShapeStyle.secondary` to `quinary` make it.
struct LeveledShapeStyle: ShapeStyle, ForegroundRelativeStyle {
    let base: any ShapeStyle
    let level: Int

    /// The opacities of the foreground's levels over its colour (the label colours' alphas:
    /// secondaryLabel 60%, tertiary 30%, quaternary 18%), the fifth *unverified*.
    private static let opacities = [1, 0.6, 0.3, 0.18, 0.1]

    func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        let base = resolvedStyle(base, in: environment)
        if let leveled = base as? any LeveledStyle {
            return leveled._paint(level: level, in: bounds, environment: environment)
        }
        return _paintByOpacity(in: bounds, environment: environment)
    }

    /// The base style's paint at this level's foreground opacity.
    func _paintByOpacity(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        base._paint(in: bounds, environment: environment).opacity(Self.opacities[level])
    }
}

/// A style painted over a fixed foreground: what `foregroundStyle(_:)` sets for a style taken of
/// the foreground, so that painting it reads the foreground around the modifier, not itself.
struct PinnedForegroundStyle: ShapeStyle {
    let style: any ShapeStyle
    let foreground: (any ShapeStyle)?
    let levels: [any ShapeStyle]?

    func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        var outer = environment
        outer.foregroundStyle = foreground
        outer.foregroundLevels = levels
        return style._paint(in: bounds, environment: outer)
    }
}
