import Foundation

/// How iOS draws a `TextField`, `SecureField` with `.textFieldStyle(.roundedBorder)`: the insets
/// of its text and its border, one row per look of iOS so that another look (iOS 26's) is one
/// more row. The field's height is the line height of its font (which follows the text style and
/// the Dynamic Type size) plus twice `vertical`.
struct TextFieldMetrics: Sendable {
    /// From the text's line to the field's top and bottom edges.
    let vertical: CGFloat
    /// From the text to the field's leading and trailing edges.
    let horizontal: CGFloat
    /// The corner radius of the rounded border.
    let cornerRadius: CGFloat
    /// The border's width, in the separator colour.
    let border: CGFloat

    /// iOS 17: 7.85 points above and below the text, a 36-point field for body text. Issue 20
    /// measured iOS's field 1.7 points taller than ViewTree's 7-point insets drew it (39 against
    /// 37.3), so each inset grew by 0.85 (*unverified* beyond that one measurement). 7 points
    /// from the sides, 5-point corners and a half-point border (*unverified*: the corners agree
    /// with Flutter's text_field.dart, "inspected from Xcode 11 & iOS 13.0 Simulator", which pads
    /// by 6 and borders in black 20%).
    static let iOS17 = TextFieldMetrics(vertical: 7.85, horizontal: 7, cornerRadius: 5, border: 0.5)

    /// The field's height around a line of `lineHeight` points.
    func height(lineHeight: CGFloat) -> CGFloat { lineHeight + 2 * vertical }
}
