/// A tree of elements shown as rows, as SwiftUI's `OutlineGroup`: one row per top-level element,
/// an element with children (a non-nil `children` collection) as a collapsed disclosure group
/// whose label is its row, with a chevron at the trailing edge. Outline groups start collapsed,
/// so a render shows the top level only.
nonisolated public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: View {
    private let roots: [Data.Element]
    private let id: KeyPath<Data.Element, ID>
    private let children: KeyPath<Data.Element, Data?>
    private let content: (Data.Element) -> Leaf

    /// The rows of `roots` and their descendants.
    private init(roots: [Data.Element], id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                 content: @escaping (Data.Element) -> Leaf) {
        self.roots = roots
        self.id = id
        self.children = children
        self.content = content
    }

    /// One row per top-level element, those with children as collapsed disclosure groups.
    public var body: some View {
        ForEach(roots, id: id) { element in
            if let nested = element[keyPath: children] {
                DisclosureGroup {
                    OutlineSubgroupChildren(AnyView(OutlineGroup(roots: Array(nested), id: id, children: children,
                                                                 content: content)))
                } label: {
                    content(element)
                }
            } else {
                content(element)
            }
        }
    }
}

extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// The tree of the identifiable elements of `data` and their descendants, found through
    /// `children`, each shown by `content`.
    public init<DataElement: Identifiable>(_ data: Data, children: KeyPath<DataElement, Data?>,
                                           @ViewBuilder content: @escaping (DataElement) -> Leaf)
        where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: Array(data), id: \.id, children: children, content: content)
    }

    /// The tree under the identifiable element `root`, found through `children`, each shown by
    /// `content`.
    public init<DataElement: Identifiable>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                                           @ViewBuilder content: @escaping (DataElement) -> Leaf)
        where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: [root], id: \.id, children: children, content: content)
    }

    /// The tree of the elements of `data`, identified by `id`, and their descendants, found
    /// through `children`, each shown by `content`.
    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        self.init(roots: Array(data), id: id, children: children, content: content)
    }

    /// The tree under `root`, identified by `id`, found through `children`, each shown by `content`.
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        self.init(roots: [root], id: id, children: children, content: content)
    }
}

/// The children of an element of an outline group, as SwiftUI's `OutlineSubgroupChildren`: the
/// content of its disclosure group.
nonisolated public struct OutlineSubgroupChildren: View {
    private let content: AnyView

    init(_ content: AnyView) { self.content = content }

    /// The children's rows.
    public var body: some View { content }
}
