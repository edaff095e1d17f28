/// Views grouped without a layout of their own: a stack lays them out as if they were its own
/// children, and a modifier on the group applies to each of them, as in SwiftUI.
nonisolated public struct Group<Content: View>: View, PrimitiveView {
    let content: Content

    /// Groups the views `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] { content.resolveNodes(in: environment) }
}
