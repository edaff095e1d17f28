import Foundation
import ViewTree

/// The app's delegate, as UIKit's `UIApplicationDelegate`. UIKit's methods are all optional, so
/// this protocol requires none: an app's delegate keeps its methods (launching, notification
/// registration, scene configuration) as it wrote them. A render launches no app, so they are
/// never called. Main-actor isolated, as UIKit's (`@MainActor protocol` in
/// https://developer.apple.com/documentation/uikit/uiapplicationdelegate).
@MainActor @preconcurrency
public protocol UIApplicationDelegate: AnyObject {}

extension UIApplication {
    /// A key of the options an app is launched with, as UIKit's.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The URL the app was opened with.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The remote notification the app was launched for.
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// The app that opened this one.
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// The shortcut item the app was launched with.
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }
}

/// A scene's configuration, as UIKit's `UISceneConfiguration`, which an app delegate returns for
/// a connecting scene.
///
/// Main-actor isolated, as UIKit's `UISceneConfiguration` (`@MainActor class` in
/// https://developer.apple.com/documentation/uikit/uisceneconfiguration); Swift 5 code sees it
/// `@preconcurrency`, as it sees UIKit's.
@MainActor @preconcurrency
open class UISceneConfiguration: NSObject {
    /// The configuration's name.
    open private(set) var name: String?
    /// The role of the scenes it configures.
    open private(set) var role: UISceneSession.Role
    /// The class of the scene's delegate.
    open var delegateClass: AnyClass?

    /// A configuration named `name` for scenes of `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}

/// A scene's session, as UIKit's `UISceneSession`.
///
/// Main-actor isolated, as UIKit's `UISceneSession` (`@MainActor class` in
/// https://developer.apple.com/documentation/uikit/uiscenesession); Swift 5 code sees it
/// `@preconcurrency`, as it sees UIKit's.
@MainActor @preconcurrency
open class UISceneSession: NSObject {
    /// The kind of scene a session holds, as UIKit's `UISceneSession.Role`.
    public struct Role: Hashable, RawRepresentable, Sendable {
        /// The role's name.
        public let rawValue: String
        /// A role named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's windows.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// An external display's window.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The role of the session's scene.
    open private(set) var role: Role = .windowApplication
    /// The session's configuration.
    open var configuration: UISceneConfiguration { UISceneConfiguration(name: nil, sessionRole: role) }
}

extension UIScene {
    /// What a scene connects with, as UIKit's `UIScene.ConnectionOptions`: nothing, in a render.
    /// Main-actor isolated, as UIKit's (`@MainActor class` in
    /// https://developer.apple.com/documentation/uikit/uiscene/connectionoptions): a nested
    /// class does not take its outer class's isolation.
    @MainActor @preconcurrency
    open class ConnectionOptions: NSObject {
        /// The URLs the scene was opened with.
        open var urlContexts: Set<UIOpenURLContext> { [] }
    }
}

/// Gives a SwiftUI app a UIKit app delegate, as SwiftUI's property wrapper. A render launches
/// no app, so it never makes the delegate: an app's `body` (where the delegate is read) is not
/// evaluated by ViewTree, and reading `wrappedValue` elsewhere stops with a message saying so,
/// since Linux has no runtime to make an `NSObject` subclass from its type alone.
@MainActor @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate> {
    /// An adaptor for a delegate of `delegateType`.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

    /// The app's delegate, which a render never makes.
    public var wrappedValue: DelegateType {
        preconditionFailure("""
            UIApplicationDelegateAdaptor<\(DelegateType.self)>: ViewTree renders views, not apps, and makes no app \
            delegate; read it only in an App's body
            """)
    }
}
