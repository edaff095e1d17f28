/// Lists of trees, as SwiftUI's `List(_:children:rowContent:)`: an `OutlineGroup` of the data.
extension List {
    /// A list of the tree of the identifiable elements of `data` and their descendants, found
    /// through `children`, whose rows can be selected into `selection` (nothing is selected in
    /// a render).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent,
                                      DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
              Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// A list of the tree of the identifiable elements of `data` and their descendants, found
    /// through `children`, whose row can be selected into `selection`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent,
                                      DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
              Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// A list of the tree of the elements of `data`, identified by `id`, and their descendants,
    /// found through `children`, whose rows can be selected into `selection`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(selection: selection) { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}

extension List where SelectionValue == Never {
    /// A list of the tree of the identifiable elements of `data` and their descendants, found
    /// through `children`: one row per top-level element, collapsed.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent,
                                      DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
              Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// A list of the tree of the elements of `data`, identified by `id`, and their descendants,
    /// found through `children`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}
