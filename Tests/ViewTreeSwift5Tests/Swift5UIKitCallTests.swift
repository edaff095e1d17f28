import Testing
import ViewTreeUIKit

/// Haptics as Swift 5 apps play them from plain helpers (EnvironmentOverrides' `Haptic`): UIKit's
/// main-actor classes come from Objective-C as preconcurrency declarations, so a call from a
/// nonisolated function compiles in Swift 5 mode, as on iOS.
enum Haptic {
    static func play(_ type: UINotificationFeedbackGenerator.FeedbackType) -> UINotificationFeedbackGenerator.FeedbackType {
        UINotificationFeedbackGenerator().notificationOccurred(type)
        return type
    }

    static func impact(_ style: UIImpactFeedbackGenerator.FeedbackStyle) -> UIImpactFeedbackGenerator.FeedbackStyle {
        UIImpactFeedbackGenerator(style: style).impactOccurred()
        return style
    }
}

@Suite struct Swift5UIKitCallTests {
    @Test func feedbackGeneratorsPlayFromNonisolatedHelpers() {
        #expect(Haptic.play(.error) == .error)
        #expect(Haptic.impact(.medium) == .medium)
    }
}
