import Foundation

/// What a navigation bar shows for a controller, as UIKit's `UINavigationItem`: a title and bar
/// button items, stored and never drawn (SwiftUI's `.navigationTitle` and `.toolbar` are drawn).
///
/// Main-actor isolated, as UIKit's `UINavigationItem` (`@MainActor class` in
/// https://developer.apple.com/documentation/uikit/uinavigationitem); Swift 5 code sees it
/// `@preconcurrency`, as it sees UIKit's.
@MainActor @preconcurrency
open class UINavigationItem: NSObject {
    /// The title.
    open var title: String?
    /// The view shown instead of the title.
    open var titleView: UIView?
    /// The text under the title shown as a prompt.
    open var prompt: String?
    /// The title of the back button to this controller.
    open var backButtonTitle: String?
    /// Whether the back button is hidden; `false` by default.
    open var hidesBackButton = false
    /// The items on the leading side.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The items on the trailing side.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// When the title is large; `.automatic` by default.
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    /// The search field shown in the bar.
    open var searchController: UISearchController?
    /// Whether the search field hides when scrolling; `true` by default.
    open var hidesSearchBarWhenScrolling = true
    /// The look of a standard-height bar for this controller.
    open var standardAppearance: UINavigationBarAppearance?
    /// The look when scrolled to the top, for this controller.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The look of a compact-height bar, for this controller.
    open var compactAppearance: UINavigationBarAppearance?

    /// An item titled `title`.
    public init(title: String) { self.title = title }

    /// The first leading item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first trailing item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the leading items (at once: renders never animate).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the trailing items (at once: renders never animate).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    /// When a navigation item's title is large, as UIKit's `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never, inline
    }
}
