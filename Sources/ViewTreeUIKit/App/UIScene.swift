import Foundation

/// A scene of the app, as UIKit's `UIScene`: a render runs one, active in the foreground. A
/// responder, and so main-actor isolated, as UIKit's (`@MainActor class UIScene : UIResponder` in
/// https://developer.apple.com/documentation/uikit/uiscene).
open class UIScene: UIResponder {
    /// Where a scene is in its life, as UIKit's `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable {
        /// Not running.
        case unattached = -1
        /// On screen, receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// Where the scene is in its life: active in the foreground.
    open var activationState: ActivationState { .foregroundActive }
    /// The scene's title; empty by default.
    open var title: String! = ""
}

/// A scene of windows, as UIKit's `UIWindowScene`: the render's one scene has one key window the
/// size of the main screen, with no root view controller (a render presents nothing from it).
open class UIWindowScene: UIScene {
    /// The scene's windows, back to front.
    open private(set) var windows: [UIWindow]
    /// The screen the scene is on.
    open var screen: UIScreen { UIScreen.main }

    /// A scene of `windows`.
    init(windows: [UIWindow]) {
        self.windows = windows
    }

    /// The window that receives key presses: the key one, if any.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
}

extension UIApplication {
    /// The app's scenes: one window scene with one key window.
    @MainActor public var connectedScenes: Set<UIScene> { [Self.renderScene] }

    /// The windows of the app's scenes (deprecated in UIKit for the scene's `windows`).
    @MainActor public var windows: [UIWindow] { Self.renderScene.windows }
    /// The app's key window (deprecated in UIKit for the scene's `keyWindow`).
    @MainActor public var keyWindow: UIWindow? { Self.renderScene.keyWindow }

    /// The render's scene, made on first use.
    @MainActor private static let renderScene: UIWindowScene = {
        let window = UIWindow()
        window.makeKey()
        return UIWindowScene(windows: [window])
    }()
}
