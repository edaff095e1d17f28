/// A view with no content, taking no space.
nonisolated public struct EmptyView: View, PrimitiveView {
    /// An empty view.
    public init() {}

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] { [] }
}
