import Foundation

/// UIKit's tab bar controller, as UIKit code drives one: child controllers, the selected one and
/// a bar, stored. Snapshots draw its view as a plain `UIViewController`'s (SwiftUI's `TabView`
/// is drawn).
open class UITabBarController: UIViewController {
    /// The bar.
    public let tabBar = UITabBar()
    /// The object told about selections (never, in a render).
    open weak var delegate: (any UITabBarControllerDelegate)?
    /// The index of the selected controller; 0 by default.
    open var selectedIndex = 0

    /// The controllers of the tabs.
    open var viewControllers: [UIViewController]? {
        get { children.isEmpty ? nil : children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The selected controller.
    open var selectedViewController: UIViewController? {
        get { children.indices.contains(selectedIndex) ? children[selectedIndex] : nil }
        set {
            if let index = children.firstIndex(where: { $0 === newValue }) { selectedIndex = index }
        }
    }

    /// Replaces the tabs' controllers with `viewControllers`.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        children.forEach { $0.removeFromParent() }
        (viewControllers ?? []).forEach(addChild)
        tabBar.items = viewControllers?.compactMap(\.tabBarItem)
    }
}

/// The object a tab bar controller tells about selections, as UIKit's
/// `UITabBarControllerDelegate`; every method is optional. Nothing is selected in a render.
@MainActor @preconcurrency
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Whether `viewController` may be selected; `true` by default.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// `viewController` was selected.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// May be selected.
    public func tabBarController(_ tabBarController: UITabBarController,
                                 shouldSelect viewController: UIViewController) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
