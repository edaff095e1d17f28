import Foundation
import Raster
@_spi(ViewTreeInternals) import ViewTree

/// UIKit's colour, drawn through ViewTree: a light and a dark appearance, so that system and
/// semantic colours (`.systemBackground`, `.label`, `.separator`...), dynamic colours
/// (`UIColor { traits in ... }`) and asset catalog colours (`UIColor(named:)`) follow the colour
/// scheme of the view they paint, as on iOS. System colours come from ViewTree's one table
/// (`SystemColor`), the same SwiftUI's `Color` reads.
open class UIColor: NSObject, @unchecked Sendable {
    /// The colour in SwiftUI's terms.
    let color: Color

    /// A colour that is `color` in SwiftUI's terms.
    init(color: Color) {
        self.color = color
    }

    /// A colour from sRGB components in 0...1 (values outside are clamped, as in sRGB).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(color: Color(red: Double(red), green: Double(green), blue: Double(blue)).opacity(Double(alpha)))
    }

    /// A grey from 0 (black) to 1 (white).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(color: Color(white: Double(white)).opacity(Double(alpha)))
    }

    /// A colour from hue, saturation and brightness in 0...1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (red, green, blue) = UIColor.rgb(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness))
        self.init(color: Color(red: red, green: green, blue: blue).opacity(Double(alpha)))
    }

    /// A colour from display P3 components, converted to sRGB (clamped), which is what ViewTree draws.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let srgb = ColorSpaceConversion.displayP3ToSRGB([Double(red), Double(green), Double(blue)]).map { min(1, max(0, $0)) }
        self.init(color: Color(red: srgb[0], green: srgb[1], blue: srgb[2]).opacity(Double(alpha)))
    }

    /// A colour that asks `dynamicProvider` for its value in the light and the dark appearance,
    /// as `UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }` does on iOS.
    /// The provider is asked once for each appearance, when the colour is made.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color.rgba(in: .light)
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color.rgba(in: .dark)
        self.init(color: Color(light: light, dark: dark))
    }

    /// SwiftUI's colour as a UIKit colour, with both its appearances.
    public convenience init(_ color: Color) {
        self.init(color: color)
    }

    /// The asset catalog colour `name` in `bundle`, or when `bundle` is `nil`, in the calling
    /// module's resource bundle and then the main bundle (see `Color(_:bundle:)`); `nil` when no
    /// `.colorset` of that name can be read, as on iOS. The traits are accepted for source
    /// compatibility: the colour keeps both its appearances. Leave `fileID` to its default.
    public convenience init?(named name: String, in bundle: Bundle? = nil,
                             compatibleWith traitCollection: UITraitCollection? = nil,
                             fileID: StaticString = #fileID) {
        guard case .success(let color) = Color.lookUpCatalogColor(named: name, bundleURL: bundle?.bundleURL,
                                                                  module: Image.module(of: fileID)) else { return nil }
        self.init(color: color)
    }

    /// The colour in the appearance `traitCollection` asks for (light when unspecified), as a
    /// colour that no longer changes.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        let value = color.rgba(in: traitCollection.userInterfaceStyle == .dark ? .dark : .light)
        return UIColor(color: Color(light: value, dark: value))
    }

    /// The colour with its alpha set to `alpha`, in both appearances.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        func with(_ value: RGBAColor) -> RGBAColor {
            RGBAColor(red: value.red, green: value.green, blue: value.blue, alpha: min(1, max(0, Double(alpha))))
        }
        return UIColor(color: Color(light: with(color.rgba(in: .light)), dark: with(color.rgba(in: .dark))))
    }

    /// The components of the light appearance (or of the current traits' appearance, as UIKit
    /// resolves against `UITraitCollection.current`, which is light here).
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let value = color.rgba(in: UITraitCollection.current.userInterfaceStyle == .dark ? .dark : .light)
        red?.pointee = CGFloat(value.red)
        green?.pointee = CGFloat(value.green)
        blue?.pointee = CGFloat(value.blue)
        alpha?.pointee = CGFloat(value.alpha)
        return true
    }

    /// The grey level (the mean of the components) and alpha of the current appearance.
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0
        _ = getRed(&red, green: &green, blue: &blue, alpha: alpha)
        white?.pointee = (red + green + blue) / 3
        return true
    }

    /// Makes this the fill and stroke colour of the current image renderer context.
    open func set() {
        setFill()
        setStroke()
    }

    /// Makes this the fill colour of the current `UIGraphicsImageRenderer` context.
    open func setFill() {
        GraphicsContextStack.current?.fillColor = self
    }

    /// Makes this the stroke colour of the current `UIGraphicsImageRenderer` context.
    open func setStroke() {
        GraphicsContextStack.current?.strokeColor = self
    }

    override open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return color == other.color
    }

    override open var hash: Int { color.hashValue }

    override open var description: String {
        "UIColor(light: \(color.rgba(in: .light)), dark: \(color.rgba(in: .dark)))"
    }

    /// Red, green and blue in 0...1 for a hue, saturation and brightness (HSV).
    private static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let hue = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
        let saturation = min(1, max(0, saturation)), brightness = min(1, max(0, brightness))
        let sector = Int(hue) % 6, fraction = hue - hue.rounded(.down)
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * fraction)
        let t = brightness * (1 - saturation * (1 - fraction))
        switch sector {
        case 0: return (brightness, t, p)
        case 1: return (q, brightness, p)
        case 2: return (p, brightness, t)
        case 3: return (p, q, brightness)
        case 4: return (t, p, brightness)
        default: return (brightness, p, q)
        }
    }
}

extension UIColor {
    /// A system colour of ViewTree's table.
    private static func system(_ name: SystemColor) -> UIColor { UIColor(color: Color(system: name)) }
    /// A fixed sRGB colour.
    private static func fixed(_ red: Double, _ green: Double, _ blue: Double, alpha: Double = 1) -> UIColor {
        UIColor(color: Color(red: red, green: green, blue: blue).opacity(alpha))
    }

    // Fixed colours, the same in both appearances.

    /// Black.
    public class var black: UIColor { fixed(0, 0, 0) }
    /// White.
    public class var white: UIColor { fixed(1, 1, 1) }
    /// No colour.
    public class var clear: UIColor { fixed(0, 0, 0, alpha: 0) }
    /// Dark grey (white 1/3).
    public class var darkGray: UIColor { fixed(1 / 3, 1 / 3, 1 / 3) }
    /// Grey (white 1/2).
    public class var gray: UIColor { fixed(0.5, 0.5, 0.5) }
    /// Light grey (white 2/3).
    public class var lightGray: UIColor { fixed(2 / 3, 2 / 3, 2 / 3) }
    /// Pure red.
    public class var red: UIColor { fixed(1, 0, 0) }
    /// Pure green.
    public class var green: UIColor { fixed(0, 1, 0) }
    /// Pure blue.
    public class var blue: UIColor { fixed(0, 0, 1) }
    /// Cyan.
    public class var cyan: UIColor { fixed(0, 1, 1) }
    /// Yellow.
    public class var yellow: UIColor { fixed(1, 1, 0) }
    /// Magenta.
    public class var magenta: UIColor { fixed(1, 0, 1) }
    /// Orange.
    public class var orange: UIColor { fixed(1, 0.5, 0) }
    /// Purple.
    public class var purple: UIColor { fixed(0.5, 0, 0.5) }
    /// Brown.
    public class var brown: UIColor { fixed(0.6, 0.4, 0.2) }

    // System colours, light and dark.

    /// The system red.
    public class var systemRed: UIColor { system(.systemRed) }
    /// The system orange.
    public class var systemOrange: UIColor { system(.systemOrange) }
    /// The system yellow.
    public class var systemYellow: UIColor { system(.systemYellow) }
    /// The system green.
    public class var systemGreen: UIColor { system(.systemGreen) }
    /// The system mint.
    public class var systemMint: UIColor { system(.systemMint) }
    /// The system teal.
    public class var systemTeal: UIColor { system(.systemTeal) }
    /// The system cyan.
    public class var systemCyan: UIColor { system(.systemCyan) }
    /// The system blue.
    public class var systemBlue: UIColor { system(.systemBlue) }
    /// The system indigo.
    public class var systemIndigo: UIColor { system(.systemIndigo) }
    /// The system purple.
    public class var systemPurple: UIColor { system(.systemPurple) }
    /// The system pink.
    public class var systemPink: UIColor { system(.systemPink) }
    /// The system brown.
    public class var systemBrown: UIColor { system(.systemBrown) }
    /// The system grey.
    public class var systemGray: UIColor { system(.systemGray) }
    /// The second system grey.
    public class var systemGray2: UIColor { system(.systemGray2) }
    /// The third system grey.
    public class var systemGray3: UIColor { system(.systemGray3) }
    /// The fourth system grey.
    public class var systemGray4: UIColor { system(.systemGray4) }
    /// The fifth system grey.
    public class var systemGray5: UIColor { system(.systemGray5) }
    /// The sixth system grey.
    public class var systemGray6: UIColor { system(.systemGray6) }
    /// The tint: the app's accent colour (the system blue unless its catalog has an `AccentColor`).
    public class var tintColor: UIColor { UIColor(color: .accentColor) }

    // Semantic colours.

    /// Primary text.
    public class var label: UIColor { system(.label) }
    /// Secondary text.
    public class var secondaryLabel: UIColor { system(.secondaryLabel) }
    /// Tertiary text.
    public class var tertiaryLabel: UIColor { system(.tertiaryLabel) }
    /// Quaternary text.
    public class var quaternaryLabel: UIColor { system(.quaternaryLabel) }
    /// Placeholder text in fields.
    public class var placeholderText: UIColor { system(.placeholderText) }
    /// Links.
    public class var link: UIColor { system(.link) }
    /// Light text over dark backgrounds.
    public class var lightText: UIColor { system(.lightText) }
    /// Dark text over light backgrounds.
    public class var darkText: UIColor { system(.darkText) }
    /// Fills of thin and small shapes.
    public class var systemFill: UIColor { system(.systemFill) }
    /// Fills of medium shapes.
    public class var secondarySystemFill: UIColor { system(.secondarySystemFill) }
    /// Fills of large shapes.
    public class var tertiarySystemFill: UIColor { system(.tertiarySystemFill) }
    /// Fills of large areas holding complex content.
    public class var quaternarySystemFill: UIColor { system(.quaternarySystemFill) }
    /// The background of a screen.
    public class var systemBackground: UIColor { system(.systemBackground) }
    /// Content layered over the background.
    public class var secondarySystemBackground: UIColor { system(.secondarySystemBackground) }
    /// Content layered over secondary backgrounds.
    public class var tertiarySystemBackground: UIColor { system(.tertiarySystemBackground) }
    /// The background of grouped content (grouped tables).
    public class var systemGroupedBackground: UIColor { system(.systemGroupedBackground) }
    /// Content layered over the grouped background (rows of grouped tables).
    public class var secondarySystemGroupedBackground: UIColor { system(.secondarySystemGroupedBackground) }
    /// Content layered over secondary grouped backgrounds.
    public class var tertiarySystemGroupedBackground: UIColor { system(.tertiarySystemGroupedBackground) }
    /// Thin separators, which let what is under them show through.
    public class var separator: UIColor { system(.separator) }
    /// Opaque separators.
    public class var opaqueSeparator: UIColor { system(.opaqueSeparator) }
}

extension UIColor {
    /// The colour of an asset catalog, with both its appearances. A missing colour is clear and
    /// reported (UIKit stops the app).
    public convenience init(resource: ColorResource) {
        self.init(color: resource.color)
    }
}
