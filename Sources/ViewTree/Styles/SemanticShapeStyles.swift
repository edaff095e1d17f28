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

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint colour.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The window background colour.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
