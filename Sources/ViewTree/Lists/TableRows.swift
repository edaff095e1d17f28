import Foundation

/// One row of a table, as SwiftUI's `TableRow`: a value the columns show a cell of.
public struct TableRow<Value: Identifiable>: TableRowContent {
    /// The row's type.
    public typealias TableRowValue = Value
    let value: Value

    /// The row of `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// The value.
    public var _viewTreeRows: [Value] { [value] }
}

/// Rows in order, as a `@TableRowBuilder` closure with several statements, an `if` or a loop
/// makes.
public struct _ViewTreeTableRows<Value: Identifiable>: TableRowContent {
    /// The rows' type.
    public typealias TableRowValue = Value
    /// The rows' values.
    public let _viewTreeRows: [Value]
}

/// Builds a table's rows from the statements of a closure, as SwiftUI's `TableRowBuilder`:
/// `TableRow`s, `ForEach`es of them and `Section`s.
@resultBuilder
public enum TableRowBuilder<Value: Identifiable> {
    /// Rows as they are.
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> _ViewTreeTableRows<Value>
        where Content.TableRowValue == Value {
        _ViewTreeTableRows(_viewTreeRows: content._viewTreeRows)
    }

    /// Several statements' rows, in order.
    public static func buildBlock(_ contents: _ViewTreeTableRows<Value>...) -> _ViewTreeTableRows<Value> {
        _ViewTreeTableRows(_viewTreeRows: contents.flatMap(\._viewTreeRows))
    }

    /// The rows inside an `if` without `else`.
    public static func buildOptional(_ content: _ViewTreeTableRows<Value>?) -> _ViewTreeTableRows<Value> {
        content ?? _ViewTreeTableRows(_viewTreeRows: [])
    }

    /// The rows of the branch taken.
    public static func buildEither(first: _ViewTreeTableRows<Value>) -> _ViewTreeTableRows<Value> { first }

    /// The rows of the branch taken.
    public static func buildEither(second: _ViewTreeTableRows<Value>) -> _ViewTreeTableRows<Value> { second }

    /// The rows of a `for` loop's passes.
    public static func buildArray(_ contents: [_ViewTreeTableRows<Value>]) -> _ViewTreeTableRows<Value> {
        _ViewTreeTableRows(_viewTreeRows: contents.flatMap(\._viewTreeRows))
    }

    /// Rows inside `if #available`.
    public static func buildLimitedAvailability(_ content: _ViewTreeTableRows<Value>) -> _ViewTreeTableRows<Value> { content }
}

extension ForEach: TableRowContent where Content: TableRowContent {
    /// The rows' type.
    public typealias TableRowValue = Content.TableRowValue

    /// The rows of every element, in order.
    public var _viewTreeRows: [Content.TableRowValue] { data.flatMap { content($0)._viewTreeRows } }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable, Content: TableRowContent {
    /// Rows made from each element of `data`.
    public init<RowValue>(_ data: Data, @TableRowBuilder<RowValue> content: @escaping (Data.Element) -> Content)
        where Content.TableRowValue == RowValue {
        self.init(data: data, id: \.id, content: content)
    }
}

extension Section: TableRowContent where Content: TableRowContent {
    /// The rows' type.
    public typealias TableRowValue = Content.TableRowValue

    /// The section's rows (a table draws them without the section's header).
    public var _viewTreeRows: [Content.TableRowValue] { content._viewTreeRows }
}

extension Section where Parent == EmptyView, Content: TableRowContent, Footer == EmptyView {
    /// A section of a table's rows.
    public init<RowValue>(@TableRowBuilder<RowValue> content: () -> Content) where Content.TableRowValue == RowValue {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }
}

extension Section where Parent == Text, Content: TableRowContent, Footer == EmptyView {
    /// A section of a table's rows titled `titleKey` (a table draws its rows without the title).
    public init<RowValue>(_ titleKey: LocalizedStringKey, @TableRowBuilder<RowValue> content: () -> Content)
        where Content.TableRowValue == RowValue {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView())
    }
}

extension Table {
    /// A table of the rows `rows` builds, in `columns`.
    public init(@TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns())
    }

    /// A table of the rows `rows` builds, in `columns`, one of them selectable.
    public init(selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns())
    }

    /// A table of the rows `rows` builds, in `columns`, several of them selectable.
    public init(selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns())
    }

    /// A table of the rows `rows` builds, in `columns`, sorted by the app through `sortOrder`.
    public init<Sort: SortComparator>(sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns())
    }

    /// A table of the rows `rows` builds, in `columns`, one selectable, sorted through `sortOrder`.
    public init<Sort: SortComparator>(selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns())
    }

    /// A table of the rows `rows` builds, in `columns`, several selectable, sorted through `sortOrder`.
    public init<Sort: SortComparator>(selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns())
    }
}
