import Foundation

/// Scales fonts and lengths with Dynamic Type as a text style does, as UIKit's `UIFontMetrics`.
/// A value scales by the ratio of the text style's point size at the traits' text size to its
/// size at the default (large) size, so at the default size every value and font comes back
/// unchanged. (UIKit's own curves are not published; *unverified* away from the default size.)
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The text style whose scaling this follows.
    private let textStyle: UIFont.TextStyle

    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// The metrics of `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// `value` at the default text size: unchanged.
    open func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled to the text size of `traitCollection` (the default size when `nil`).
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * scale(for: traitCollection)
    }

    /// `font` at the default text size: unchanged.
    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, compatibleWith: nil)
    }

    /// `font` scaled to the text size of `traitCollection`, at most `maximumPointSize` points.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat,
                         compatibleWith traitCollection: UITraitCollection? = nil) -> UIFont {
        let scaled = scaledFont(for: font, compatibleWith: traitCollection)
        return scaled.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : scaled
    }

    /// `font` scaled to the text size of `traitCollection` (unchanged at the default size).
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let scale = scale(for: traitCollection)
        return scale == 1 ? font : font.withSize(font.pointSize * scale)
    }

    /// The text style's size at the traits' text size over its size at the default one.
    private func scale(for traitCollection: UITraitCollection?) -> CGFloat {
        let base = UIFont.preferredFont(forTextStyle: textStyle).pointSize
        guard let traitCollection, base > 0 else { return 1 }
        return UIFont.preferredFont(forTextStyle: textStyle, compatibleWith: traitCollection).pointSize / base
    }
}
