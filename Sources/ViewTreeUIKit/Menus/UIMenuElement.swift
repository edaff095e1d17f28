import Foundation

/// An item of a menu, as UIKit's `UIMenuElement`: a title, a subtitle and an image. Menus are
/// stored, never shown, in a render.
///
/// Main-actor isolated, as UIKit's `UIMenuElement` and so `UIAction` and `UIMenu` (`@MainActor
/// class` in https://developer.apple.com/documentation/uikit/uimenuelement); Swift 5 code sees it
/// `@preconcurrency`, as it sees UIKit's.
@MainActor @preconcurrency
open class UIMenuElement: NSObject {
    /// The title.
    open private(set) var title: String
    /// The text under the title.
    open var subtitle: String?
    /// The image next to the title.
    open private(set) var image: UIImage?

    /// An element with `title`, `subtitle` and `image`.
    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    /// How an action looks and behaves, as UIKit's `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The attributes as bits.
        public let rawValue: UInt
        /// The attributes in `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown dimmed, not selectable.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red, for an action that destroys data.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays open after the action runs.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an action shows a checkmark, as UIKit's `UIMenuElement.State`.
    public enum State: Int, Sendable {
        case off, on, mixed
    }
}
