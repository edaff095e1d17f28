import Foundation
import Raster

/// Something shapes and text are painted with, as in SwiftUI: a colour, a gradient, or a level
/// of the foreground hierarchy. An app's own style implements `resolve(in:)`, returning the
/// style it is in an environment, as on iOS 17:
///
/// ```swift
/// struct Ink: ShapeStyle {
///     func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
///         environment.colorScheme == .dark ? Color.white : Color.black
///     }
/// }
/// ```
public protocol ShapeStyle: Sendable {
    /// The style this one resolves to (`Never` for the built-in styles, which paint themselves).
    associatedtype Resolved: ShapeStyle = Never

    /// The style this one is in `environment`.
    func resolve(in environment: EnvironmentValues) -> Resolved

    /// The paint this style fills `bounds` with in `environment` (gradients are laid out on the
    /// bounds of the view they paint).
    func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint

    /// The style this one resolves to in `environment`, or `nil` for a built-in style.
    func _viewTreeResolved(in environment: EnvironmentValues) -> (any ShapeStyle)?
}

extension ShapeStyle where Resolved == Never {
    /// A built-in style resolves to no other style: it paints itself.
    public func resolve(in environment: EnvironmentValues) -> Never {
        preconditionFailure("\(Self.self) paints itself; it resolves to no other style")
    }

    public func _viewTreeResolved(in environment: EnvironmentValues) -> (any ShapeStyle)? { nil }
}

extension ShapeStyle {
    /// An app's style paints as the style it resolves to.
    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        resolve(in: environment)._paint(in: bounds, environment: environment)
    }

    public func _viewTreeResolved(in environment: EnvironmentValues) -> (any ShapeStyle)? {
        resolve(in: environment)
    }
}

extension Never: ShapeStyle {
    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        switch self {}
    }
}

/// `style` as it paints in `environment`: an app's styles resolved (a chain of them at most 16
/// deep, so that a style resolving to itself ends) and `AnyShapeStyle` unwrapped.
func resolvedStyle(_ style: any ShapeStyle, in environment: EnvironmentValues) -> any ShapeStyle {
    var style = (style as? AnyShapeStyle)?.base ?? style
    for _ in 0..<16 {
        guard let resolved = style._viewTreeResolved(in: environment) else { break }
        style = (resolved as? AnyShapeStyle)?.base ?? resolved
    }
    return style
}

/// The foreground style in the environment, as set by `foregroundStyle` or `foregroundColor`
/// (primary when none is set).
public struct ForegroundStyle: ShapeStyle {
    /// The current foreground style.
    public init() {}

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        (environment.foregroundStyle ?? Color.primary)._paint(in: bounds, environment: environment)
    }
}

/// The levels of the foreground: primary, secondary, tertiary and quaternary. Over the default
/// foreground they are the system's label colours; over a foreground style of its own (a colour
/// or a gradient) they are that style at the label colours' opacities.
public struct HierarchicalShapeStyle: ShapeStyle {
    /// Which foreground the level is taken of.
    private enum Base {
        /// The one in the environment where the style paints.
        case environment
        /// The one around the `foregroundStyle` that set this level (`nil` for the default).
        case fixed((any ShapeStyle)?)
    }

    let level: Int
    private let base: Base

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    private init(level: Int, base: Base = .environment) {
        self.level = level
        self.base = base
    }

    /// This level of `foreground` (`nil` for the default), fixed now: `foregroundStyle(.secondary)`
    /// takes the level of the foreground around it, not of itself.
    func over(_ foreground: (any ShapeStyle)?) -> HierarchicalShapeStyle {
        HierarchicalShapeStyle(level: level, base: .fixed(foreground))
    }

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        let labels = [Color.primary, .secondary, .tertiaryLabel, .quaternaryLabel]
        let foreground: (any ShapeStyle)?
        switch base {
        case .environment:
            if let style = environment.foregroundLevel(level) {
                return style._paint(in: bounds, environment: environment)
            }
            foreground = environment.foregroundStyle
        case .fixed(let fixed): foreground = fixed
        }
        guard let foreground, !((foreground as? Color).map { $0 == .primary } ?? false) else {
            return labels[level]._paint(in: bounds, environment: environment)
        }
        let opacities = [1, 0.6, 0.3, 0.18]
        return foreground._paint(in: bounds, environment: environment).opacity(opacities[level])
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the foreground.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The second level of the foreground.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The third level of the foreground.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The fourth level of the foreground.
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

private struct ForegroundLevelsKey: EnvironmentKey {
    static let defaultValue: [any ShapeStyle]? = nil
}

extension EnvironmentValues {
    /// The style text and shapes are painted with when they set none.
    var foregroundStyle: (any ShapeStyle)? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The primary, secondary (and tertiary) styles `foregroundStyle(_:_:_:)` set, if it did.
    var foregroundLevels: [any ShapeStyle]? {
        get { self[ForegroundLevelsKey.self] }
        set { self[ForegroundLevelsKey.self] = newValue }
    }

    /// The style `foregroundStyle(_:_:_:)` set for hierarchical `level` (levels past the last
    /// one set take the last), or `nil` when it set none.
    func foregroundLevel(_ level: Int) -> (any ShapeStyle)? {
        guard let levels = foregroundLevels, !levels.isEmpty else { return nil }
        return levels[min(level, levels.count - 1)]
    }
}

nonisolated extension View {
    /// Paints text and shapes inside this view with `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        transformEnvironment { environment in
            // A style with shadows or a blend mode paints as its base; the effects are drawn on the content.
            let style = StyleEffects(of: style, in: environment).plain
            if let level = style as? HierarchicalShapeStyle {
                environment.foregroundStyle = environment.foregroundLevel(level.level)
                    ?? level.over(environment.foregroundStyle)
            } else if style is any ForegroundRelativeStyle {
                // `.secondary.opacity(0.5)` is taken of the foreground around, not of itself.
                environment.foregroundStyle = PinnedForegroundStyle(style: style, foreground: environment.foregroundStyle,
                                                                    levels: environment.foregroundLevels)
            } else if !(style is ForegroundStyle) {
                environment.foregroundStyle = style
            } else {
                return
            }
            environment.foregroundLevels = nil
        }
        .applyingEffects(of: style)
    }

    /// Paints content inside this view with `primary`, and what asks for `.secondary` (and
    /// deeper levels) with `secondary`.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(levels: [primary, secondary])
    }

    /// Paints content inside this view with `primary`, `.secondary` content with `secondary`, and
    /// `.tertiary` (and `.quaternary`) content with `tertiary`.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2,
                                                                              _ tertiary: S3) -> some View {
        foregroundStyle(levels: [primary, secondary, tertiary])
    }

    /// Paints content with the first of `levels`, and each hierarchical level with its own.
    private func foregroundStyle(levels: [any ShapeStyle]) -> some View {
        transformEnvironment { environment in
            environment.foregroundStyle = levels.first
            environment.foregroundLevels = levels
        }
    }

    /// Paints text and shapes inside this view with `color` (`nil` leaves the style as it is).
    public func foregroundColor(_ color: Color?) -> some View {
        transformEnvironment { if let color { $0.foregroundStyle = color } }
    }
}
