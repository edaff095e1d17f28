import Foundation

/// An item of a navigation bar, toolbar or tab bar, as UIKit's `UIBarItem`: a title, an image,
/// a tag and title attributes, stored and never drawn.
///
/// Main-actor isolated, as UIKit's `UIBarItem` and so `UIBarButtonItem` and `UITabBarItem`
/// (`@MainActor class` in https://developer.apple.com/documentation/uikit/uibaritem); Swift 5 code
/// sees it `@preconcurrency`, as it sees UIKit's.
@MainActor @preconcurrency
open class UIBarItem: NSObject {
    /// The title.
    open var title: String?
    /// The image.
    open var image: UIImage?
    /// Whether the item responds to touches; `true` by default.
    open var isEnabled = true
    /// An integer that identifies the item in the app's code; 0 by default.
    open var tag = 0
    private var titleAttributes: [UIControl.State: [NSAttributedString.Key: Any]] = [:]

    /// An item without a title or image.
    override public init() {}

    /// Sets the title's attributes for `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state] = attributes
    }

    /// The title's attributes for `state`, as set.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state]
    }
}

/// A button of a navigation bar or toolbar, as UIKit's `UIBarButtonItem`: SwiftUI's toolbars are
/// drawn from `.toolbar`; these items are stored for UIKit code and never drawn.
open class UIBarButtonItem: UIBarItem {
    /// The style; `.plain` by default.
    open var style = Style.plain
    /// The tint of the title and image.
    open var tintColor: UIColor?
    /// The action run when tapped.
    open var primaryAction: UIAction?
    /// The menu shown when tapped (or held, with a primary action).
    open var menu: UIMenu?
    /// The view shown instead of a title or image.
    open var customView: UIView?
    /// The width of a fixed space; 0 by default.
    open var width: CGFloat = 0
    /// The system item it was made as, if any.
    public private(set) var systemItem: SystemItem?

    /// The proxy whose properties every bar button item takes (see `UIView.appearance()`).
    open class func appearance() -> UIBarButtonItem { AppearanceProxies.shared.proxy(UIBarButtonItem.init) }

    /// The proxy for items inside instances of `containerTypes` (see `UIView.appearance()`).
    open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIBarButtonItem {
        AppearanceProxies.shared.proxy(UIBarButtonItem.init, in: containerTypes)
    }

    /// An item with a title or image, an action and a menu (iOS 14).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item showing `primaryAction`'s title and image.
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction, menu: nil)
    }

    /// A system item with an action (whose title and image are ignored) and a menu (iOS 14).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item that shows `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A flexible space between items.
    open class func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    /// A space of `width` points between items.
    open class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// A bar button item's style, as UIKit's `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
        case plain = 0, done = 2
    }

    /// The system's bar button items, as UIKit's `UIBarButtonItem.SystemItem`.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case pageCurl, close, writingTools
    }
}
