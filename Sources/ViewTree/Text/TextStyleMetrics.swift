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

    /// The point size of `style` at `size`.
    static func pointSize(of style: Font.TextStyle, at size: DynamicTypeSize) -> Double {
        sizes[size]![Font.TextStyle.allCases.firstIndex(of: style)!]
    }

    /// The weight a style has unless one is given: headline is semibold, the rest regular.
    static func defaultWeight(of style: Font.TextStyle) -> Font.Weight {
        style == .headline ? .semibold : .regular
    }
}
