/// The column an interpolated value is padded to in a `Logger` message, as the `align:` argument
/// of its interpolation: printf's field width, with spaces on the left (`right(columns:)`) or the
/// right (`left(columns:)`). Widths count characters and are read when the message is written.
public struct OSLogStringAlignment {
    /// The minimum width, evaluated when the message is written.
    let minimumColumnWidth: (() -> Int)?
    /// Whether the value sits at the column's start, padded on the right.
    let leftAligned: Bool

    /// No padding.
    public static var none: OSLogStringAlignment {
        OSLogStringAlignment(minimumColumnWidth: nil, leftAligned: false)
    }

    /// The value at the end of a column of at least `columns` characters, padded on the left.
    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(minimumColumnWidth: columns, leftAligned: false)
    }

    /// The value at the start of a column of at least `columns` characters, padded on the right.
    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(minimumColumnWidth: columns, leftAligned: true)
    }

    /// A printf specifier of `conversion` with this alignment's width and side.
    func specifier(_ conversion: Character) -> PrintfSpecifier {
        PrintfSpecifier(leftAligned: leftAligned, width: minimumColumnWidth?(), conversion: conversion)
    }
}
