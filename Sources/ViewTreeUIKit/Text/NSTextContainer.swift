import Foundation

/// The region a text view lays its text out in, as UIKit's `NSTextContainer`, as far as wrappers
/// configure it (mostly `lineFragmentPadding = 0`): stored with UIKit's defaults, never used for
/// layout, since a render draws no UIKit text.
open class NSTextContainer: NSObject {
    /// The space at each end of every line; 5 points by default (Apple's
    /// `NSTextContainer.lineFragmentPadding`: "The default value of this property is 5.0").
    open var lineFragmentPadding: CGFloat = 5
    /// The most lines laid out; 0, no limit, by default.
    open var maximumNumberOfLines = 0
    /// How the last line ends when the lines are limited; `.byWordWrapping` by default.
    open var lineBreakMode = NSLineBreakMode.byWordWrapping
    /// Whether the width follows the text view's; `true` for a text view's container.
    open var widthTracksTextView = true
    /// Whether the height follows the text view's; `false` by default.
    open var heightTracksTextView = false
}

/// How a line that does not fit breaks or is shortened, as UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
