import Foundation

/// A colour, as in SwiftUI: a view that fills the space it is offered, and a shape style. System
/// colours resolve to their light or dark values by the environment's colour scheme
/// (REFERENCE section 4).
nonisolated public struct Color: Hashable, Sendable, ShapeStyle {
    private let light: RGBAColor
    private let dark: RGBAColor
    private let opacityFactor: Double

    /// A colour that is `light` in the light scheme and `dark` in the dark one.
    init(light: RGBAColor, dark: RGBAColor, opacity: Double = 1) {
        self.light = light
        self.dark = dark
        opacityFactor = opacity
    }

    /// A colour from sRGB components in 0...1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let color = RGBAColor(red: red, green: green, blue: blue, alpha: 1)
        self.init(light: color, dark: color, opacity: opacity)
    }

    /// A grey from white 0 (black) to 1 (white).
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// The colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(light: light, dark: dark, opacity: opacityFactor * (opacity.isNaN ? 1 : min(1, max(0, opacity))))
    }

    /// The colour moved `fraction` of the way to white (opacity kept).
    func mixed(withWhite fraction: Double) -> Color {
        func mix(_ color: RGBAColor) -> RGBAColor {
            RGBAColor(red: color.red + (1 - color.red) * fraction, green: color.green + (1 - color.green) * fraction,
                      blue: color.blue + (1 - color.blue) * fraction, alpha: color.alpha)
        }
        return Color(light: mix(light), dark: mix(dark), opacity: opacityFactor)
    }

    /// The colour in `scheme`, opacity applied.
    func resolved(in scheme: ColorScheme) -> RGBAColor {
        let base = scheme == .light ? light : dark
        return RGBAColor(red: base.red, green: base.green, blue: base.blue, alpha: base.alpha * opacityFactor)
    }

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        .color(resolved(in: environment.colorScheme))
    }

    private static func system(_ light: (UInt8, UInt8, UInt8), _ dark: (UInt8, UInt8, UInt8)) -> Color {
        Color(light: RGBAColor(red8: light.0, green8: light.1, blue8: light.2),
              dark: RGBAColor(red8: dark.0, green8: dark.1, blue8: dark.2))
    }

    private static func label(_ light: Double, _ dark: Double) -> Color {
        Color(light: RGBAColor(red8: 60, green8: 60, blue8: 67).opacity(light),
              dark: RGBAColor(red8: 235, green8: 235, blue8: 245).opacity(dark))
    }

    public static let blue = system((0, 122, 255), (10, 132, 255))
    public static let red = system((255, 59, 48), (255, 69, 58))
    public static let orange = system((255, 149, 0), (255, 159, 10))
    public static let yellow = system((255, 204, 0), (255, 214, 10))
    public static let green = system((52, 199, 89), (48, 209, 88))
    public static let teal = system((48, 176, 199), (64, 200, 224))
    public static let mint = system((0, 199, 190), (99, 230, 226))
    public static let cyan = system((50, 173, 230), (100, 210, 255))
    public static let indigo = system((88, 86, 214), (94, 92, 230))
    public static let purple = system((175, 82, 222), (191, 90, 242))
    public static let pink = system((255, 45, 85), (255, 55, 95))
    public static let brown = system((162, 132, 94), (172, 142, 104))
    public static let gray = system((142, 142, 147), (142, 142, 147))
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let clear = Color(white: 0, opacity: 0)
    /// Text and symbols: black in light mode, white in dark.
    public static let primary = system((0, 0, 0), (255, 255, 255))
    /// Secondary labels: grey at 60%.
    public static let secondary = label(0.6, 0.6)
    /// The accent colour: blue.
    public static let accentColor = blue

    /// Tertiary and quaternary labels, separators and backgrounds, for ViewTree's own views.
    static let tertiaryLabel = label(0.3, 0.3)
    static let quaternaryLabel = label(0.18, 0.16)
    static let systemBackground = Color(light: RGBAColor(red8: 255, green8: 255, blue8: 255),
                                        dark: RGBAColor(red8: 0, green8: 0, blue8: 0))
    /// The fill of placeholders such as `AsyncImage`'s: grey at 16% (light) or 32% (dark).
    static let secondarySystemFill = Color(light: RGBAColor(red8: 120, green8: 120, blue8: 128).opacity(0.16),
                                           dark: RGBAColor(red8: 120, green8: 120, blue8: 128).opacity(0.32))
    static let separator = Color(light: RGBAColor(red8: 60, green8: 60, blue8: 67).opacity(0.29),
                                 dark: RGBAColor(red8: 84, green8: 84, blue8: 88).opacity(0.6))
}

extension Color: View, PrimitiveView {
    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        [ShapeNode(name: "Color", shape: Rectangle(), style: self, environment: environment, stroke: nil)]
    }
}
