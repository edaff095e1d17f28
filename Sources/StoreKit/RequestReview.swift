// Asking for an App Store review, as view code does. A render shows no prompt.
import Foundation
import ViewTree
import ViewTreeUIKit

/// Asks the system to show the App Store review prompt, as StoreKit's `RequestReviewAction`
/// (`@Environment(\.requestReview) var requestReview`, then `requestReview()`). Nothing shows in
/// a render, as the system too decides whether to show it.
@MainActor @preconcurrency
public struct RequestReviewAction: Sendable {
    /// Asks for a review.
    public func callAsFunction() {}
}

extension EnvironmentValues {
    /// The action that asks for an App Store review.
    public var requestReview: RequestReviewAction { RequestReviewAction() }
}

/// StoreKit's older way to ask for a review.
open class SKStoreReviewController: NSObject {
    /// Asks for a review in the app's active scene (nothing shows in a render).
    open class func requestReview() {}

    /// Asks for a review in `windowScene` (nothing shows in a render).
    open class func requestReview(in windowScene: UIWindowScene) {}
}
