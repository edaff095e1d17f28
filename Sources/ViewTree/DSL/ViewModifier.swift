/// A reusable change to a view, as in SwiftUI: `body(content:)` makes the changed view from a
/// stand-in for the view it is applied to. Main-actor isolated, as views are.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view the modifier makes.
    associatedtype Body: View
    /// The stand-in for the view the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>

    /// The changed view.
    @ViewBuilder func body(content: Content) -> Body
}

/// A view with a modifier applied.
nonisolated public struct ModifiedContent<Content, Modifier> {
    /// The view the modifier applies to.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// `content` changed by `modifier`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        if let environmental = modifier as? any EnvironmentalModifier {
            return nodes(of: content, resolving: environmental, in: environment)
        }
        // Unsafe: both are used on the main actor only, within this call.
        nonisolated(unsafe) let stand = _ViewModifier_Content<Modifier>(resolve: { content.resolveNodes(in: $0) })
        nonisolated(unsafe) let modifier = modifier
        environment.viewGraph?.attach(modifier, at: environment.identity)
        // As for a view's body: current while resolving, for closures in the modifier's body.
        return EnvironmentValues.$current.withValue(environment) {
            onMainActor { modifier.body(content: stand) }.resolveNodes(in: environment)
        }
    }
}

/// The view a `ViewModifier` is applied to, inside its `body(content:)`.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let resolve: (EnvironmentValues) -> [LayoutNode]

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] { resolve(environment) }
}

nonisolated extension View {
    /// This view changed by `modifier`.
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
