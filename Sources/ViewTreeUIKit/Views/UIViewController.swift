import Foundation
import ViewTree

/// UIKit's view controller, as far as snapshot tests use it: a view (loaded on first use, the
/// screen's size), child controllers, a title and an appearance override. Snapshot strategies
/// draw its view (see `UIView`); a `UIHostingController`'s view is its SwiftUI content.
open class UIViewController: UIResponder, UIAppearanceContainer, UITraitEnvironment {
    private var loadedView: UIView?

    /// The controller's view, made by `loadView()` when first asked for.
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            loadView()
            if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
            viewDidLoad()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether the view has been made.
    open var isViewLoaded: Bool { loadedView != nil }
    /// The title.
    open var title: String?
    /// The traits the controller's view is drawn with: the current traits (see `UIView.traitCollection`).
    open var traitCollection: UITraitCollection { UITraitCollection.current }
    /// Called when the traits change: never in a render, which draws with one set of traits.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The appearance of the controller's views, overriding what they inherit.
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// The child controllers.
    open private(set) var children: [UIViewController] = []
    /// The controller this one is a child of.
    open private(set) weak var parent: UIViewController?
    /// The preferred size when presented in a popover or form sheet.
    open var preferredContentSize = CGSize.zero

    /// The controller this one presented, until it is dismissed (a render shows only the
    /// controller it is given, never what it presents).
    open private(set) var presentedViewController: UIViewController?
    /// The controller that presented this one.
    open private(set) weak var presentingViewController: UIViewController?
    /// How the controller is shown when presented; `.automatic` by default.
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// The popover the controller is presented in: none, as on an iPhone.
    open var popoverPresentationController: UIPopoverPresentationController? { nil }

    /// The orientations the controller supports: all but upside down, as on an iPhone.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// The edges the view extends under bars; `.all` by default.
    open var edgesForExtendedLayout = UIRectEdge.all
    /// Whether the tab bar hides when the controller is pushed; `false` by default.
    open var hidesBottomBarWhenPushed = false
    /// Whether a swipe may not dismiss the presented controller; `false` by default.
    open var isModalInPresentation = false
    /// The item a navigation bar shows for the controller, made on first use.
    open var navigationItem: UINavigationItem {
        if let madeNavigationItem { return madeNavigationItem }
        let item = UINavigationItem(title: title ?? "")
        madeNavigationItem = item
        return item
    }
    private var madeNavigationItem: UINavigationItem?
    /// The item a tab bar shows for the controller.
    open var tabBarItem: UITabBarItem! = UITabBarItem()
    /// The sheet the controller is presented in, for its detents (made on first use; a render
    /// shows no sheet of a UIKit controller).
    open var sheetPresentationController: UISheetPresentationController? {
        if let madeSheet { return madeSheet }
        let sheet = UISheetPresentationController(presentedViewController: self, presenting: presentingViewController)
        madeSheet = sheet
        return sheet
    }
    private var madeSheet: UISheetPresentationController?

    /// A controller whose view is a plain view the size of the screen.
    override public init() {}

    /// A controller from a nib: there are none here, so a plain one. Designated, as in UIKit, so
    /// that a subclass's initialiser calls `super.init(nibName: nil, bundle: nil)`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// A controller from an archive, as a storyboard makes it: there are none here, so a plain one.
    public required init?(coder: NSCoder) {}

    /// Makes the view; override to make your own and set `view`.
    open func loadView() {
        loadedView = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once the view is made.
    open func viewDidLoad() {}
    /// Accepted for source compatibility: snapshots do not call appearance callbacks.
    open func viewWillAppear(_ animated: Bool) {}
    /// Accepted for source compatibility.
    open func viewDidAppear(_ animated: Bool) {}
    /// Accepted for source compatibility.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Accepted for source compatibility.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Accepted for source compatibility.
    open func loadViewIfNeeded() { _ = view }
    /// Accepted for source compatibility: a render lays out views by their frames, without
    /// layout passes.
    open func viewWillLayoutSubviews() {}
    /// Accepted for source compatibility: a render lays out views by their frames, without
    /// layout passes.
    open func viewDidLayoutSubviews() {}

    /// Adds `childController` as a child (add its view to a view of this one to show it).
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// Presents `viewControllerToPresent` (remembered as `presentedViewController`, not shown),
    /// then calls `completion` at once: renders never animate.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        completion?()
    }

    /// Dismisses the controller this one presented or, if none, this one from its presenter;
    /// then calls `completion` at once.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard let presented = presentedViewController else {
            if let presentingViewController {
                presentingViewController.dismiss(animated: flag, completion: completion)
            } else {
                completion?()
            }
            return
        }
        presented.presentingViewController = nil
        presentedViewController = nil
        completion?()
    }

    /// Accepted for source compatibility.
    open func didMove(toParent parent: UIViewController?) {}
    /// Accepted for source compatibility.
    open func willMove(toParent parent: UIViewController?) {}
}

/// UIKit's window, as far as snapshot tests use it: a root view controller and a frame.
/// Making it key and visible does nothing; snapshot strategies draw the controller they are given.
open class UIWindow: UIView {
    /// The controller whose view fills the window.
    open var rootViewController: UIViewController?
    /// Whether `makeKey()` was called.
    open private(set) var isKeyWindow = false

    /// The scene the window belongs to.
    open weak var windowScene: UIWindowScene?
    /// Where the window sits among the app's windows; `.normal` by default (a render draws the
    /// controller it is given, whatever its window's level).
    open var windowLevel = Level.normal

    /// A window the size of the screen.
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    /// A window the size of the screen in `windowScene`.
    public convenience init(windowScene: UIWindowScene) {
        self.init()
        self.windowScene = windowScene
    }

    /// Marks the window key; nothing is shown.
    open func makeKey() { isKeyWindow = true }
    /// Marks the window key and visible; nothing is shown.
    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
    }

    /// A window's place among the app's windows, as UIKit's `UIWindow.Level`: higher levels sit
    /// above lower ones.
    public struct Level: Hashable, RawRepresentable, Sendable {
        /// The level's position.
        public let rawValue: CGFloat
        /// A level at `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The app's windows: 0.
        public static let normal = Level(rawValue: 0)
        /// The status bar: 1000.
        public static let statusBar = Level(rawValue: 1000)
        /// Alerts: 2000.
        public static let alert = Level(rawValue: 2000)
    }
}
