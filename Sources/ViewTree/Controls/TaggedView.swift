/// A view tagged with a value (`tag(_:)`), which pickers match against their selection. It lays
/// out as its content alone; a picker resolving its options reads the tags through the
/// environment's collector.
nonisolated struct TaggedView<Content: View>: View, PrimitiveView {
    let content: Content
    let tag: AnyHashable

    var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        let nodes = content.resolveNodes(in: environment)
        environment.tagCollector?.record(tag, for: nodes)
        return nodes
    }
}

/// The tags of the views a picker resolves, by the nodes they became. Unchecked: a collector
/// lives only while one picker resolves its options, synchronously on one thread.
final class TagCollector: @unchecked Sendable {
    private var tags: [ObjectIdentifier: AnyHashable] = [:]

    func record(_ tag: AnyHashable, for nodes: [LayoutNode]) {
        for node in nodes { tags[ObjectIdentifier(node)] = tag }
    }

    /// Tags `nodes` that have no tag yet: an implicit tag (a `ForEach` element's id) gives way
    /// to an explicit one.
    func recordIfUntagged(_ tag: AnyHashable, for nodes: [LayoutNode]) {
        for node in nodes where tags[ObjectIdentifier(node)] == nil { tags[ObjectIdentifier(node)] = tag }
    }

    /// The tag of the view that became `node`, if it was tagged.
    func tag(of node: LayoutNode) -> AnyHashable? {
        tags[ObjectIdentifier(node)]
    }
}

private struct TagCollectorKey: EnvironmentKey { static let defaultValue: TagCollector? = nil }

extension EnvironmentValues {
    /// Where tagged views inside a picker record their tags.
    var tagCollector: TagCollector? {
        get { self[TagCollectorKey.self] }
        set { self[TagCollectorKey.self] = newValue }
    }
}
