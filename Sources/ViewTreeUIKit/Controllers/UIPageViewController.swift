import Foundation

/// UIKit's page controller, as representables wrap one for paging: its style, the shown
/// controllers and its data source, stored. Never shown in a render (SwiftUI's paged `TabView`
/// is drawn), so the data source is never asked.
open class UIPageViewController: UIViewController {
    /// How pages change.
    public let transitionStyle: TransitionStyle
    /// The direction pages run in.
    public let navigationOrientation: NavigationOrientation
    /// The object that gives the pages before and after (never asked, in a render).
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// The object told when pages change (never, in a render).
    open weak var delegate: (any UIPageViewControllerDelegate)?
    /// The controllers shown.
    open private(set) var viewControllers: [UIViewController]?
    /// Whether both sides of a page show in a curl; `false` by default.
    open var isDoubleSided = false

    /// From an archive, as a storyboard or nib makes it: a render has none, so `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A page controller with `style`, `navigationOrientation` and options (kept unread).
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        super.init()
    }

    /// Shows `viewControllers`, then calls `completion` with success (at once: renders never
    /// animate).
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        self.viewControllers = viewControllers
        completion?(true)
    }

    /// How pages change, as UIKit's `UIPageViewController.TransitionStyle`.
    public enum TransitionStyle: Int, Sendable {
        case pageCurl, scroll
    }

    /// The direction pages run in, as UIKit's `UIPageViewController.NavigationOrientation`.
    public enum NavigationOrientation: Int, Sendable {
        case horizontal, vertical
    }

    /// The direction of a page change, as UIKit's `UIPageViewController.NavigationDirection`.
    public enum NavigationDirection: Int, Sendable {
        case forward, reverse
    }

    /// The keys of a page controller's options, as UIKit's `UIPageViewController.OptionsKey`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's text.
        public let rawValue: String
        /// The key `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The spine's location, for page curls.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages, for scrolling.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }
}

/// The object that gives a page controller its pages, as UIKit's
/// `UIPageViewControllerDataSource` (never asked in a render).
@MainActor @preconcurrency
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    /// The page before `viewController`.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
}

/// The object a page controller tells when pages change, as UIKit's
/// `UIPageViewControllerDelegate`; every method is optional.
@MainActor @preconcurrency
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    /// A page change finished.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    /// Does nothing.
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}
