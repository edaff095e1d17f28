import Foundation

/// Opens a URL, as SwiftUI's `OpenURLAction` read from `@Environment(\.openURL)`. A render opens
/// nothing: the default action does nothing, and an action set with
/// `environment(\.openURL, OpenURLAction { ... })` runs only when the app calls it.
public struct OpenURLAction: Sendable {
    /// What an action did with a URL, as SwiftUI's `OpenURLAction.Result`.
    public struct Result: Sendable {
        fileprivate let handledHere: Bool
        /// The action handled the URL.
        public static let handled = Result(handledHere: true)
        /// The action ignored the URL.
        public static let discarded = Result(handledHere: false)
        /// The URL is for the system to open.
        public static let systemAction = Result(handledHere: false)
        /// `url` is for the system to open, instead of the one given.
        public static func systemAction(_ url: URL) -> Result { Result(handledHere: false) }
        /// `url` is for the system to open, preferring the app's browser when `prefersInApp`.
        public static func systemAction(_ url: URL, prefersInApp: Bool) -> Result { Result(handledHere: false) }
    }

    private let handler: @Sendable (URL) -> Result

    /// An action running `handler` with each URL.
    public init(handler: @escaping @Sendable (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url` (runs the handler; the default one does nothing).
    public func callAsFunction(_ url: URL) {
        _ = handler(url)
    }

    /// Opens `url` and says whether it was opened, through `completion`.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(handler(url).handledHere)
    }
}

/// Opens a window, as SwiftUI's `OpenWindowAction` read from `@Environment(\.openWindow)`. A
/// render has one window: calling it does nothing.
public struct OpenWindowAction: Sendable {
    /// Opens the window group whose identifier is `id` (nothing, in a render).
    public func callAsFunction(id: String) {}
    /// Opens a window for `value` (nothing, in a render).
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
    /// Opens the window group `id` for `value` (nothing, in a render).
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

/// Closes a window, as SwiftUI's `DismissWindowAction` read from `@Environment(\.dismissWindow)`.
/// A render closes nothing.
public struct DismissWindowAction: Sendable {
    /// Closes the window the view is in (nothing, in a render).
    public func callAsFunction() {}
    /// Closes the window group `id` (nothing, in a render).
    public func callAsFunction(id: String) {}
    /// Closes the window for `value` (nothing, in a render).
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
}

private struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction { _ in .systemAction } }
private struct OpenWindowKey: EnvironmentKey { static let defaultValue = OpenWindowAction() }
private struct DismissWindowKey: EnvironmentKey { static let defaultValue = DismissWindowAction() }

extension EnvironmentValues {
    /// The action that opens a URL.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    /// The action that opens a window.
    public var openWindow: OpenWindowAction { self[OpenWindowKey.self] }

    /// The action that closes a window.
    public var dismissWindow: DismissWindowAction { self[DismissWindowKey.self] }
}
