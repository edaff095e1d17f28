import Foundation
import ViewTree

/// A description of a font, as UIKit's `UIFontDescriptor`, as far as apps use it to make bold,
/// italic, rounded or monospaced variants of the system font: a size, a text style, symbolic
/// traits and a design. `UIFont(descriptor:size:)` makes the SwiftUI font they describe
/// (`Font.system` with `.bold()`, `.italic()`, `.monospaced()` and the design), measured and
/// drawn as that font is. A font's `fontDescriptor` keeps its size and text style, not its weight.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// The size in points.
    public let pointSize: CGFloat
    /// The symbolic traits.
    public let symbolicTraits: SymbolicTraits
    /// The text style it describes, if any.
    let textStyle: UIFont.TextStyle?
    /// The system design.
    let design: SystemDesign

    init(pointSize: CGFloat, textStyle: UIFont.TextStyle?, symbolicTraits: SymbolicTraits = [], design: SystemDesign = .default) {
        self.pointSize = pointSize
        self.textStyle = textStyle
        self.symbolicTraits = symbolicTraits
        self.design = design
    }

    /// The descriptor of `style`'s font at the default text size.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The descriptor of `style`'s font at the text size of `traitCollection`.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                            compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    /// The same description with `symbolicTraits` instead of its traits.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        UIFontDescriptor(pointSize: pointSize, textStyle: textStyle, symbolicTraits: symbolicTraits, design: design)
    }

    /// The same description in `design`.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        UIFontDescriptor(pointSize: pointSize, textStyle: textStyle, symbolicTraits: symbolicTraits, design: design)
    }

    /// The same description at `newPointSize` points (no longer a text style's).
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(pointSize: newPointSize, textStyle: nil, symbolicTraits: symbolicTraits, design: design)
    }

    /// The text style described, if `size` is its font's size at the default text size.
    func textStyle(at size: CGFloat) -> UIFont.TextStyle? {
        guard let textStyle, UIFont.preferredFont(forTextStyle: textStyle).pointSize == size else { return nil }
        return textStyle
    }

    /// The SwiftUI font described, at `size` points (the text style's font if `size` is its own).
    func font(size: CGFloat) -> Font {
        let swiftUIDesign: Font.Design = switch design {
        case .rounded: .rounded
        case .serif: .serif
        case .monospaced: .monospaced
        default: .default
        }
        var font = if let textStyle = textStyle(at: size) {
            Font.system(textStyle.swiftUI, design: swiftUIDesign)
        } else {
            Font.system(size: Double(size), design: swiftUIDesign)
        }
        if symbolicTraits.contains(.traitBold) { font = font.bold() }
        if symbolicTraits.contains(.traitItalic) { font = font.italic() }
        if symbolicTraits.contains(.traitMonoSpace) { font = font.monospaced() }
        return font
    }

    /// A font's traits, as UIKit's `UIFontDescriptor.SymbolicTraits` (UIKit's bit values).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The traits as bits.
        public let rawValue: UInt32
        /// The traits in `rawValue`.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Italic.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Wider.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Narrower.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Every glyph the same width.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Lines closer together.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Lines further apart.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// A design of the system font, as UIKit's `UIFontDescriptor.SystemDesign`.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        /// The design's name.
        public let rawValue: String
        /// The design `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The default design (San Francisco).
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// Rounded.
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// Serif (New York).
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        /// Monospaced.
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }
}

extension UIFont {
    /// The font `descriptor` describes at `pointSize` points (its own size if 0).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : descriptor.pointSize
        self.init(font: descriptor.font(size: size), textStyle: descriptor.textStyle(at: size))
    }

    /// The font's description: its size and text style (its weight is not kept).
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(pointSize: pointSize, textStyle: textStyle) }
}
