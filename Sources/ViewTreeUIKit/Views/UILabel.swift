import Foundation

/// UIKit's label, as representables configure one: its text, font, colour and line settings,
/// stored with UIKit's defaults and never drawn (a representable's space is left empty).
open class UILabel: UIView {
    /// The text.
    open var text: String?
    /// The styled text.
    open var attributedText: NSAttributedString?
    /// The font; the body style's by default.
    open var font: UIFont! = .preferredFont(forTextStyle: .body)
    /// The text colour; `.label` by default.
    open var textColor: UIColor! = .label
    /// The alignment; `.natural` by default.
    open var textAlignment = NSTextAlignment.natural
    /// The most lines (0 is unlimited); 1 by default.
    open var numberOfLines = 1
    /// How a line too long ends; `.byTruncatingTail` by default.
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail
    /// Whether the font shrinks to fit the width; `false` by default.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font shrinks to; 0 by default.
    open var minimumScaleFactor: CGFloat = 0
    /// Whether the font follows the Dynamic Type size; `false` by default.
    open var adjustsFontForContentSizeCategory = false
    /// The width lines wrap at in Auto Layout; 0 by default.
    open var preferredMaxLayoutWidth: CGFloat = 0
    /// The colour of highlighted text.
    open var highlightedTextColor: UIColor?
    /// Whether the label shows `highlightedTextColor`; `false` by default.
    open var isHighlighted = false

    /// The proxy whose properties every label takes (see `UIView.appearance()`).
    override open class func appearance() -> UILabel { AppearanceProxies.shared.proxy(UILabel.init) }

    /// The proxy for labels inside instances of `containerTypes` (see `UIView.appearance()`).
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UILabel {
        AppearanceProxies.shared.proxy(UILabel.init, in: containerTypes)
    }
}
