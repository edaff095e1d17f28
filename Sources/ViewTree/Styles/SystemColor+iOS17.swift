import Foundation
import Raster

extension SystemColor {
    /// iOS 13-18's values (ViewTree's iOS 17 and 18 looks), in sRGB 0-255 with an alpha. The named
    /// colours, labels, fills and the first backgrounds are REFERENCE section 4; the greys, the
    /// other backgrounds, separators, links and text colours are the values Flutter's
    /// `cupertino/colors.dart` lists for iOS (*measured* there, *unverified* here against a simulator).
    var iOS17Appearances: (light: RGBAColor, dark: RGBAColor) {
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

}
