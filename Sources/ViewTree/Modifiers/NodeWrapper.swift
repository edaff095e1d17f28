/// A view whose every node is wrapped by a layout modifier: a modifier on a group applies to
/// each view in it, as in SwiftUI.
nonisolated struct NodeWrapper<Content: View>: View, PrimitiveView {
    let content: Content
    let wrap: (LayoutNode, EnvironmentValues) -> LayoutNode

    var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        content.resolveNodes(in: environment).map { wrap($0, environment) }
    }
}

nonisolated extension View {
    /// This view with each of its nodes wrapped by `wrap`.
    func wrapNodes(_ wrap: @escaping (LayoutNode, EnvironmentValues) -> LayoutNode) -> some View {
        NodeWrapper(content: self, wrap: wrap)
    }

    /// This view with each of its nodes wrapped by `wrap`, reporting the numbers its modifier
    /// replaced where it is resolved.
    func wrapNodes(reporting numbers: InvalidNumbers,
                   _ wrap: @escaping (LayoutNode, EnvironmentValues) -> LayoutNode) -> some View {
        NodeWrapper(content: self) { node, environment in
            environment.report(numbers)
            return wrap(node, environment)
        }
    }

    /// This view, reporting the numbers a modifier applied to it replaced where it is resolved.
    func reporting(_ numbers: InvalidNumbers) -> some View {
        wrapNodes(reporting: numbers) { node, _ in node }
    }
}
