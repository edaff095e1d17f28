import Foundation

/// How a presented controller is shown, as UIKit's `UIModalPresentationStyle` (raw values as
/// UIKit's). A render shows no presented controllers, so it is stored only.
public enum UIModalPresentationStyle: Int, Sendable {
    case automatic = -2, none = -1, fullScreen = 0, pageSheet = 1, formSheet = 2, currentContext = 3, custom = 4,
         overFullScreen = 5, overCurrentContext = 6, popover = 7
}

/// The popover a controller is presented in on iPad, as UIKit's
/// `UIPopoverPresentationController`. ViewTree renders iPhone screens, where there is none:
/// `popoverPresentationController` is `nil`, so code that sets its anchor with `?.` compiles
/// and does nothing. A presentation controller, and so main-actor isolated, as UIKit's
/// (`@MainActor class UIPopoverPresentationController : UIPresentationController` in
/// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller).
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open weak var sourceView: UIView?
    /// The rectangle in `sourceView` the popover points at; `.zero` by default.
    open var sourceRect = CGRect.zero
}
