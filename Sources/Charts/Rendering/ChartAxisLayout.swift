import Foundation
import ViewTree

/// One value an axis marks, with the parts drawn for it.
struct ChartAxisEntry {
    let datum: ChartDatum
    let parts: [ChartAxisPart]
    let marks: ChartAxisMarks
}

extension ChartCartesianLayout {
    /// The values `axis` marks on `scale`, with their parts: the axis's own marks, or the
    /// automatic ones (a grid line, a tick below a continuous x axis and a label; a label only on
    /// a category axis).
    func entries(of axis: ChartAxisSettings, scale: ChartScale?, isX: Bool) -> [ChartAxisEntry] {
        guard let scale, axis.visibility != .hidden else { return [] }
        return (axis.marks ?? [.automatic]).flatMap { marks -> [ChartAxisEntry] in
            let values = Self.values(of: marks.values, on: scale)
            return values.enumerated().map { index, datum in
                let value = AxisValue(datum: datum, index: index, count: values.count)
                var parts = marks.parts(at: value)
                if marks.content == nil {
                    parts = parts.filter { part in
                        switch part {
                        case .gridLine: !scale.isCategorical
                        case .tick: isX && !scale.isCategorical
                        default: true
                        }
                    }
                }
                return ChartAxisEntry(datum: datum, parts: parts, marks: marks)
            }
        }
    }

    /// The values `values` picks on `scale`.
    private static func values(of values: AxisMarkValues, on scale: ChartScale) -> [ChartDatum] {
        switch (values.kind, scale) {
        case (.explicit(let data), _):
            return data
        case (.numberStride(let step), .continuous(let lower, let upper, _, _)) where step > 0:
            let first = (min(lower, upper) / step - 1e-9).rounded(.up), last = (max(lower, upper) / step + 1e-9).rounded(.down)
            guard first <= last, last - first < 1000 else { return [] }
            return stride(from: first, through: last, by: 1).map { .number($0 * step) }
        case (.dateStride(let component, let count), .continuous(let lower, let upper, _, _)):
            return ChartScale.dateStride(from: lower, to: upper, component: component, count: count)
                .map { .date(Date(timeIntervalSince1970: $0)) }
        default:
            return scale.ticks
        }
    }

    /// The text of a label of `datum` on `scale` when the app gives none: numbers as the locale
    /// writes them, dates by the spacing of the axis's values (hours, days, months or years).
    static func defaultText(of datum: ChartDatum, among entries: [ChartAxisEntry]) -> Text {
        guard case .date(let date) = datum else { return datum.text }
        let dates = entries.compactMap { entry -> Double? in
            if case .date(let date) = entry.datum { return date.timeIntervalSince1970 }
            return nil
        }
        let spacing = zip(dates, dates.dropFirst()).map { $1 - $0 }.min() ?? 86_400
        switch spacing {
        case ..<86_000: return Text(date, format: .dateTime.hour())
        case ..<(28 * 86_400): return Text(date, format: .dateTime.month(.abbreviated).day())
        case ..<(360 * 86_400): return Text(date, format: .dateTime.month(.abbreviated))
        default: return Text(date, format: .dateTime.year())
        }
    }

    /// The text of `label` at `entry`, in the axis labels' font.
    static func text(of label: ChartAxisLabel, at entry: ChartAxisEntry, among entries: [ChartAxisEntry]) -> Text {
        let text = label.format?(entry.datum) ?? entry.marks.format?(entry.datum) ?? defaultText(of: entry.datum, among: entries)
        return text.font(label.font ?? ChartMetrics.labelFont)
    }

    /// The labels of `entries`.
    static func labels(of entries: [ChartAxisEntry]) -> [(entry: ChartAxisEntry, label: ChartAxisLabel)] {
        entries.flatMap { entry in
            entry.parts.compactMap { part -> (ChartAxisEntry, ChartAxisLabel)? in
                if case .label(let label) = part { return (entry, label) }
                return nil
            }
        }
    }

    /// The size of the largest label of `entries`.
    func largestLabel(of entries: [ChartAxisEntry], measure: ChartMeasure) -> CGSize {
        Self.labels(of: entries).reduce(CGSize.zero) { size, labelled in
            let measured = Self.measure(labelled.label, at: labelled.entry, among: entries, measure: measure)
            return CGSize(width: max(size.width, measured.width), height: max(size.height, measured.height))
        }
    }

    /// The size of `label` at `entry`.
    static func measure(_ label: ChartAxisLabel, at entry: ChartAxisEntry, among entries: [ChartAxisEntry],
                        measure: ChartMeasure) -> CGSize {
        if let view = label.view { return measure.size(of: view.font(label.font ?? ChartMetrics.labelFont)) }
        return measure.size(of: text(of: label, at: entry, among: entries))
    }

    /// The plot area in `area`, after the room the axes' labels take.
    func plot(in area: CGRect, measure: ChartMeasure) -> ChartPlot {
        let xEntries = entries(of: xAxis, scale: xScale, isX: true)
        let yEntries = entries(of: yAxis, scale: yScale, isX: false)
        let xLabel = largestLabel(of: xEntries, measure: measure)
        let yLabel = largestLabel(of: yEntries, measure: measure)
        var rect = area
        let yWidth = yLabel.width > 0 ? yLabel.width + ChartMetrics.yLabelSpacing : 0
        if yAxisOnLeading { rect.origin.x += yWidth }
        rect.size.width -= yWidth
        let xHeight = xLabel.height > 0 ? xLabel.height + ChartMetrics.xLabelSpacing : 0
        if xAxisOnTop { rect.origin.y += xHeight }
        rect.size.height -= xHeight
        // The top and bottom y labels are centred on their grid lines: keep room for their halves.
        if yLabel.height > 0, yScale?.isCategorical == false {
            if !xAxisOnTop { rect.origin.y += yLabel.height / 2 }
            rect.size.height -= yLabel.height / 2
            if xHeight == 0 { rect.size.height -= yLabel.height / 2 }
        }
        rect.size.width = max(0, rect.width)
        rect.size.height = max(0, rect.height)
        return ChartPlot(rect: rect, xScale: xScale, yScale: yScale, xPadding: xPadding, yPadding: yPadding)
    }

    /// Whether the y axis's marks are on the leading side.
    var yAxisOnLeading: Bool { yAxis.marks?.first?.position == .leading }

    /// Whether the x axis's marks are at the top.
    var xAxisOnTop: Bool { xAxis.marks?.first?.position == .top }
}
