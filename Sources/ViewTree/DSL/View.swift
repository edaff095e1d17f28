/// A piece of user interface, as in SwiftUI: a value describing what to show, made of other
/// views through `body`. Views are resolved against an environment, laid out by proposing sizes
/// and drawn into a display list.
///
/// As in SwiftUI, views are isolated to the main actor, so a body can read `@MainActor` models;
/// `@preconcurrency` keeps Swift 5 code written before that compiling. Views built into ViewTree
/// are `nonisolated`: they can be made anywhere, and only bodies run on the main actor.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's content is made of.
    associatedtype Body: View

    /// The content of the view.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// `Never` is the body of views built into ViewTree; it has no content.
    public var body: Never { fatalError("Never has no body") }
}

/// A view built into ViewTree: it makes layout nodes itself instead of having a body.
protocol PrimitiveView {
    /// The layout nodes this view stands for in `environment` (several for groups and lists).
    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode]
}

extension PrimitiveView {
    /// What primitive views answer when asked for their body, as SwiftUI's do.
    func bodyOfPrimitiveView() -> Never {
        fatalError("\(Self.self) is built into ViewTree and has no body")
    }
}

nonisolated extension View {
    /// This view's layout nodes: a primitive view makes them; any other view's body is
    /// evaluated with `environment` current (for `@Environment`) and resolved in turn, still
    /// with it current, since closures in the body (`ForEach`'s content) run while resolving and
    /// read this view's `@Environment` properties as SwiftUI's do. The view's type extends its
    /// identity, and its `@State` is attached to the storage the renderer keeps for it.
    func resolveNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        var environment = environment
        environment.identity = environment.identity.appending(ObjectIdentifier(Self.self))
        environment.depth += 1
        StackRoom.reached(depth: environment.depth)
        // A tree too deep for the stack stops here; the render throws `tooDeep`.
        if StackRoom.isLow { return [] }
        if let primitive = self as? any PrimitiveView {
            return primitive.makeNodes(in: environment)
        }
        environment.bodyOwner = Self.self
        environment.viewGraph?.attach(self, at: environment.identity)
        nonisolated(unsafe) let view = self  // read on the main actor only
        let nodes = EnvironmentValues.$current.withValue(environment) {
            onMainActor { view.body }.resolveNodes(in: environment)
        }
        if let type = Self.appViewType {
            for node in nodes where node.viewType == nil { node.viewType = type }
        }
        return nodes
    }

    /// This type's name when it is an app's own view (`OrderRow`), `nil` for the views of
    /// ViewTree's own modules.
    static var appViewType: String? { TypeNames.appType(Self.self) }

    /// This view as one node: several views (a group, a list) are stacked vertically, as
    /// SwiftUI does at the root of a window.
    func resolveSingleNode(in environment: EnvironmentValues) -> LayoutNode {
        let nodes = resolveNodes(in: environment)
        if nodes.count == 1 { return nodes[0] }
        return StackNode(axis: .vertical, alignment: .horizontal(.center), spacing: nil, children: nodes,
                         direction: environment.layoutDirection)
    }
}

/// Runs `work`, a body or a style's `makeBody`, on the main actor, where users' views live.
/// Views are only resolved inside an `ImageRenderer`, which is main-actor isolated, so this holds
/// by construction; anything else stops with a message naming the main actor.
nonisolated func onMainActor<Result>(_ work: @MainActor () -> Result) -> Result {
    // Unsafe: the value never leaves the main actor's synchronous call.
    nonisolated(unsafe) var result: Result?
    withoutActuallyEscaping(work) { work in
        MainActor.assumeIsolated { result = work() }
    }
    return result!
}
