import Foundation

/// The running app, as UIKit's `UIApplication`: the calls apps make from views (opening a URL,
/// the icon badge, alternate icons) compile and do nothing in a render, which has no system
/// around it. It is always active.
open class UIApplication: UIResponder, @unchecked Sendable {
    /// Whether the app is in the foreground, as UIKit's `UIApplication.State`.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active
        /// In the foreground, not receiving events.
        case inactive
        /// In the background.
        case background
    }

    /// A key of the options of `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only a universal link that an installed app handles.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The app.
    public static let shared = UIApplication()

    // UIKit declares its notification names and Settings URLs `nonisolated class let`
    // (https://developer.apple.com/documentation/uikit/uiapplication/didbecomeactivenotification,
    // .../uiapplication/opensettingsurlstring): any thread reads them.

    /// The URL that opens the app's page in Settings.
    nonisolated public static let openSettingsURLString = "app-settings:"
    /// The URL that opens the app's notification settings.
    nonisolated public static let openNotificationSettingsURLString = "app-settings:notifications"

    /// Posted when the app becomes active (never, in a render).
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to become inactive.
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app enters the background.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to enter the foreground.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to end.
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when memory runs low.
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted when the person takes a screenshot.
    nonisolated public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")

    /// Whether the app is in the foreground: active.
    public let applicationState = State.active
    /// The number on the app's icon.
    open var applicationIconBadgeNumber = 0
    /// Whether the screen stays on while the app runs.
    open var isIdleTimerDisabled = false
    /// Whether the app can use alternate icons: no, in a render.
    public let supportsAlternateIcons = false
    /// The alternate icon in use: none.
    public let alternateIconName: String? = nil
    /// Whether the app is registered for remote notifications: no.
    public let isRegisteredForRemoteNotifications = false

    /// Opens `url` in the app that handles it; nothing does in a render, so `completion` is told
    /// `false`.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        guard let completion else { return }
        Task { @MainActor in completion(false) }
    }

    /// Opens `url`, saying whether an app opened it: none does in a render.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool { false }

    /// Whether an app can open `url`: none can in a render.
    open func canOpenURL(_ url: URL) -> Bool { false }

    /// Changes the app's icon; a render has no icon, so `completionHandler` is told nothing
    /// went wrong.
    open func setAlternateIconName(_ alternateIconName: String?,
                                   completionHandler: (@MainActor @Sendable ((any Error)?) -> Void)? = nil) {
        guard let completionHandler else { return }
        Task { @MainActor in completionHandler(nil) }
    }

    /// Changes the app's icon (nothing, in a render).
    open func setAlternateIconName(_ alternateIconName: String?) async throws {}

    /// Registers for remote notifications (nothing, in a render).
    open func registerForRemoteNotifications() {}

    /// Unregisters from remote notifications (nothing, in a render).
    open func unregisterForRemoteNotifications() {}
}
