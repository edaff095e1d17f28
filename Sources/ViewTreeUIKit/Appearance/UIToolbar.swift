import Foundation

/// UIKit's toolbar, as apps style it through `UIToolbar.appearance()` (SwiftUI's bottom bar
/// toolbar items use one on iOS). Stored and never applied: ViewTree draws SwiftUI's toolbars in
/// their default look.
open class UIToolbar: UIView {
    /// The items, in order.
    open var items: [UIBarButtonItem]?
    /// Whether the bar is translucent; `true` by default.
    open var isTranslucent = true
    /// The colour of the bar's background.
    open var barTintColor: UIColor?
    /// The bar's style; `.default` by default.
    open var barStyle = UIBarStyle.default

    /// The proxy whose properties every toolbar takes (see `UIView.appearance()`).
    override open class func appearance() -> UIToolbar { AppearanceProxies.shared.proxy(UIToolbar.init) }

    /// The proxy for toolbars inside instances of `containerTypes` (see `UIView.appearance()`).
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIToolbar {
        AppearanceProxies.shared.proxy(UIToolbar.init, in: containerTypes)
    }

    /// Sets the items (at once: renders never animate).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
}
