import Foundation

/// The edits a list allows on the rows of a collection it shows (iOS 16): moving and deleting.
/// A render shows the rows at rest, so the actions change nothing drawn.
public struct EditActions<Data>: OptionSet, Sendable {
    /// The actions' bits.
    public let rawValue: Int

    /// The actions of `rawValue`'s bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Rows can be moved.
    public static var move: EditActions { EditActions(rawValue: 1) }
    /// Rows can be deleted.
    public static var delete: EditActions { EditActions(rawValue: 2) }
    /// Rows can be moved and deleted.
    public static var all: EditActions { [.move, .delete] }
}

extension ForEach where Content: View {
    /// One view per element of the collection `data` binds, each given a binding to its element,
    /// with `editActions` allowed on the rows.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
        where Data == Binding<C>, ID == C.Element.ID, C.Element: Identifiable {
        self.init(data, id: \.id, content: content)
    }
}

extension List where SelectionValue == Never {
    /// A list with one row per element of the collection `data` binds, each row given a binding
    /// to its element, with `editActions` allowed on the rows.
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent)
        where Content == ForEach<Binding<C>, C.Element.ID, RowContent>, C.Element: Identifiable {
        self.init { ForEach(data, editActions: editActions, content: rowContent) }
    }
}
