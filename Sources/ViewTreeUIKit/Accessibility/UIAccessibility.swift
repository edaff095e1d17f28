import Foundation

/// UIKit's accessibility settings and announcements, as UIKit code asks for them: no assistive
/// technology runs and no setting is on in a render (SwiftUI views read them from the
/// environment, which renders set), and posted notifications go nowhere. The settings and `post`
/// are main-actor isolated and the notification names not, as UIKit's (`@MainActor static var
/// isVoiceOverRunning` and `nonisolated static let voiceOverStatusDidChangeNotification` in
/// https://developer.apple.com/documentation/uikit/uiaccessibility).
public enum UIAccessibility {
    /// Whether VoiceOver is on: no.
    @MainActor @preconcurrency public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is on: no.
    @MainActor @preconcurrency public static var isSwitchControlRunning: Bool { false }
    /// Whether Reduce Motion is on: no (`\.accessibilityReduceMotion` is what SwiftUI views read).
    @MainActor @preconcurrency public static var isReduceMotionEnabled: Bool { false }
    /// Whether Reduce Transparency is on: no.
    @MainActor @preconcurrency public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether Bold Text is on: no.
    @MainActor @preconcurrency public static var isBoldTextEnabled: Bool { false }
    /// Whether Increase Contrast is on: no.
    @MainActor @preconcurrency public static var isDarkerSystemColorsEnabled: Bool { false }

    /// Posted when VoiceOver starts or stops (never, in a render).
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when Reduce Motion changes (never, in a render).
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")

    /// Tells assistive technologies about `notification`: there are none in a render, so it is
    /// dropped.
    @MainActor @preconcurrency public static func post(notification: Notification, argument: Any?) {}

    /// A notification for assistive technologies, as UIKit's `UIAccessibility.Notification`.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// UIKit's number for the notification.
        public let rawValue: UInt32
        /// The notification `rawValue`.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The screen changed a lot.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout changed a little.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// An announcement to speak (the argument is the text).
        public static let announcement = Notification(rawValue: 1008)
        /// The content scrolled a page.
        public static let pageScrolled = Notification(rawValue: 1009)
    }
}
