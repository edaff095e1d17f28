import Foundation

/// Something shapes and text are painted with, as in SwiftUI: a colour, or a level of the
/// foreground hierarchy.
public protocol ShapeStyle: Sendable {
    /// The colour this style paints with in `environment` (ViewTree paints solid colours).
    func _resolveColor(in environment: EnvironmentValues) -> RGBAColor
}

/// The foreground style in the environment, as set by `foregroundStyle` or `foregroundColor`
/// (primary when none is set).
public struct ForegroundStyle: ShapeStyle {
    /// The current foreground style.
    public init() {}

    public func _resolveColor(in environment: EnvironmentValues) -> RGBAColor {
        environment.foregroundStyle?._resolveColor(in: environment)
            ?? Color.primary._resolveColor(in: environment)
    }
}

/// The levels of the foreground: primary, secondary, tertiary and quaternary.
public struct HierarchicalShapeStyle: ShapeStyle {
    private let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    public func _resolveColor(in environment: EnvironmentValues) -> RGBAColor {
        let colors = [Color.primary, .secondary, .tertiaryLabel, .quaternaryLabel]
        return colors[level]._resolveColor(in: environment)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == Color {
    public static var blue: Color { Color.blue }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var teal: Color { Color.teal }
    public static var mint: Color { Color.mint }
    public static var cyan: Color { Color.cyan }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
}

private struct ForegroundStyleKey: EnvironmentKey {
    static let defaultValue: (any ShapeStyle)? = nil
}

extension EnvironmentValues {
    /// The style text and shapes are painted with when they set none.
    var foregroundStyle: (any ShapeStyle)? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }
}

extension View {
    /// Paints text and shapes inside this view with `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        transformEnvironment { $0.foregroundStyle = style }
    }

    /// Paints text and shapes inside this view with `color` (`nil` leaves the style as it is).
    public func foregroundColor(_ color: Color?) -> some View {
        transformEnvironment { if let color { $0.foregroundStyle = color } }
    }
}
