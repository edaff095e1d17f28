import Foundation

/// What manages a presented controller, as UIKit's `UIPresentationController`.
///
/// Main-actor isolated, as UIKit's `UIPresentationController` and its subclasses (`@MainActor
/// class` in https://developer.apple.com/documentation/uikit/uipresentationcontroller); Swift 5
/// code sees it `@preconcurrency`, as it sees UIKit's.
@MainActor @preconcurrency
open class UIPresentationController: NSObject {
    /// The controller presented.
    public private(set) weak var presentedViewController: UIViewController?
    /// The controller it is presented from.
    public private(set) weak var presentingViewController: UIViewController?

    /// A presentation of `presentedViewController` from `presentingViewController`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
    }
}

/// A sheet's detents and grabber (iOS 15), as UIKit's `UISheetPresentationController`: stored,
/// never shown (SwiftUI's `.presentationDetents` is the SwiftUI way).
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet rests at; `[.large()]` by default.
    open var detents: [Detent] = [.large()]
    /// The detent the sheet is at; `nil` is the smallest.
    open var selectedDetentIdentifier: Detent.Identifier?
    /// The largest detent that does not dim what is behind; `nil` dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether the sheet shows a grabber; `false` by default.
    open var prefersGrabberVisible = false
    /// The corner radius; the system's if `UISheetPresentationController.automaticDimension`.
    open var preferredCornerRadius: CGFloat = UISheetPresentationController.automaticDimension
    /// Whether scrolling at the edge grows the sheet; `true` by default.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet sits at the bottom in compact heights; `false` by default.
    open var prefersEdgeAttachedInCompactHeight = false

    /// The value that asks for the system's dimension.
    public static let automaticDimension: CGFloat = -1

    /// Runs `changes` (at once: renders never animate).
    open func animateChanges(_ changes: () -> Void) { changes() }

    /// A height a sheet rests at, as UIKit's `UISheetPresentationController.Detent`.
    /// Main-actor isolated, as UIKit's (`@MainActor class` in
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent): a nested
    /// class does not take its outer class's isolation.
    @MainActor @preconcurrency
    open class Detent: NSObject {
        /// The detent's identifier.
        public let identifier: Identifier

        init(identifier: Identifier) { self.identifier = identifier }

        /// About half the screen's height.
        open class func medium() -> Detent { Detent(identifier: .medium) }
        /// The full height.
        open class func large() -> Detent { Detent(identifier: .large) }
        /// A height a resolver computes (iOS 16; the resolver is not called in a render).
        open class func custom(identifier: Identifier? = nil,
                               resolver: @escaping (any ResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier(UUID().uuidString))
        }

        /// What a custom detent's resolver is given, as UIKit's `ResolutionContext`.
        public protocol ResolutionContext {
            /// The largest height a detent can have.
            var maximumDetentValue: CGFloat { get }
        }

        /// A detent's identifier, as UIKit's `UISheetPresentationController.Detent.Identifier`.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            /// The identifier's text.
            public let rawValue: String
            /// The identifier `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The identifier `rawValue`.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The medium detent's.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The large detent's.
            public static let large = Identifier("com.apple.UIKit.large")
        }
    }
}
