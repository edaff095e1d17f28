import Foundation

/// The wheel style: iOS's picker wheels, 216 points tall, one per part of the date
/// (`DatePickerWheelColumn`). The selected row is magnified inside a grey band across the
/// wheels; the rows above and below turn away on a cylinder, shrinking towards the edges, at
/// 44.7% opacity (`DatePickerMetrics`).
nonisolated struct DatePickerWheel: View {
    let date: Date
    let components: DatePickerComponents
    @Environment(\.self) private var environment

    var body: some View {
        let columns = DatePickerWheelColumn.columns(for: date, components: components, format: DatePickerFormat(environment))
        DatePickerWheelLayout {
            DatePickerFill(part: .band)
            ForEach(columns.indices, id: \.self) { index in
                DatePickerWheelColumnView(column: columns[index],
                                          alignment: index == columns.count - 1 && index > 0 ? .leading : .trailing)
            }
        }
        .clipped()
    }
}

/// One wheel's rows, aligned on one edge: the selected row magnified, the others placed and
/// squashed as on the cylinder. Its size is its widest value's, one row tall.
nonisolated struct DatePickerWheelColumnView: View {
    let column: DatePickerWheelColumn
    let alignment: HorizontalAlignment

    var body: some View {
        let font = Font.system(size: DatePickerMetrics.wheelTextSize)
        let anchor: UnitPoint = alignment == .leading ? .leading : .trailing
        ZStack(alignment: Alignment(horizontal: alignment, vertical: .center)) {
            ForEach(column.widthTexts.indices, id: \.self) { index in
                Text(verbatim: column.widthTexts[index]).font(font).lineLimit(1).fixedSize().hidden()
            }
            ForEach(column.rows.indices, id: \.self) { index in
                let row = column.rows[index]
                let place = DatePickerWheelGeometry.row(row.offset)
                Text(verbatim: row.text)
                    .font(font)
                    .foregroundStyle(row.isEnabled ? Color.primary : DatePickerMetrics.unavailableWheelText)
                    .lineLimit(1)
                    .fixedSize()
                    .scaleEffect(x: place.scale.width, y: place.scale.height, anchor: anchor)
                    .opacity(row.offset == 0 ? 1 : DatePickerMetrics.offCenterOpacity)
                    .offset(y: place.y)
            }
        }
    }
}

/// Where a wheel's rows appear: the model of Flutter's `ListWheelViewport`, measured against
/// iOS. Row `k` sits at the angle `k` x 2 x (row extent / height) x asin(1 / diameter ratio) /
/// squeeze on a cylinder of diameter height x diameter ratio, seen with perspective.
enum DatePickerWheelGeometry {
    private typealias Metrics = DatePickerMetrics

    /// The rows the wheel shows on each side of the selection: those turned at most
    /// asin(1 / diameter ratio), where the cylinder meets the wheel's top and bottom edges.
    static let visibleRows = Int((maxAngle / angleStep).rounded(.down))

    private static var maxAngle: CGFloat { asin(1 / Metrics.diameterRatio) }

    /// The angle between neighbouring rows.
    private static var angleStep: CGFloat { 2 * Metrics.rowExtent / Metrics.wheelHeight * maxAngle / Metrics.squeeze }

    /// Row `offset`'s centre below the wheel's centre and its scale: the selected row is
    /// magnified; the others span the projections of their top and bottom edges, and are
    /// narrowed by the perspective at their centre.
    static func row(_ offset: Int) -> (y: CGFloat, scale: CGSize) {
        guard offset != 0 else { return (0, CGSize(width: Metrics.magnification, height: Metrics.magnification)) }
        let angle = CGFloat(offset) * angleStep
        let top = projection(angle - angleStep / 2).y, bottom = projection(angle + angleStep / 2).y
        return ((top + bottom) / 2, CGSize(width: 1 / projection(angle).divisor, height: (bottom - top) / Metrics.rowExtent))
    }

    /// Where a point of the cylinder turned by `angle` appears below the centre, and the
    /// perspective's divisor there.
    private static func projection(_ angle: CGFloat) -> (y: CGFloat, divisor: CGFloat) {
        let radius = Metrics.wheelHeight * Metrics.diameterRatio / 2
        let divisor = 1 + Metrics.perspective * radius * (1 - cos(angle))
        return (radius * sin(angle) / divisor, divisor)
    }
}

/// Lays out the selection band and the wheels as Flutter's `CupertinoDatePicker` does after
/// iOS: each wheel as wide as its widest value plus 12 on each side, the first and last sharing
/// what is left of the picker's width (320 unless the wheels need more, centred in a wider
/// proposal); texts aligned on the trailing edge, the last wheel's on its leading edge; the band
/// 9 in from the picker's sides. 216 tall.
struct DatePickerWheelLayout: Layout {
    private typealias Metrics = DatePickerMetrics

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? pickerWidth(widths(subviews)), height: Metrics.wheelHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let band = subviews.first else { return }
        let widths = widths(subviews)
        let padding = Metrics.columnPadding
        let region = min(bounds.width, pickerWidth(widths))
        let spare = region - widths.reduce(0) { $0 + $1 + 2 * padding }
        var x = bounds.minX + (bounds.width - region) / 2
        band.place(at: CGPoint(x: x + Metrics.bandInset, y: bounds.midY), anchor: .leading,
                   proposal: ProposedViewSize(width: max(0, region - 2 * Metrics.bandInset),
                                              height: Metrics.rowExtent * Metrics.magnification))
        let last = widths.count - 1
        for (index, (column, width)) in zip(subviews.dropFirst(), widths).enumerated() {
            let columnWidth = width + 2 * padding + (index == 0 ? spare / 2 : 0) + (index == last ? spare / 2 : 0)
            let leading = index == last && index > 0
            column.place(at: CGPoint(x: leading ? x + padding : x + columnWidth - padding - width, y: bounds.midY),
                         anchor: .leading, proposal: .unspecified)
            x += columnWidth
        }
    }

    /// The wheels' widths: their widest values'.
    private func widths(_ subviews: Subviews) -> [CGFloat] {
        subviews.dropFirst().map { $0.sizeThatFits(.unspecified).width }
    }

    /// The picker's width: 320, or the wheels' with their padding and 24 more if that is wider.
    private func pickerWidth(_ widths: [CGFloat]) -> CGFloat {
        max(Metrics.wheelWidth, widths.reduce(4 * Metrics.columnPadding) { $0 + $1 + 2 * Metrics.columnPadding })
    }
}
