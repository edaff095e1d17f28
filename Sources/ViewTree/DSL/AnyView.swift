/// A type-erased view: any view behind one type, as in SwiftUI.
nonisolated public struct AnyView: View, PrimitiveView {
    private let resolve: (EnvironmentValues) -> [LayoutNode]
    /// The wrapped view's content as lazily made elements (see `LazyRows`).
    let lazyRowsOfView: (EnvironmentValues) -> LazyRows

    /// Wraps `view`.
    public init<V: View>(_ view: V) {
        resolve = { view.resolveNodes(in: $0) }
        lazyRowsOfView = { view.lazyRowsOrSingle(in: $0) }
    }

    /// Wraps `view` when it is a view.
    public init?(erasing view: Any) {
        guard let view = view as? any View else { return nil }
        self.init(view)
    }

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] { resolve(environment) }
}
