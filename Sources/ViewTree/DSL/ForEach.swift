/// Views made from a collection, one per element, as in SwiftUI. As SwiftUI's, it is a view when
/// its content is, and other frameworks' content (Swift Charts' marks) can make it theirs.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The elements.
    public var data: Data
    /// Makes the content for an element.
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>

    /// Content made by `content` for each element of `data`, identified by the element's `id` key
    /// path: the initialiser of the frameworks' own `ForEach` content (Charts).
    package init(data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }
}

extension ForEach: View, PrimitiveView where Content: View {
    /// One view per element of `data`, identified by the element's `id` key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, content: content)
    }

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        data.flatMap { element in
            // Each element's id is part of its views' identity.
            var inner = environment
            inner.identity = environment.identity.appending(AnyHashable(element[keyPath: id]))
            let nodes = content(element).resolveNodes(in: inner)
            // Inside a picker or tab view each element's views are tagged with its id, as in
            // SwiftUI, unless they carry a tag of their own.
            environment.tagCollector?.recordIfUntagged(AnyHashable(element[keyPath: id]), for: nodes)
            return nodes
        }
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable, Content: View {
    /// One view per element of a collection of identifiable elements.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// One view per integer of a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
