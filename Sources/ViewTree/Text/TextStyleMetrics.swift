/// Point sizes of SwiftUI's text styles at every Dynamic Type size (iOS).
///
/// The `.large` (default) and `.medium` rows are from ../shared/REFERENCE.md section 3; the other
/// rows follow Apple's Human Interface Guidelines table and are *unverified* against a device.
/// Kept in this one place so that a correction is one edit.
enum TextStyleMetrics {
    /// Sizes in the order of `Font.TextStyle.allCases`: largeTitle, title, title2, title3,
    /// headline, subheadline, body, callout, footnote, caption, caption2.
    private static let sizes: [DynamicTypeSize: [Double]] = [
        .xSmall: [31, 25, 19, 17, 14, 12, 14, 13, 12, 11, 11],
        .small: [32, 26, 20, 18, 15, 13, 15, 14, 12, 11, 11],
        .medium: [33, 27, 21, 19, 16, 14, 16, 15, 12, 11, 11],
        .large: [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11],
        .xLarge: [36, 30, 24, 22, 19, 17, 19, 18, 15, 14, 13],
        .xxLarge: [38, 32, 26, 24, 21, 19, 21, 20, 17, 16, 15],
        .xxxLarge: [40, 34, 28, 26, 23, 21, 23, 22, 19, 18, 17],
        .accessibility1: [44, 38, 34, 31, 28, 25, 28, 26, 23, 22, 20],
        .accessibility2: [48, 43, 39, 37, 33, 30, 33, 32, 27, 26, 24],
        .accessibility3: [52, 48, 44, 43, 40, 36, 40, 38, 33, 32, 29],
        .accessibility4: [56, 53, 50, 49, 47, 42, 47, 44, 38, 37, 34],
        .accessibility5: [60, 58, 56, 55, 53, 49, 53, 51, 44, 43, 40],
    ]

    /// The distance from one baseline to the next in a paragraph of each style, in the same
    /// order: Apple's Human Interface Guidelines, Typography, "Dynamic Type sizes" (the leading
    /// column of the iOS tables). *Measured* where SwiftUI text was recorded: body 22 and caption
    /// 16 at `.large` (KeenWill/signalbox, cashapp/AccessibilitySnapshot), body 21 and
    /// subheadline 19 at `.medium` (home-assistant/iOS); FIDELITY.md, "Default spacing between
    /// views". UIKit's labels space lines by the font's own line height instead.
    private static let lineHeights: [DynamicTypeSize: [Double]] = [
        .xSmall: [38, 31, 24, 22, 19, 16, 19, 18, 16, 13, 13],
        .small: [39, 32, 25, 23, 20, 18, 20, 19, 16, 13, 13],
        .medium: [40, 33, 26, 24, 21, 19, 21, 20, 16, 13, 13],
        .large: [41, 34, 28, 25, 22, 20, 22, 21, 18, 16, 13],
        .xLarge: [43, 37, 30, 28, 24, 22, 24, 23, 20, 19, 18],
        .xxLarge: [46, 39, 32, 30, 26, 24, 26, 25, 22, 21, 20],
        .xxxLarge: [48, 41, 34, 32, 29, 28, 29, 28, 24, 23, 22],
        .accessibility1: [52, 46, 41, 38, 34, 31, 34, 32, 29, 28, 25],
        .accessibility2: [57, 51, 47, 44, 40, 37, 40, 39, 33, 32, 30],
        .accessibility3: [61, 57, 52, 51, 48, 43, 48, 46, 40, 39, 35],
        .accessibility4: [66, 62, 59, 58, 56, 50, 56, 52, 46, 44, 41],
        .accessibility5: [70, 68, 66, 65, 62, 58, 62, 60, 52, 51, 48],
    ]

    /// The baseline-to-baseline distance of a paragraph in `style` at `size`.
    static func lineHeight(of style: Font.TextStyle, at size: DynamicTypeSize) -> Double {
        lineHeights[size]![Font.TextStyle.allCases.firstIndex(of: style)!]
    }

    /// The point size of `style` at `size`.
    static func pointSize(of style: Font.TextStyle, at size: DynamicTypeSize) -> Double {
        sizes[size]![Font.TextStyle.allCases.firstIndex(of: style)!]
    }

    /// The weight a style has unless one is given: headline is semibold, the rest regular.
    static func defaultWeight(of style: Font.TextStyle) -> Font.Weight {
        style == .headline ? .semibold : .regular
    }
}
