import Foundation
import Raster

/// A colour, as in SwiftUI: a view that fills the space it is offered, and a shape style. System
/// colours resolve to their light or dark values by the environment's colour scheme and iOS
/// version (`\.viewTreeOSVersion`), from the one table of `SystemColor`; asset catalog colours
/// (`Color("Brand")`) by their appearances.
nonisolated public struct Color: Hashable, Sendable, ShapeStyle {
    private let light: RGBAColor
    private let dark: RGBAColor
    /// The system colour this is, whose values depend on the iOS version (`light` and `dark` unused).
    private let system: SystemColor?
    /// How far the colour is moved to white (0 for none), with its opacity kept.
    private var whiteFraction: Double = 0
    private let opacityFactor: Double
    /// Why an asset catalog colour is missing: it draws nothing and reports this.
    private let missing: ViewTreeRenderIssue?
    /// The two colours this is a mix of (`light` and `dark` unused), if it is one.
    private var blend: ColorBlend?

    /// Linux addition: a colour that is `light` in the light scheme and `dark` in the dark one.
    @_spi(ViewTreeInternals) public init(light: RGBAColor, dark: RGBAColor, opacity: Double = 1) {
        self.init(light: light, dark: dark, opacity: opacity, missing: nil)
    }

    private init(light: RGBAColor, dark: RGBAColor, system: SystemColor? = nil, opacity: Double,
                 missing: ViewTreeRenderIssue?) {
        self.light = light
        self.dark = dark
        self.system = system
        opacityFactor = opacity
        self.missing = missing
    }

    /// Linux addition: a colour of iOS's system table, by the colour scheme and iOS version.
    @_spi(ViewTreeInternals) public init(system: SystemColor) {
        self.init(light: .clear, dark: .clear, system: system, opacity: 1, missing: nil)
    }

    /// A colour that draws nothing and reports `issue` (an asset catalog colour that was not found).
    init(missing issue: ViewTreeRenderIssue) {
        self.init(light: .clear, dark: .clear, opacity: 1, missing: issue)
    }

    /// For ViewTree's own modules: a clear colour that reports `issue` where it is drawn, for a
    /// view that stands in for something a render cannot draw.
    @_spi(ViewTreeInternals) public static func reporting(_ issue: ViewTreeRenderIssue) -> Color {
        Color(missing: issue)
    }

    /// A colour of `red`, `green` and `blue` in `colorSpace` (0...1 each; components beyond sRGB's
    /// range are clamped to it when drawn).
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let srgb = colorSpace.sRGBComponents(red: red, green: green, blue: blue)
        let color = RGBAColor(red: srgb[0], green: srgb[1], blue: srgb[2], alpha: 1)
        self.init(light: color, dark: color, opacity: opacity)
    }

    /// A grey from white 0 (black) to 1 (white) in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// The colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        var color = Color(light: light, dark: dark, system: system,
                          opacity: opacityFactor * (opacity.isNaN ? 1 : min(1, max(0, opacity))), missing: missing)
        color.whiteFraction = whiteFraction
        color.blend = blend
        return color
    }

    /// This colour moved `fraction` (0...1) of the way to `other` in `colorSpace`, as SwiftUI's
    /// `mix(with:by:in:)` (iOS 18): resolved in each colour scheme, opacity mixed too.
    public func mix(with other: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        var color = Color(light: .clear, dark: .clear, opacity: 1)
        color.blend = ColorBlend(first: self, second: other, fraction: fraction.isNaN ? 0 : min(1, max(0, fraction)),
                                 isPerceptual: colorSpace == .perceptual)
        return color
    }

    /// The colour moved `fraction` of the way to white (opacity kept).
    func mixed(withWhite fraction: Double) -> Color {
        var color = self
        color.whiteFraction = 1 - (1 - whiteFraction) * (1 - fraction)
        return color
    }

    /// Linux addition: the colour in `scheme` and the look of iOS `os`, opacity applied
    /// (`resolved(in:)` for other modules).
    @_spi(ViewTreeInternals) public func rgba(in scheme: ColorScheme, os: ViewTreeOSVersion = .default) -> RGBAColor {
        resolved(in: scheme, os: os)
    }

    /// The colour in the colour scheme and iOS version of `environment`, opacity applied.
    func resolved(in environment: EnvironmentValues) -> RGBAColor {
        resolved(in: environment.colorScheme, os: environment.viewTreeOSVersion)
    }

    /// The colour in `scheme` and the look of iOS `os`, opacity applied.
    func resolved(in scheme: ColorScheme, os: ViewTreeOSVersion) -> RGBAColor {
        let base = blend.map { $0.resolved(in: scheme, os: os) }
            ?? system.map { $0.value(in: scheme, os: os) } ?? (scheme == .light ? light : dark)
        let white = whiteFraction
        return RGBAColor(red: base.red + (1 - base.red) * white, green: base.green + (1 - base.green) * white,
                         blue: base.blue + (1 - base.blue) * white, alpha: base.alpha * opacityFactor)
    }

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        if let missing { environment.report(missing) }
        return .color(resolved(in: environment))
    }

    /// Blue.
    public static let blue = Color(system: .systemBlue)
    /// Red.
    public static let red = Color(system: .systemRed)
    /// Orange.
    public static let orange = Color(system: .systemOrange)
    /// Yellow.
    public static let yellow = Color(system: .systemYellow)
    /// Green.
    public static let green = Color(system: .systemGreen)
    /// Teal.
    public static let teal = Color(system: .systemTeal)
    /// Mint.
    public static let mint = Color(system: .systemMint)
    /// Cyan.
    public static let cyan = Color(system: .systemCyan)
    /// Indigo.
    public static let indigo = Color(system: .systemIndigo)
    /// Purple.
    public static let purple = Color(system: .systemPurple)
    /// Pink.
    public static let pink = Color(system: .systemPink)
    /// Brown.
    public static let brown = Color(system: .systemBrown)
    /// Grey.
    public static let gray = Color(system: .systemGray)
    /// Black.
    public static let black = Color(white: 0)
    /// White.
    public static let white = Color(white: 1)
    /// No colour.
    public static let clear = Color(white: 0, opacity: 0)
    /// Text and symbols: black in light mode, white in dark.
    public static let primary = Color(system: .label)
    /// Secondary labels: grey at 60%.
    public static let secondary = Color(system: .secondaryLabel)
    /// The accent colour: the app's `AccentColor` asset catalog colour when it has one (see
    /// `AppAccentColor`), else blue.
    public static let accentColor = AppAccentColor.current ?? blue

    /// Tertiary and quaternary labels, separators and backgrounds, for ViewTree's own views.
    static let tertiaryLabel = Color(system: .tertiaryLabel)
    static let quaternaryLabel = Color(system: .quaternaryLabel)
    static let systemBackground = Color(system: .systemBackground)
    /// The fill of placeholders such as `AsyncImage`'s: grey at 16% (light) or 32% (dark).
    static let secondarySystemFill = Color(system: .secondarySystemFill)
    static let separator = Color(system: .separator)
}

extension Color: View, PrimitiveView {
    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        [ShapeNode(name: "Color", shape: Rectangle(), style: self, environment: environment, stroke: nil)]
    }
}
