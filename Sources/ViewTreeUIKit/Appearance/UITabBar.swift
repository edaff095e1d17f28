import Foundation

/// UIKit's tab bar, as apps style it through `UITabBar.appearance()` (SwiftUI's `TabView` uses
/// one on iOS). Stored and never applied: ViewTree draws SwiftUI's tab bars in their default look.
open class UITabBar: UIView {
    /// The look of the bar.
    open var standardAppearance = UITabBarAppearance()
    /// The look when the content is scrolled to the bottom; transparent if nil.
    open var scrollEdgeAppearance: UITabBarAppearance?
    /// Whether the bar is translucent; `true` by default.
    open var isTranslucent = true
    /// The colour of the bar's background.
    open var barTintColor: UIColor?
    /// The colour of unselected items.
    open var unselectedItemTintColor: UIColor?
    /// The bar's style; `.default` by default.
    open var barStyle = UIBarStyle.default
    /// The background image.
    open var backgroundImage: UIImage?
    /// The image of the line over the bar.
    open var shadowImage: UIImage?
    /// The items.
    open var items: [UITabBarItem]?
    /// The selected item.
    open weak var selectedItem: UITabBarItem?

    /// The proxy whose properties every tab bar takes (see `UIView.appearance()`).
    override open class func appearance() -> UITabBar { AppearanceProxies.shared.proxy(UITabBar.init) }

    /// The proxy for tab bars inside instances of `containerTypes` (see `UIView.appearance()`).
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UITabBar {
        AppearanceProxies.shared.proxy(UITabBar.init, in: containerTypes)
    }
}

/// An item of a tab bar, as UIKit's `UITabBarItem`.
open class UITabBarItem: UIBarItem {
    /// The image when selected.
    open var selectedImage: UIImage?
    /// The text of the badge.
    open var badgeValue: String?
    /// The colour of the badge.
    open var badgeColor: UIColor?

    /// An item with `title`, `image` and `selectedImage`.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// An item with `title`, `image` and `tag`.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }
}
