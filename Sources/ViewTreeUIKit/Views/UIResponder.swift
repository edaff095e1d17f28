import Foundation

/// UIKit's responder, the base of views, view controllers and the app delegate: nothing
/// receives typing or events in a render, so nobody is ever first responder.
///
/// Main-actor isolated, as UIKit's `UIResponder` and so every view, view controller, window, scene
/// and the application (`@MainActor class` in
/// https://developer.apple.com/documentation/uikit/uiresponder); Swift 5 code sees it
/// `@preconcurrency`, as it sees UIKit's.
@MainActor @preconcurrency
open class UIResponder: NSObject {
    /// A responder.
    override public init() {}

    /// The next responder in the chain: none is tracked here.
    open var next: UIResponder? { nil }
    /// Whether the responder is being edited or receives key presses: never, in a render.
    open var isFirstResponder: Bool { false }
    /// Whether the responder can receive typing; `false`, as for UIKit's plain responders.
    open var canBecomeFirstResponder: Bool { false }
    /// Asks to receive typing; nobody types in a render, so it does not.
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    /// Asks to stop receiving typing; it never started, so it has stopped.
    @discardableResult open func resignFirstResponder() -> Bool { true }

    /// The view shown instead of the keyboard while the responder is first responder; `nil`
    /// (the system keyboard) unless a subclass gives one. Nothing is first responder in a render.
    open var inputView: UIView? { nil }
    /// The view shown above the keyboard while the responder is first responder; `nil` unless a
    /// subclass gives one.
    open var inputAccessoryView: UIView? { nil }

    /// Called when touches begin: never, in a render (nothing touches it).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Called when touches move: never, in a render.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Called when touches end: never, in a render.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Called when touches are cancelled: never, in a render.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
