import Foundation
import Raster

/// A background material, as SwiftUI's: what is drawn behind the view, blurred, made more
/// colourful and tinted towards the colour scheme's background, thinner materials letting more
/// through. `.background(.ultraThinMaterial)`, `.fill(.regularMaterial)`, `.background(.bar)`.
///
/// The backdrop is whatever was drawn before the view in the same render (the window background,
/// images, other views); inside a `compositingGroup` or an opacity layer it is that group alone.
public struct Material: ShapeStyle, Sendable {
    /// How much of the backdrop shows through.
    enum Thickness: Sendable { case ultraThin, thin, regular, thick, ultraThick, bar }
    let thickness: Thickness

    /// The thinnest material: the most of the backdrop shows through.
    public static let ultraThin = Material(thickness: .ultraThin)
    /// A thin material.
    public static let thin = Material(thickness: .thin)
    /// The default material.
    public static let regular = Material(thickness: .regular)
    /// A thick material.
    public static let thick = Material(thickness: .thick)
    /// The thickest material: the backdrop only glows through.
    public static let ultraThick = Material(thickness: .ultraThick)
    /// The material of navigation, tab and tool bars.
    public static let bar = Material(thickness: .bar)

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        let look = MaterialLook.of(thickness, in: environment.colorScheme)
        return .backdrop(BackdropPaint(blurRadius: look.blurRadius, saturation: look.saturation, tint: look.tint))
    }
}

/// How each material looks. *Unverified*: iOS does not publish its materials' recipes; these
/// follow the common recreation of them (a heavy blur, saturation up by 80%, a tint over it that
/// thickens from thin to thick) and screenshots by eye. Correct them here.
struct MaterialLook {
    let blurRadius: CGFloat
    let saturation: Double
    let tint: RGBAColor

    static func of(_ thickness: Material.Thickness, in scheme: ColorScheme) -> MaterialLook {
        let dark = scheme == .dark
        func look(_ blur: CGFloat, light: Double, dark darkAlpha: Double) -> MaterialLook {
            MaterialLook(blurRadius: blur, saturation: 1.8,
                         tint: dark ? RGBAColor(red8: 28, green8: 28, blue8: 30, alpha8: UInt8((darkAlpha * 255).rounded()))
                                    : RGBAColor(red8: 255, green8: 255, blue8: 255, alpha8: UInt8((light * 255).rounded())))
        }
        switch thickness {
        case .ultraThin: return look(10, light: 0.30, dark: 0.35)
        case .thin: return look(12, light: 0.50, dark: 0.55)
        case .regular: return look(15, light: 0.70, dark: 0.70)
        case .thick: return look(18, light: 0.82, dark: 0.82)
        case .ultraThick: return look(20, light: 0.92, dark: 0.92)
        case .bar: return look(15, light: 0.75, dark: 0.75)
        }
    }
}

extension ShapeStyle where Self == Material {
    /// The thinnest material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A thin material.
    public static var thinMaterial: Material { .thin }
    /// The default material.
    public static var regularMaterial: Material { .regular }
    /// A thick material.
    public static var thickMaterial: Material { .thick }
    /// The thickest material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars.
    public static var bar: Material { .bar }
}
