import Foundation

/// Settings of a scene that concern the running app (its windows, its environment, observers of
/// values): kept as they are, since a render runs no app and draws views, not scenes.
extension Scene {
    /// Sets an environment value for the scene's views.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some Scene {
        self
    }

    /// Puts an observable object in the environment of the scene's views.
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> some Scene { self }

    /// Puts an `@Observable` object in the environment of the scene's views.
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some Scene { self }

    /// Runs `action` when `value` changes (never, in a render).
    public func onChange<Value: Equatable>(of value: Value, initial: Bool = false,
                                           _ action: @escaping (Value, Value) -> Void) -> some Scene {
        self
    }

    /// Runs `action` when `value` changes (never, in a render).
    public func onChange<Value: Equatable>(of value: Value, initial: Bool = false,
                                           _ action: @escaping () -> Void) -> some Scene {
        self
    }

    /// The default size of the scene's windows.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }

    /// The default size of the scene's windows.
    public func defaultSize(_ size: CGSize) -> some Scene { self }

    /// The URLs and activities the scene's windows handle, on a device.
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { self }

    /// How the scene's windows may be resized.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }

    /// Handles a background task of the app (never run in a render).
    public func backgroundTask<D, R>(_ task: BackgroundTask<D, R>, action: @escaping @Sendable (D) async -> R) -> some Scene {
        self
    }
}

/// How a scene's windows may be resized, as SwiftUI's `WindowResizability`.
public struct WindowResizability: Hashable, Sendable {
    private let name: String
    /// The platform's default.
    public static let automatic = WindowResizability(name: "automatic")
    /// Between the content's minimum and maximum sizes.
    public static let contentSize = WindowResizability(name: "contentSize")
    /// At least the content's minimum size.
    public static let contentMinSize = WindowResizability(name: "contentMinSize")
}

/// A kind of background task an app handles, as SwiftUI's `BackgroundTask`.
public struct BackgroundTask<Request, Response>: Sendable {
    private let identifier: String

    /// An app refresh task with `identifier`.
    public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> where Request == Void, Response == Void {
        BackgroundTask<Void, Void>(identifier: identifier)
    }

    /// A URL session's background events.
    public static func urlSession(_ identifier: String) -> BackgroundTask<Void, Void> where Request == Void, Response == Void {
        BackgroundTask<Void, Void>(identifier: identifier)
    }
}
