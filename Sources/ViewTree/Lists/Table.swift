import Foundation

/// The rows of a table, as SwiftUI's `TableRowContent`.
public protocol TableRowContent {
    /// The type of the rows.
    associatedtype TableRowValue: Identifiable
    /// The rows' values, in order.
    var _viewTreeRows: [TableRowValue] { get }
}

/// The rows of a table made from a collection.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    /// The rows' type.
    public typealias TableRowValue = Data.Element
    let data: Data

    /// The collection's elements.
    public var _viewTreeRows: [Data.Element] { Array(data) }
}

/// Rows and columns of values, as SwiftUI's `Table`. In a compact width (an iPhone) a table
/// shows its first column as a plain list, without headers, as iOS does; in a regular width (an
/// iPad) each row shows every column under a row of column titles. Selection and sorting are
/// the app's: a render shows the rows in the order given. The regular layout's metrics (titles
/// in the subheadline font, semibold and secondary, 16-point insets, rows at least 44 points
/// tall) are *unverified*.
public struct Table<Value, Rows: TableRowContent, Columns: TableColumnContent>: View
    where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
    let rows: Rows
    let columns: Columns
    @Environment(\.horizontalSizeClass) private var sizeClass

    init(rows: Rows, columns: Columns) {
        self.rows = rows
        self.columns = columns
    }

    /// The table as the width shows it.
    public var body: some View {
        let columns = self.columns._viewTreeColumns.columns
        let values = rows._viewTreeRows
        if sizeClass == .regular {
            VStack(spacing: 0) {
                cells(of: columns) { $0.title.font(.subheadline.weight(.semibold)).foregroundStyle(.secondary) }
                    .padding(.horizontal, 16)
                    .padding(.vertical, 8)
                Divider()
                List(values) { value in
                    cells(of: columns) { $0.cell(value) }
                        .frame(minHeight: 44)
                        .listRowInsets(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
                }
                .listStyle(.plain)
            }
        } else {
            List(values) { value in
                if let first = columns.first { first.cell(value) }
            }
            .listStyle(.plain)
        }
    }

    /// One row: each column's view, in the column's width.
    private func cells(of columns: [_ViewTreeTableColumns<Value>.Column],
                       @ViewBuilder _ cell: @escaping (_ViewTreeTableColumns<Value>.Column) -> some View) -> some View {
        HStack(spacing: 0) {
            ForEach(columns.indices, id: \.self) { index in
                let column = columns[index]
                cell(column).frame(minWidth: column.minWidth, idealWidth: column.idealWidth,
                                   maxWidth: column.maxWidth ?? .infinity, alignment: Alignment(horizontal: column.alignment, vertical: .center))
            }
        }
    }
}

extension Table {
    /// A table of `data`'s elements in `columns`.
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }

    /// A table of `data`'s elements in `columns`, one of them selectable.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }

    /// A table of `data`'s elements in `columns`, several of them selectable.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }

    /// A table of `data`'s elements in `columns`, sorted by the app through `sortOrder`.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, sortOrder: Binding<[Sort]>,
                                                                   @TableColumnBuilder<Value, Sort> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }

    /// A table of `data`'s elements in `columns`, one selectable, sorted through `sortOrder`.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Value.ID?>,
                                                                   sortOrder: Binding<[Sort]>,
                                                                   @TableColumnBuilder<Value, Sort> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }

    /// A table of `data`'s elements in `columns`, several selectable, sorted through `sortOrder`.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                                                   sortOrder: Binding<[Sort]>,
                                                                   @TableColumnBuilder<Value, Sort> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }
}

/// How tables look, as SwiftUI's `TableStyle`; a render draws every style as the automatic one.
public protocol TableStyle {}

/// The platform's table style.
public struct AutomaticTableStyle: TableStyle {
    /// The style.
    public init() {}
}

/// A table inset from its container's edges.
public struct InsetTableStyle: TableStyle {
    /// The style.
    public init() {}
}

extension TableStyle where Self == AutomaticTableStyle {
    /// The platform's table style.
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    /// A table inset from its container's edges.
    public static var inset: InsetTableStyle { InsetTableStyle() }
}

nonisolated extension View {
    /// Sets the style of the tables inside (drawn as the automatic style).
    public func tableStyle<S: TableStyle>(_ style: S) -> some View { unchangedInRender() }
}
