import Foundation

/// Haptic feedback, as UIKit's `UIFeedbackGenerator`: a render has no Taptic Engine, so every
/// call does nothing.
@MainActor @preconcurrency
open class UIFeedbackGenerator: NSObject {
    /// Gets the Taptic Engine ready (nothing, in a render).
    open func prepare() {}
}

/// Feedback for a collision, as UIKit's `UIImpactFeedbackGenerator`.
@MainActor @preconcurrency
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How strong an impact is, as UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum FeedbackStyle: Int, Sendable {
        /// A light impact.
        case light
        /// A medium impact.
        case medium
        /// A heavy impact.
        case heavy
        /// A soft impact.
        case soft
        /// A rigid impact.
        case rigid
    }

    /// The style of the impacts.
    public let style: FeedbackStyle

    /// A generator of impacts of `style`.
    public init(style: FeedbackStyle = .medium) {
        self.style = style
    }

    /// Plays an impact (nothing, in a render).
    open func impactOccurred() {}
    /// Plays an impact of `intensity`, 0...1 (nothing, in a render).
    open func impactOccurred(intensity: CGFloat) {}
}

/// Feedback for an outcome, as UIKit's `UINotificationFeedbackGenerator`.
@MainActor @preconcurrency
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// An outcome, as UIKit's `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Int, Sendable {
        /// The task succeeded.
        case success
        /// The task produced a warning.
        case warning
        /// The task failed.
        case error
    }

    /// Plays the feedback of `notificationType` (nothing, in a render).
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Feedback for a change of selection, as UIKit's `UISelectionFeedbackGenerator`.
@MainActor @preconcurrency
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the feedback of a change of selection (nothing, in a render).
    open func selectionChanged() {}
}
