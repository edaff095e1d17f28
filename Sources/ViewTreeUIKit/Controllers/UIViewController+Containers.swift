import Foundation

extension UIViewController {
    /// The nearest navigation controller among the controller and its parents.
    public var navigationController: UINavigationController? { nearest(UINavigationController.self) }
    /// The nearest tab bar controller among the controller and its parents.
    public var tabBarController: UITabBarController? { nearest(UITabBarController.self) }

    /// The controller or its nearest parent of `type`.
    private func nearest<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var controller: UIViewController? = self
        while let current = controller {
            if let container = current as? Container { return container }
            controller = current.parent
        }
        return nil
    }
}
