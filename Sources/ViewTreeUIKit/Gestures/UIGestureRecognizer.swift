import Foundation

/// UIKit's gesture recognizer, as representables attach them to UIKit views: state, enabling and
/// a delegate, stored. Nothing touches a render, so no gesture is ever recognized and `state`
/// stays `.possible`. Linux has no `#selector`, so the `init(target:action:)` form is missing;
/// make one with `init()`.
///
/// Main-actor isolated, as UIKit's `UIGestureRecognizer` and its subclasses (`@MainActor class` in
/// https://developer.apple.com/documentation/uikit/uigesturerecognizer); Swift 5 code sees it
/// `@preconcurrency`, as it sees UIKit's.
@MainActor @preconcurrency
open class UIGestureRecognizer: NSObject {
    /// The recognizer's state: `.possible`, as nothing touches a render.
    open var state = State.possible
    /// Whether the recognizer recognizes; `true` by default.
    open var isEnabled = true
    /// The object asked about recognizing.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?
    /// Whether touches stop reaching the view once recognized; `true` by default.
    open var cancelsTouchesInView = true
    /// Whether touches reach the view only once recognition failed; `false` by default.
    open var delaysTouchesBegan = false
    /// Whether a lifted touch reaches the view only once recognition failed; `true` by default.
    open var delaysTouchesEnded = true
    /// The number of touches: none, in a render.
    open var numberOfTouches: Int { 0 }
    /// The recognizers that must fail before this one recognizes.
    public private(set) var failureRequirements: [UIGestureRecognizer] = []

    /// A recognizer attached to no view.
    override public init() {}

    /// Where the gesture is in `view`'s coordinates: the origin, as nothing touches a render.
    open func location(in view: UIView?) -> CGPoint { .zero }

    /// Recognizes only once `otherGestureRecognizer` has failed.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(otherGestureRecognizer)
    }

    /// Called when touches begin: never, in a render (subclasses override it to recognize).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Called when touches move: never, in a render.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Called when touches end: never, in a render.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Called when touches are cancelled: never, in a render.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Resets the state to `.possible`.
    open func reset() { state = .possible }

    /// A recognizer's state, as UIKit's `UIGestureRecognizer.State`.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture was recognized.
        public static let recognized = State.ended
    }
}

/// The object a gesture recognizer asks about recognizing, as UIKit's
/// `UIGestureRecognizerDelegate`; every method is optional. Nothing is asked in a render.
@MainActor @preconcurrency
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// Whether the recognizer may begin; `true` by default.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether both recognizers may recognize at once; `false` by default.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the recognizer waits for `otherGestureRecognizer` to fail; `false` by default.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `otherGestureRecognizer` waits for the recognizer to fail; `false` by default.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the recognizer sees `touch`; `true` by default.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// May begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Not at once.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Does not wait.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Is not waited for.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Sees every touch.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}
