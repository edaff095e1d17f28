import Foundation

/// A finger on the screen, as UIKit's `UITouch`. Nothing touches a render, so UIKit code only
/// receives one from tests that make it.
///
/// Main-actor isolated, as UIKit's `UITouch` (`@MainActor class` in
/// https://developer.apple.com/documentation/uikit/uitouch); Swift 5 code sees it
/// `@preconcurrency`, as it sees UIKit's.
@MainActor @preconcurrency
open class UITouch: NSObject {
    /// The view the touch began in: none, in a render.
    open var view: UIView? { nil }
    /// What the touch is doing; `.began` by default.
    open var phase = Phase.began
    /// The number of taps; 1 by default.
    open var tapCount = 1
    /// The kind of touch; `.direct` (a finger) by default.
    open var type = TouchType.direct

    /// Where the touch is in `view`'s coordinates: the origin, as nothing touches a render.
    open func location(in view: UIView?) -> CGPoint { .zero }
    /// Where the touch was before its last move: the origin.
    open func previousLocation(in view: UIView?) -> CGPoint { .zero }

    /// What a touch is doing, as UIKit's `UITouch.Phase`.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    /// The kinds of touch, as UIKit's `UITouch.TouchType`.
    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil, indirectPointer
    }
}

/// An event of touches, motion or presses, as UIKit's `UIEvent`.
///
/// Main-actor isolated, as UIKit's `UIEvent` (`@MainActor class` in
/// https://developer.apple.com/documentation/uikit/uievent); Swift 5 code sees it
/// `@preconcurrency`, as it sees UIKit's.
@MainActor @preconcurrency
open class UIEvent: NSObject {
    /// The touches of the event: none, in a render.
    open var allTouches: Set<UITouch>? { nil }
}
