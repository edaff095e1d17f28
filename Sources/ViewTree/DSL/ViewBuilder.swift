/// Builds views from the statements of a closure, as SwiftUI's `@ViewBuilder` does: several
/// views, `if`/`else`, `if let`, `switch` and optional views.
@resultBuilder
public enum ViewBuilder {
    /// A view as it is.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// No views.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several views, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [AnyView] = []
        for view in repeat each content { children.append(AnyView(view)) }
        return TupleView(value: (repeat each content), children: children)
    }

    /// An `if` without `else`: the view or nothing.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// A view inside `if #available`.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views in order, as a `@ViewBuilder` closure with several statements makes.
nonisolated public struct TupleView<T>: View, PrimitiveView {
    /// The views.
    public var value: T
    let children: [AnyView]

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        // Each view's place in the block is part of its identity.
        children.enumerated().flatMap { index, child in
            var environment = environment
            environment.identity = environment.identity.appending(index)
            return child.resolveNodes(in: environment)
        }
    }
}

/// One of two views, chosen by an `if`/`else` or `switch` in a `@ViewBuilder`.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        var environment = environment
        switch storage {
        case .trueContent(let view):
            environment.identity = environment.identity.appending(true)
            return view.resolveNodes(in: environment)
        case .falseContent(let view):
            environment.identity = environment.identity.appending(false)
            return view.resolveNodes(in: environment)
        }
    }
}

extension Optional: View where Wrapped: View {
    public var body: Never { bodyOfPrimitiveView() }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        self?.resolveNodes(in: environment) ?? []
    }
}
