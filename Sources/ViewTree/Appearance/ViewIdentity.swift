/// Where a view sits in the tree, as SwiftUI's structural identity: the types of the views from
/// the root down, the position of each view in its `@ViewBuilder` block, the branch of each
/// `if`/`else`, the `id` of each `ForEach` element and every `.id(_:)`. Resolving the same view
/// again gives the same identity, so a view keeps its `@State` and appears once while a render
/// settles, however often its body is evaluated.
///
/// The path is kept as a running hash: one word, no allocation, compared within one process.
struct ViewIdentity: Hashable, Sendable {
    private let value: Int

    /// The root of a renderer's tree.
    static let root = ViewIdentity(value: 0)

    private init(value: Int) { self.value = value }

    /// The identity of a child of this view distinguished by `component`.
    func appending<Component: Hashable>(_ component: Component) -> ViewIdentity {
        var hasher = Hasher()
        hasher.combine(value)
        hasher.combine(component)
        return ViewIdentity(value: hasher.finalize())
    }
}
