import Foundation
import Raster

/// iOS's system and semantic colours in the light and dark appearances: the one table that
/// SwiftUI's `Color` (`.blue`, `.primary`, `.secondary`...), ViewTree's own lists and controls,
/// and UIKit's `UIColor` (`.systemBackground`, `.secondaryLabel`, `.separator`...) all read, so
/// that changing a value here changes it everywhere.
///
/// One table per iOS look (`ViewTreeOSVersion`): iOS 17's (also iOS 18's) in
/// `SystemColor+iOS17.swift`, and iOS 26's changes to it in `SystemColor+iOS26.swift`.
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

    /// The colour in the light appearance of `ViewTreeOSVersion.default`.
    public var light: RGBAColor { value(in: .light, os: .default) }
    /// The colour in the dark appearance of `ViewTreeOSVersion.default`.
    public var dark: RGBAColor { value(in: .dark, os: .default) }

    /// The colour in `scheme` as iOS `os` draws it.
    public func value(in scheme: ColorScheme, os: ViewTreeOSVersion) -> RGBAColor {
        let appearances = os.hasLiquidGlass ? iOS26Appearances ?? iOS17Appearances : iOS17Appearances
        return scheme == .light ? appearances.light : appearances.dark
    }

    /// The system colour an asset catalog's `"reference"` names ("systemBlueColor",
    /// "secondaryLabelColor"...), or `nil`.
    public init?(catalogReference: String) {
        guard catalogReference.hasSuffix("Color") else { return nil }
        self.init(rawValue: String(catalogReference.dropLast(5)))
    }

    static func rgb(_ light: (UInt8, UInt8, UInt8), _ dark: (UInt8, UInt8, UInt8),
                            alpha: (Double, Double) = (1, 1)) -> (light: RGBAColor, dark: RGBAColor) {
        (RGBAColor(red8: light.0, green8: light.1, blue8: light.2).opacity(alpha.0),
         RGBAColor(red8: dark.0, green8: dark.1, blue8: dark.2).opacity(alpha.1))
    }

    /// The secondary to quaternary labels: 60, 60, 67 (light) or 235, 235, 245 (dark) at an opacity.
    static func label(_ light: Double, _ dark: Double) -> (light: RGBAColor, dark: RGBAColor) {
        rgb((60, 60, 67), (235, 235, 245), alpha: (light, dark))
    }
}
