import Foundation

/// UIKit's navigation controller, as UIKit code drives one: a stack of child controllers and a
/// bar, kept as pushed and popped (at once: renders never animate). Snapshots draw its view as
/// a plain `UIViewController`'s; the bar and the top controller are not drawn into it.
open class UINavigationController: UIViewController {
    /// The bar.
    public let navigationBar = UINavigationBar()
    /// Whether the bar is hidden; `false` by default.
    open var isNavigationBarHidden = false
    /// Whether the toolbar is hidden; `true` by default.
    open var isToolbarHidden = true
    /// The object told about pushes and pops (never, in a render).
    open weak var delegate: (any UINavigationControllerDelegate)?
    /// The recognizer of the swipe back.
    public let interactivePopGestureRecognizer: UIGestureRecognizer? = UIScreenEdgePanGestureRecognizer()

    /// A stack with `rootViewController` at the bottom.
    public convenience init(rootViewController: UIViewController) {
        self.init()
        pushViewController(rootViewController, animated: false)
    }

    /// The controllers of the stack, bottom first.
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }
    /// The controller at the top of the stack.
    open var topViewController: UIViewController? { children.last }
    /// The controller shown: the one presented over the top one, or the top one.
    open var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }

    /// Replaces the stack with `viewControllers`.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        children.forEach { $0.removeFromParent() }
        viewControllers.forEach(addChild)
    }

    /// Pushes `viewController` on the stack.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { addChild(viewController) }

    /// Pops the top controller, unless it is the only one; returns it.
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        top.removeFromParent()
        return top
    }

    /// Pops every controller above `viewController`; returns them, or `nil` if it is not in the
    /// stack.
    @discardableResult open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(children[(index + 1)...])
        popped.forEach { $0.removeFromParent() }
        return popped
    }

    /// Pops every controller above the root; returns them.
    @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = children.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Hides or shows the bar.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    /// Hides or shows the toolbar.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
}

/// The object a navigation controller tells about pushes and pops, as UIKit's
/// `UINavigationControllerDelegate`; every method is optional. Nothing is pushed in a render.
@MainActor @preconcurrency
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// `viewController` is about to be shown.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool)
    /// `viewController` was shown.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool)
}

extension UINavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController,
                                     willShow viewController: UIViewController, animated: Bool) {}
    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController,
                                     didShow viewController: UIViewController, animated: Bool) {}
}
