import Foundation
import Raster

/// A shape style of any type, as SwiftUI's `AnyShapeStyle`: for choosing between styles of
/// different types (`isOn ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary)`). It paints
/// exactly as the style it wraps, hierarchical levels and materials included.
public struct AnyShapeStyle: ShapeStyle {
    /// The wrapped style (never itself an `AnyShapeStyle`).
    let base: any ShapeStyle

    /// `style`, type-erased.
    public init<S: ShapeStyle>(_ style: S) {
        base = (style as? AnyShapeStyle)?.base ?? style
    }

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        base._paint(in: bounds, environment: environment)
    }
}
