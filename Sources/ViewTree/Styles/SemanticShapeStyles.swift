import Foundation
import Raster

/// The tint: the environment's `tint`, or the accent colour, as SwiftUI's `.tint` style. It is
/// resolved where it paints, so `foregroundStyle(.tint)` follows a `tint(_:)` set further in.
public struct TintShapeStyle: ShapeStyle {
    /// The tint style.
    public init() {}

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        (environment.tint ?? Color.accentColor)._paint(in: bounds, environment: environment)
    }
}

/// The background of the current context, as SwiftUI's `.background` style: the style
/// `backgroundStyle(_:)` set, or else the window's background, white or black in the dark scheme
/// (systemBackground).
public struct BackgroundStyle: ShapeStyle {
    /// The background style.
    public init() {}

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        guard let style = environment.backgroundStyle else {
            return Color.systemBackground._paint(in: bounds, environment: environment)
        }
        // The style set is painted without itself, so that `backgroundStyle(.background)` ends.
        var outer = environment
        outer.backgroundStyle = nil
        return style._paint(in: bounds, environment: outer)
    }
}

extension BackgroundStyle: LeveledStyle {
    /// The levels of the background: with no `backgroundStyle(_:)` set, the system background,
    /// then the secondary and tertiary system backgrounds (the fourth and fifth levels the tertiary
    /// one, *unverified*); a style set is taken at the foreground levels' opacities.
    func _paint(level: Int, in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        guard environment.backgroundStyle == nil else {
            return LeveledShapeStyle(base: self, level: level)._paintByOpacity(in: bounds, environment: environment)
        }
        let levels: [SystemColor] = [.systemBackground, .secondarySystemBackground, .tertiarySystemBackground]
        return Color(system: levels[min(level, levels.count - 1)])._paint(in: bounds, environment: environment)
    }
}

/// The fill of controls and shapes, as SwiftUI's `.fill` style: the system fill colour, and
/// `.fill.secondary` to `.fill.quaternary` the secondary to quaternary system fills (grey at 20%,
/// 16%, 12% and 8% in the light scheme; the fifth level is the quaternary fill, *unverified*).
public struct FillShapeStyle: ShapeStyle, LeveledStyle {
    /// The fill style.
    public init() {}

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        _paint(level: 0, in: bounds, environment: environment)
    }

    func _paint(level: Int, in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        let levels: [SystemColor] = [.systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill]
        return Color(system: levels[min(level, levels.count - 1)])._paint(in: bounds, environment: environment)
    }
}

/// The colour of separators, as SwiftUI's `.separator` style (UIKit's `separator`).
public struct SeparatorShapeStyle: ShapeStyle {
    /// The separator style.
    public init() {}

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        Color(system: .separator)._paint(in: bounds, environment: environment)
    }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The system fill colour, with levels: `.fill.secondary`, `.fill.tertiary`...
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The separator colour.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint colour.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The window background colour.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
