import Foundation
@_spi(ViewTreeInternals) import ViewTree

/// UIKit's font, measured with the faces ViewTree draws text with: `preferredFont(forTextStyle:)`
/// has the text style's point size at the traits' Dynamic Type size and the metrics (ascender,
/// descender, line height, cap and x heights) of the face SwiftUI's `Font` resolves to, so code
/// that sizes views from `UIFont` metrics agrees with the text ViewTree draws. `Font(uiFont)`
/// draws it.
open class UIFont: NSObject, @unchecked Sendable {
    /// The SwiftUI font this one draws as.
    let font: Font
    /// The face and size it resolves to, or `nil` when the bundled fonts are missing.
    private let resolved: ViewTreeResolvedFont?
    /// The text style it was made for, if any.
    let textStyle: TextStyle?

    init(font: Font, dynamicTypeSize: DynamicTypeSize = .large, textStyle: TextStyle? = nil) {
        self.font = font
        resolved = try? font.resolved(dynamicTypeSize: dynamicTypeSize)
        self.textStyle = textStyle
    }

    /// UIKit's text styles.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = Self(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = Self(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = Self(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = Self(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = Self(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = Self(rawValue: "UICTFontTextStyleSubhead")
        public static let body = Self(rawValue: "UICTFontTextStyleBody")
        public static let callout = Self(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = Self(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = Self(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = Self(rawValue: "UICTFontTextStyleCaption2")

        /// SwiftUI's name for the style.
        var swiftUI: Font.TextStyle {
            switch self {
            case .largeTitle: return .largeTitle
            case .title1: return .title
            case .title2: return .title2
            case .title3: return .title3
            case .headline: return .headline
            case .subheadline: return .subheadline
            case .callout: return .callout
            case .footnote: return .footnote
            case .caption1: return .caption
            case .caption2: return .caption2
            default: return .body
            }
        }
    }

    /// UIKit's font weights.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Self(rawValue: -0.8)
        public static let thin = Self(rawValue: -0.6)
        public static let light = Self(rawValue: -0.4)
        public static let regular = Self(rawValue: 0)
        public static let medium = Self(rawValue: 0.23)
        public static let semibold = Self(rawValue: 0.3)
        public static let bold = Self(rawValue: 0.4)
        public static let heavy = Self(rawValue: 0.56)
        public static let black = Self(rawValue: 0.62)

        /// SwiftUI's weight nearest to this one.
        var swiftUI: Font.Weight {
            let table: [(CGFloat, Font.Weight)] = [(-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular),
                                                   (0.23, .medium), (0.3, .semibold), (0.4, .bold), (0.56, .heavy),
                                                   (0.62, .black)]
            return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.1
        }
    }

    /// The font of `style` at the default text size.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font of `style` at the text size of `traitCollection` (the default, large, when unspecified).
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let size = traitCollection?.dynamicTypeSize ?? .large
        return UIFont(font: .system(style.swiftUI), dynamicTypeSize: size, textStyle: style)
    }

    /// The system font at `fontSize` points and `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(font: .system(size: Double(fontSize), weight: weight.swiftUI))
    }

    /// The bold system font at `fontSize` points.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at `fontSize` points.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(font: .system(size: Double(fontSize)).italic())
    }

    /// The monospaced-digit system font at `fontSize` points.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: .system(size: Double(fontSize), weight: weight.swiftUI).monospacedDigit())
    }

    /// The font registered under `fontName` (a family or PostScript name: one of the app's own
    /// fonts, or one registered with `Font.register(contentsOf:)`), or `nil` when there is none,
    /// as on iOS.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard Font.isRegistered(named: fontName) else { return nil }
        self.init(font: .custom(fontName, size: Double(fontSize)))
    }

    /// The same font at `fontSize` points.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        if let textStyle { return UIFont(font: .system(size: Double(fontSize)), textStyle: textStyle) }
        return UIFont(font: .system(size: Double(fontSize)))
    }

    /// The size in points.
    open var pointSize: CGFloat { CGFloat(resolved?.size ?? 17) }
    /// From the baseline to the top of the line.
    open var ascender: CGFloat { (resolved?.lineMetrics.ascent ?? 0) * pointSize }
    /// From the baseline to the bottom of the line (negative, as in UIKit).
    open var descender: CGFloat { -(resolved?.lineMetrics.descent ?? 0) * pointSize }
    /// The extra space between lines.
    open var leading: CGFloat { (resolved?.lineMetrics.leading ?? 0) * pointSize }
    /// The height of a line: ascender, descender and leading.
    open var lineHeight: CGFloat { ascender - descender + leading }
    /// The height of capitals: the top of "H".
    open var capHeight: CGFloat { glyphHeight("H") }
    /// The height of lowercase letters: the top of "x".
    open var xHeight: CGFloat { glyphHeight("x") }
    /// The face's family.
    open var familyName: String { resolved?.typeface.familyName ?? "" }
    /// The face's PostScript name.
    open var fontName: String { resolved?.typeface.postScriptName ?? "" }

    /// How far the outline of `character` reaches above the baseline, in points.
    private func glyphHeight(_ character: Unicode.Scalar) -> CGFloat {
        guard let resolved, let glyph = resolved.typeface.glyph(for: character) else { return 0 }
        let bounds = resolved.typeface.outline(of: glyph).boundingRect
        // Outlines are in font units, y up or down depending on the face's convention: take the extent.
        let extent = max(abs(bounds.minY), abs(bounds.maxY))
        return extent * pointSize / CGFloat(resolved.typeface.unitsPerEm)
    }
}

extension Font {
    /// A UIKit font as a SwiftUI font: its text style (scaling with Dynamic Type), or its face and size.
    public init(_ font: UIFont) {
        self = font.font
    }
}

extension UITraitCollection {
    /// SwiftUI's Dynamic Type size for the traits' text size; `nil` when unspecified.
    var dynamicTypeSize: DynamicTypeSize? { preferredContentSizeCategory.dynamicTypeSize }
}
