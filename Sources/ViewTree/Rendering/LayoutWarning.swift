import Foundation

/// Linux addition: something in a layout a reviewer should look at, found by
/// `ImageRenderer.layoutWarnings`. These are facts of the layout, not errors: SwiftUI lays the
/// same view out the same way on a device, which is why they are worth comparing across devices.
public struct ViewTreeLayoutWarning: Hashable, Sendable, CustomStringConvertible {
    /// What was found.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Text cut short with an ellipsis by its line limit or by the height it was given.
        case truncatedText
        /// A view larger than the view it is placed in, sticking out of it.
        case overflowsContainer
        /// A view reaching past the edges of the window.
        case overflowsScreen
        /// A view laid out in the safe area pushed into the unsafe margins (status bar, notch,
        /// home indicator) because it did not fit; views that ignore the safe area are not.
        case unsafeArea
    }

    /// What was found.
    public let kind: Kind
    /// The names of the views from the root down to this one (`["window", "VStack", "Text"]`).
    public let path: [String]
    /// The view's frame in points, in the root's coordinates.
    public let frame: CGRect
    /// The view's text, or the first text inside it, to tell it apart.
    public let text: String?
    /// How far the view reaches past its container, the screen or the safe area on each edge
    /// of the screen (`leading` is the left edge, `trailing` the right); zero for text.
    public let overflow: EdgeInsets
    /// A sentence that says what was found.
    public let message: String
    /// The app's own view the view belongs to: the type whose `body` built it or the nearest
    /// one around it (`OrderRow`), as SwiftUI's view debugger names views; `nil` when none is.
    public let viewType: String?

    /// A warning of `kind` about the view at the end of `path`, built in the body of `viewType`.
    public init(kind: Kind, path: [String], frame: CGRect, text: String?, overflow: EdgeInsets = EdgeInsets(),
                message: String, viewType: String? = nil) {
        self.kind = kind
        self.path = path
        self.frame = frame
        self.text = text
        self.overflow = overflow
        self.message = message
        self.viewType = viewType
    }

    /// The view's name.
    public var view: String { path.last ?? "" }

    /// The message.
    public var description: String { message }
}
