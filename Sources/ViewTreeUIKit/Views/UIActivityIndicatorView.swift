import Foundation

/// UIKit's spinner, as representables configure one: style, colour and whether it animates,
/// stored and never drawn (SwiftUI's `ProgressView` is drawn).
open class UIActivityIndicatorView: UIView {
    /// The size and look; `.medium` by default.
    open var style = Style.medium
    /// The colour; `nil` uses the tint.
    open var color: UIColor!
    /// Whether the view hides when it stops; `true` by default.
    open var hidesWhenStopped = true
    /// Whether `startAnimating()` was called since the last `stopAnimating()`.
    open private(set) var isAnimating = false

    /// A spinner of `style`.
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
    }

    /// Starts the animation (nothing moves in a render).
    open func startAnimating() { isAnimating = true }
    /// Stops the animation.
    open func stopAnimating() { isAnimating = false }

    /// A spinner's look, as UIKit's `UIActivityIndicatorView.Style` (UIKit's raw values).
    public enum Style: Int, Sendable {
        case whiteLarge = 0, white = 1, gray = 2, medium = 100, large = 101
    }
}
