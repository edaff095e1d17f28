import Foundation

/// UIKit's navigation bar, as apps style it through `UINavigationBar.appearance()` (SwiftUI's
/// `NavigationStack` uses one on iOS). Stored and never applied: ViewTree draws SwiftUI's
/// navigation bars in their default look (use `.toolbarBackground` and friends to restyle them).
open class UINavigationBar: UIView {
    /// The look of a standard-height bar.
    open var standardAppearance = UINavigationBarAppearance()
    /// The look when scrolled to the top; `standardAppearance` with a transparent background if nil.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The look of a compact-height bar.
    open var compactAppearance: UINavigationBarAppearance?
    /// The look of a compact-height bar scrolled to the top.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// The attributes of the inline title (before iOS 13's appearances).
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The attributes of the large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// Whether the bar is translucent; `true` by default.
    open var isTranslucent = true
    /// The colour of the bar's background.
    open var barTintColor: UIColor?
    /// The bar's style; `.default` by default.
    open var barStyle = UIBarStyle.default
    /// Whether titles are large; `false` by default.
    open var prefersLargeTitles = false
    /// The image of the line under the bar.
    open var shadowImage: UIImage?
    /// The back chevron.
    open var backIndicatorImage: UIImage?
    /// The mask of the back chevron's transition.
    open var backIndicatorTransitionMaskImage: UIImage?
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]

    /// The proxy whose properties every navigation bar takes (see `UIView.appearance()`).
    override open class func appearance() -> UINavigationBar { AppearanceProxies.shared.proxy(UINavigationBar.init) }

    /// The proxy for navigation bars inside instances of `containerTypes` (see `UIView.appearance()`).
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UINavigationBar {
        AppearanceProxies.shared.proxy(UINavigationBar.init, in: containerTypes)
    }

    /// Sets the background image for `barMetrics`.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
    }

    /// The background image for `barMetrics`, as set.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics] }
}

/// The look of a bar before iOS 13's appearances, as UIKit's `UIBarStyle`.
public enum UIBarStyle: Int, Sendable {
    case `default` = 0, black = 1
}

/// The height a bar's settings apply to, as UIKit's `UIBarMetrics`.
public enum UIBarMetrics: Int, Sendable {
    case `default` = 0, compact = 1, defaultPrompt = 101, compactPrompt = 102
}
