import Foundation

/// Rows in sections, scrolling, drawn as iOS draws lists, as SwiftUI's `List`: every view of
/// the content is a row (a `ForEach` makes one per element), `Section`s group rows under
/// headers and footers, and the list style (`listStyle`, inset grouped by default) decides the
/// insets, separators, backgrounds and cards. Like a scroll view, a list takes the space it is
/// offered and shows its first screenful; offered nothing, it shows all its rows.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content

    /// A list of the rows `content` builds.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
    }

    /// A list whose rows can be selected into `selection` (nothing is selected in a render).
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list whose row can be selected into `selection` (nothing is selected in a render).
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        [ListContentNode.list(of: content, style: environment.listStyle ?? .insetGrouped, in: environment)]
    }
}

extension List {
    /// A list with one row per identifiable element of `data`, selectable into `selection`
    /// (nothing is selected in a render).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, id: \.id, content: rowContent) }
    }

    /// A list with one row per identifiable element of `data`, selectable into `selection`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, id: \.id, content: rowContent) }
    }

    /// A list with one row per element of `data`, identified by `id`, selectable into `selection`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A list with one row per element of `data`, identified by `id`, selectable into `selection`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }
}

extension List where SelectionValue == Never {
    /// A list with one row per element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// A list with one row per identifiable element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, id: \.id, content: rowContent) }
    }

    /// A list with one row per integer of `data`.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
        where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init { ForEach(data, id: \.self, content: rowContent) }
    }
}

/// Controls for settings and data entry in sections, as SwiftUI's `Form`: on iOS a list in the
/// inset grouped style, whatever `listStyle` says.
nonisolated public struct Form<Content: View>: View, PrimitiveView {
    let content: Content

    /// A form of the rows and sections `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        [ListContentNode.list(of: content, style: .insetGrouped, in: environment)]
    }
}

/// How a form lays out its controls, as in SwiftUI; on iOS every style draws as inset grouped.
public protocol FormStyle {}

/// The platform's form style.
public struct AutomaticFormStyle: FormStyle {
    /// The automatic style.
    public init() {}
}

/// Sections of rows, as iOS draws forms.
public struct GroupedFormStyle: FormStyle {
    /// The grouped style.
    public init() {}
}

/// Labels and controls in columns (a macOS style; iOS draws it grouped).
public struct ColumnsFormStyle: FormStyle {
    /// The columns style.
    public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's form style.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Sections of rows.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Labels and controls in columns.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

nonisolated extension View {
    /// Draws the forms inside in `style` (on iOS all form styles look inset grouped).
    public func formStyle<S: FormStyle>(_ style: S) -> some View { unchangedInRender() }
}
