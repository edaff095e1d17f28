import Foundation

/// The columns of a table, as SwiftUI's `TableColumnContent`: `TableColumn`s, or what
/// `TableColumnBuilder` builds from them.
public protocol TableColumnContent {
    /// The type of the rows the columns show.
    associatedtype TableRowValue: Identifiable
    /// The comparator that sorts by the columns (`Never` when they do not sort).
    associatedtype TableColumnSortComparator
    /// ViewTree's record of the columns, in order.
    var _viewTreeColumns: _ViewTreeTableColumns<TableRowValue> { get }
}

/// ViewTree's record of a table's columns: each one's title, width and cell.
public struct _ViewTreeTableColumns<RowValue: Identifiable>: TableColumnContent {
    /// The rows' type.
    public typealias TableRowValue = RowValue
    /// Columns built together sort by their own comparators.
    public typealias TableColumnSortComparator = Never

    /// One column.
    struct Column {
        let title: Text
        var minWidth: CGFloat?
        var idealWidth: CGFloat?
        var maxWidth: CGFloat?
        var alignment: HorizontalAlignment = .leading
        let cell: (RowValue) -> AnyView
    }

    var columns: [Column]

    /// The columns themselves.
    public var _viewTreeColumns: _ViewTreeTableColumns<RowValue> { self }
}

/// How a column aligns its cells.
public struct TableColumnAlignment: Hashable, Sendable {
    let alignment: HorizontalAlignment
    /// Leading for text, trailing for numbers, as the column's content decides.
    public static let automatic = TableColumnAlignment(alignment: .leading)
    /// At the leading edge.
    public static let leading = TableColumnAlignment(alignment: .leading)
    /// Centred.
    public static let center = TableColumnAlignment(alignment: .center)
    /// At the trailing edge.
    public static let trailing = TableColumnAlignment(alignment: .trailing)
    /// Trailing for numbers in the locale (leading in a render).
    public static let numeric = TableColumnAlignment(alignment: .trailing)
}

/// A column of a table, as SwiftUI's `TableColumn`: a title and the view of each row's cell,
/// optionally sorted by a key path of the row.
public struct TableColumn<RowValue: Identifiable, Sort, Content: View, Label: View>: TableColumnContent {
    /// The rows' type.
    public typealias TableRowValue = RowValue
    /// The comparator the column sorts by.
    public typealias TableColumnSortComparator = Sort

    private var column: _ViewTreeTableColumns<RowValue>.Column

    init(title: Text, cell: @escaping (RowValue) -> Content) {
        column = .init(title: title, cell: { AnyView(cell($0)) })
    }

    /// The column, for its table.
    public var _viewTreeColumns: _ViewTreeTableColumns<RowValue> { _ViewTreeTableColumns(columns: [column]) }

    /// The column `width` points wide (`nil`: the table decides).
    public func width(_ width: CGFloat?) -> TableColumn {
        var copy = self
        (copy.column.minWidth, copy.column.idealWidth, copy.column.maxWidth) = (width, width, width)
        return copy
    }

    /// The column between `min` and `max` points wide, `ideal` if it can.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var copy = self
        (copy.column.minWidth, copy.column.idealWidth, copy.column.maxWidth) = (min, ideal, max)
        return copy
    }

    /// How the column aligns its cells.
    public func alignment(_ alignment: TableColumnAlignment) -> TableColumn {
        var copy = self
        copy.column.alignment = alignment.alignment
        return copy
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// A column titled `titleKey` whose cells `content` makes.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey), cell: content)
    }

    /// A column titled `title` whose cells `content` makes.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title), cell: content)
    }

    /// A column titled `text` whose cells `content` makes.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text, cell: content)
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// A column titled `titleKey` showing each row's string at `value`, sorted by it.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.init(title: Text(titleKey), cell: { Text(verbatim: $0[keyPath: value]) })
    }

    /// A column titled `title` showing each row's string at `value`, sorted by it.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.init(title: Text(title), cell: { Text(verbatim: $0[keyPath: value]) })
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A column titled `titleKey` whose cells `content` makes, sorted by each row's `value`.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
                               @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey), cell: content)
    }

    /// A column titled `title` whose cells `content` makes, sorted by each row's `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>,
                                                  @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title), cell: content)
    }
}

/// Builds a table's columns, as SwiftUI's `TableColumnBuilder`.
@resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort> {
    /// One column, or columns built elsewhere.
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> _ViewTreeTableColumns<RowValue>
        where Column.TableRowValue == RowValue {
        column._viewTreeColumns
    }

    /// A column sorted by the table's comparator: its row type is the one the comparator
    /// compares, so a table whose rows come later (`Table(sortOrder:columns:rows:)`) still knows
    /// the root of `TableColumn("Name", value: \.name)`.
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> _ViewTreeTableColumns<RowValue>
        where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        column._viewTreeColumns
    }

    /// The columns, in order.
    public static func buildBlock(_ columns: _ViewTreeTableColumns<RowValue>...) -> _ViewTreeTableColumns<RowValue> {
        _ViewTreeTableColumns(columns: columns.flatMap(\.columns))
    }

    /// Columns shown only when a condition holds.
    public static func buildOptional(_ columns: _ViewTreeTableColumns<RowValue>?) -> _ViewTreeTableColumns<RowValue> {
        columns ?? _ViewTreeTableColumns(columns: [])
    }

    /// The columns of the branch taken.
    public static func buildEither(first columns: _ViewTreeTableColumns<RowValue>) -> _ViewTreeTableColumns<RowValue> { columns }

    /// The columns of the branch taken.
    public static func buildEither(second columns: _ViewTreeTableColumns<RowValue>) -> _ViewTreeTableColumns<RowValue> { columns }

    /// Columns behind `if #available`.
    public static func buildLimitedAvailability(_ columns: _ViewTreeTableColumns<RowValue>) -> _ViewTreeTableColumns<RowValue> {
        columns
    }
}
