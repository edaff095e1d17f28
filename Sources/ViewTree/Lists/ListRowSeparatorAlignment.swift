import Foundation

extension HorizontalAlignment {
    /// Where a list row's separator starts: by default the leading edge of the row's first text
    /// (so separators line up with titles past icons, as on iOS), or the row's leading edge when
    /// it has no text. Set it with `alignmentGuide(.listRowSeparatorLeading)`.
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeading.self)

    /// Where a list row's separator ends: the row's trailing edge unless the row sets it with
    /// `alignmentGuide(.listRowSeparatorTrailing)`.
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailing.self)

    private enum ListRowSeparatorLeading: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
        // A container's value is its leading-most text's.
        static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
            parentValue = min(childValue, parentValue ?? .infinity)
        }
    }

    private enum ListRowSeparatorTrailing: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
        static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
            parentValue = max(childValue, parentValue ?? -.infinity)
        }
    }
}
