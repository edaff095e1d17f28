/// A part of an app's interface, as SwiftUI's `Scene`: a `WindowGroup` of the app's root view,
/// or a scene made of others by its `body`. ViewTree renders views, not running apps, so a
/// scene is there for an app's `App` file to compile; its views render through previews and
/// snapshots.
@MainActor @preconcurrency
public protocol Scene {
    /// The scene's content.
    associatedtype Body: Scene
    /// The scenes this one is made of.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// Scenes side by side, as a `SceneBuilder` block makes them.
nonisolated public struct TupleScene<each Content: Scene>: Scene {
    /// The scenes.
    public let content: (repeat each Content)

    public var body: Never { fatalError("TupleScene has no body") }
}

/// A scene that is there or not, as an `if` in a `SceneBuilder` block makes it.
nonisolated public struct ViewTreeOptionalScene<Wrapped: Scene>: Scene {
    /// The scene, when the condition held.
    public let wrapped: Wrapped?

    public var body: Never { fatalError("ViewTreeOptionalScene has no body") }
}

/// The builder of an app's and a scene's `body`, as SwiftUI's.
@resultBuilder
public enum SceneBuilder {
    /// One scene.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

    /// A block of one scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// A block of several scenes.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<repeat each Content> {
        TupleScene(content: (repeat each content))
    }

    /// An `if` without `else`.
    public static func buildOptional<Content: Scene>(_ content: Content?) -> ViewTreeOptionalScene<Content> {
        ViewTreeOptionalScene(wrapped: content)
    }

    /// An `if #available`.
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content { content }
}
