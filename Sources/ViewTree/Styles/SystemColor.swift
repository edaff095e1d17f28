import Foundation

/// iOS's system and semantic colours in the light and dark appearances: the one table that
/// SwiftUI's `Color` (`.blue`, `.primary`, `.secondary`...), ViewTree's own lists and controls,
/// and UIKit's `UIColor` (`.systemBackground`, `.secondaryLabel`, `.separator`...) all read, so
/// that changing a value here changes it everywhere.
///
/// Values are iOS 13-17's, in sRGB 0-255 with an alpha. The named colours, labels, fills and the
/// first backgrounds are REFERENCE section 4; the greys, the other backgrounds, separators, links
/// and text colours are the values Flutter's `cupertino/colors.dart` lists for iOS (*measured*
/// there, *unverified* here against a simulator).
@_spi(ViewTreeInternals) public enum SystemColor: String, CaseIterable, Sendable {
    case systemRed, systemOrange, systemYellow, systemGreen, systemMint, systemTeal, systemCyan
    case systemBlue, systemIndigo, systemPurple, systemPink, systemBrown
    case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText
    case link, lightText, darkText
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    case separator, opaqueSeparator

    /// The colour in the light appearance.
    public var light: RGBAColor { appearances.light }
    /// The colour in the dark appearance.
    public var dark: RGBAColor { appearances.dark }

    /// The system colour an asset catalog's `"reference"` names ("systemBlueColor",
    /// "secondaryLabelColor"...), or `nil`.
    public init?(catalogReference: String) {
        guard catalogReference.hasSuffix("Color") else { return nil }
        self.init(rawValue: String(catalogReference.dropLast(5)))
    }

    private var appearances: (light: RGBAColor, dark: RGBAColor) {
        switch self {
        case .systemRed: return Self.rgb((255, 59, 48), (255, 69, 58))
        case .systemOrange: return Self.rgb((255, 149, 0), (255, 159, 10))
        case .systemYellow: return Self.rgb((255, 204, 0), (255, 214, 10))
        case .systemGreen: return Self.rgb((52, 199, 89), (48, 209, 88))
        case .systemMint: return Self.rgb((0, 199, 190), (99, 230, 226))
        case .systemTeal: return Self.rgb((48, 176, 199), (64, 200, 224))
        case .systemCyan: return Self.rgb((50, 173, 230), (100, 210, 255))
        case .systemBlue: return Self.rgb((0, 122, 255), (10, 132, 255))
        case .systemIndigo: return Self.rgb((88, 86, 214), (94, 92, 230))
        case .systemPurple: return Self.rgb((175, 82, 222), (191, 90, 242))
        case .systemPink: return Self.rgb((255, 45, 85), (255, 55, 95))
        case .systemBrown: return Self.rgb((162, 132, 94), (172, 142, 104))
        case .systemGray: return Self.rgb((142, 142, 147), (142, 142, 147))
        case .systemGray2: return Self.rgb((174, 174, 178), (99, 99, 102))
        case .systemGray3: return Self.rgb((199, 199, 204), (72, 72, 74))
        case .systemGray4: return Self.rgb((209, 209, 214), (58, 58, 60))
        case .systemGray5: return Self.rgb((229, 229, 234), (44, 44, 46))
        case .systemGray6: return Self.rgb((242, 242, 247), (28, 28, 30))
        case .label: return Self.rgb((0, 0, 0), (255, 255, 255))
        case .secondaryLabel: return Self.label(0.6, 0.6)
        case .tertiaryLabel, .placeholderText: return Self.label(0.3, 0.3)
        case .quaternaryLabel: return Self.label(0.18, 0.16)
        case .link: return Self.rgb((0, 122, 255), (9, 132, 255))
        case .lightText: return Self.rgb((255, 255, 255), (255, 255, 255), alpha: (0.6, 0.6))
        case .darkText: return Self.rgb((0, 0, 0), (0, 0, 0))
        case .systemFill: return Self.rgb((120, 120, 128), (120, 120, 128), alpha: (0.2, 0.36))
        case .secondarySystemFill: return Self.rgb((120, 120, 128), (120, 120, 128), alpha: (0.16, 0.32))
        case .tertiarySystemFill: return Self.rgb((118, 118, 128), (118, 118, 128), alpha: (0.12, 0.24))
        case .quaternarySystemFill: return Self.rgb((116, 116, 128), (118, 118, 128), alpha: (0.08, 0.18))
        case .systemBackground: return Self.rgb((255, 255, 255), (0, 0, 0))
        case .secondarySystemBackground: return Self.rgb((242, 242, 247), (28, 28, 30))
        case .tertiarySystemBackground: return Self.rgb((255, 255, 255), (44, 44, 46))
        case .systemGroupedBackground: return Self.rgb((242, 242, 247), (0, 0, 0))
        case .secondarySystemGroupedBackground: return Self.rgb((255, 255, 255), (28, 28, 30))
        case .tertiarySystemGroupedBackground: return Self.rgb((242, 242, 247), (44, 44, 46))
        case .separator: return Self.rgb((60, 60, 67), (84, 84, 88), alpha: (0.29, 0.6))
        case .opaqueSeparator: return Self.rgb((198, 198, 200), (56, 56, 58))
        }
    }

    private static func rgb(_ light: (UInt8, UInt8, UInt8), _ dark: (UInt8, UInt8, UInt8),
                            alpha: (Double, Double) = (1, 1)) -> (light: RGBAColor, dark: RGBAColor) {
        (RGBAColor(red8: light.0, green8: light.1, blue8: light.2).opacity(alpha.0),
         RGBAColor(red8: dark.0, green8: dark.1, blue8: dark.2).opacity(alpha.1))
    }

    /// The secondary to quaternary labels: 60, 60, 67 (light) or 235, 235, 245 (dark) at an opacity.
    private static func label(_ light: Double, _ dark: Double) -> (light: RGBAColor, dark: RGBAColor) {
        rgb((60, 60, 67), (235, 235, 245), alpha: (light, dark))
    }
}
