import Foundation
import Raster

/// How iOS draws a `TextField` or `SecureField` with `.textFieldStyle(.roundedBorder)`, one row
/// per look of iOS (`ViewTreeOSVersion`). The field's height, border included, follows the point
/// size of its font (the text style at the Dynamic Type size): `heightPerPoint` x size +
/// `heightBase`; the line is centred in it, so the vertical insets are what the line leaves.
/// docs/TEXT-FIELD-METRICS.md derives the figures.
struct TextFieldMetrics: Sendable {
    /// How much taller the field is for each point of its font's size.
    let heightPerPoint: CGFloat
    /// The field's height less `heightPerPoint` x the font's size.
    let heightBase: CGFloat
    /// From the text to the field's leading and trailing edges.
    let horizontal: CGFloat
    /// The corner radius of the rounded border.
    let cornerRadius: CGFloat

    /// iOS 17 and 18 (*measured* on iOS 18.5, iPhone X @3x: the roundedBorder fields of
    /// yogeshbharate25/SnapShotTesting's references are 34, 49.33, 56.33 and 84.33 points tall
    /// with body text at the large, AX1, AX2 and AX5 sizes (17, 28, 33 and 53 points); the line
    /// through them, 1.3985 x size + 10.20, is within 0.03 points of each). The text starts 7
    /// points in (*measured* there: its ink 8 points in, less the S's side bearing); the
    /// 5-point circular corners are *unverified* (they agree with Flutter's text_field.dart,
    /// "inspected from Xcode 11 & iOS 13.0 Simulator").
    static let iOS17 = TextFieldMetrics(heightPerPoint: 1.3985, heightBase: 10.20, horizontal: 7, cornerRadius: 5)

    /// iOS 26: 39 points at body text (issue 20 measured 39 on a real app's iOS references, taken
    /// to be iOS 26's look), growing with the size as iOS 18's (*unverified*: one measurement).
    static let iOS26 = TextFieldMetrics(heightPerPoint: 1.3985, heightBase: 15.20, horizontal: 7, cornerRadius: 5)

    /// Body text's size and line height at the large Dynamic Type size (SF Pro's 20.287-point
    /// line at 17 points), for a field whose font cannot be resolved.
    static let bodySize: CGFloat = 17
    static let bodyLineHeight: CGFloat = 20.287

    /// The metrics of `os`'s look.
    static func metrics(_ os: ViewTreeOSVersion) -> TextFieldMetrics { os.hasLiquidGlass ? .iOS26 : .iOS17 }

    /// The field's height, border included, for text of `pointSize` points.
    func height(pointSize: CGFloat) -> CGFloat { heightPerPoint * pointSize + heightBase }

    /// The inset above and below a line of `lineHeight` points of text of `pointSize` points.
    func vertical(pointSize: CGFloat, lineHeight: CGFloat) -> CGFloat {
        max((height(pointSize: pointSize) - lineHeight) / 2, 0)
    }

    /// The border: one pixel of black at 20% (*measured*: 204,204,204 over white in the same
    /// references), in dark mode the separator colour (*unverified*).
    static let borderColor = Color(light: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.2),
                                   dark: RGBAColor(red8: 84, green8: 84, blue8: 88).opacity(0.6))
}
