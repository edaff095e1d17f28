import Foundation

/// UIKit's page dots, which SwiftUI's paged `TabView` uses on iOS: apps tint them through
/// `UIPageControl.appearance()`. Stored and never applied: ViewTree draws the paged `TabView`'s
/// dots in SwiftUI's default colours.
open class UIPageControl: UIControl {
    /// The number of pages; 0 by default.
    open var numberOfPages = 0
    /// The current page; 0 by default.
    open var currentPage = 0
    /// Whether the dots hide for a single page; `false` by default.
    open var hidesForSinglePage = false
    /// The colour of the current page's dot.
    open var currentPageIndicatorTintColor: UIColor?
    /// The colour of the other dots.
    open var pageIndicatorTintColor: UIColor?

    /// The proxy whose properties every page control takes (see `UIView.appearance()`).
    override open class func appearance() -> UIPageControl { AppearanceProxies.shared.proxy(UIPageControl.init) }

    /// The proxy for page controls inside instances of `containerTypes` (see `UIView.appearance()`).
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIPageControl {
        AppearanceProxies.shared.proxy(UIPageControl.init, in: containerTypes)
    }
}
