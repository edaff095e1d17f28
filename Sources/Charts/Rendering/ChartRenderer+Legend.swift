import Foundation
import Raster
import ViewTree

extension ChartRenderer {
    /// Whether the chart has a legend: marks styled by value, unless the legend is hidden.
    private var showsLegend: Bool {
        let settings = environment.chartLegend
        return settings.visibility != .hidden && (settings.content != nil || !styles.keys.isEmpty)
    }

    /// The legend's entries: a label for each series key, in order.
    private func legendLabels() -> [Text] {
        styles.keys.map { $0.text.font(ChartMetrics.legendFont) }
    }

    /// The height the legend takes below the plot, its spacing included (0 without a legend).
    func legendHeight() -> CGFloat {
        guard showsLegend else { return 0 }
        let spacing = environment.chartLegend.spacing ?? ChartMetrics.legendSpacing
        if let content = environment.chartLegend.content { return measure.size(of: content).height + spacing }
        return legendRows().reduce(0) { $0 + $1.height } + spacing
    }

    /// The legend's entries in rows that fit the chart's width: each entry's key index, size and
    /// horizontal offset, and each row's height.
    private func legendRows() -> [(entries: [(index: Int, size: CGSize, x: CGFloat)], height: CGFloat)] {
        var rows: [(entries: [(index: Int, size: CGSize, x: CGFloat)], height: CGFloat)] = []
        var x: CGFloat = 0
        for (index, label) in legendLabels().enumerated() {
            let text = measure.size(of: label)
            let width = ChartMetrics.legendSymbolSize + ChartMetrics.legendSymbolSpacing + text.width
            if rows.isEmpty || (x > 0 && x + width > size.width) {
                rows.append(([], 0))
                x = 0
            }
            rows[rows.count - 1].entries.append((index, text, x))
            rows[rows.count - 1].height = max(rows[rows.count - 1].height, text.height)
            x += width + ChartMetrics.legendEntrySpacing
        }
        return rows
    }

    /// Whether the legend goes above the plot (`chartLegend(position: .top)`), not below it.
    var legendOnTop: Bool { environment.chartLegend.position.kind == .top }

    /// Draws the legend below the plot's axes (or at the top): for each series its symbol (a
    /// circle unless symbols are chosen by the same value) and its name, in the secondary style,
    /// in rows aligned as `chartLegend(alignment:)` says (leading by default, *unverified*).
    func drawLegend(context: inout GraphicsContext) {
        guard showsLegend else { return }
        let spacing = environment.chartLegend.spacing ?? ChartMetrics.legendSpacing
        var y = legendOnTop ? 0 : area.maxY + xTitleHeight() + spacing
        let alignment = environment.chartLegend.alignment
        // The share of the room left beside a row that goes before it.
        let lead: CGFloat = alignment == .center ? 0.5 : alignment == .trailing ? 1 : 0
        if let content = environment.chartLegend.content {
            context.draw(content, at: CGPoint(x: lead * size.width, y: y), anchor: UnitPoint(x: lead, y: 0))
            return
        }
        let labels = legendLabels()
        for row in legendRows() {
            let last = row.entries.last
            let rowWidth = last.map { $0.x + ChartMetrics.legendSymbolSize + ChartMetrics.legendSymbolSpacing + $0.size.width } ?? 0
            let shift = lead * max(0, size.width - rowWidth)
            for var entry in row.entries {
                entry.x += shift
                let key = styles.keys[entry.index]
                let side = ChartMetrics.legendSymbolSize
                let symbolRect = CGRect(x: entry.x, y: y + (row.height - side) / 2, width: side, height: side)
                let mark = marks.first { $0.styleKey == key && $0.symbolKey == key }
                let symbol = mark.flatMap(styles.symbol(of:)) ?? ChartSymbol(BasicChartSymbolShape.circle)
                context.fill(symbol.path(symbolRect), with: .style(styles.style(of: key)))
                context.draw(labels[entry.index].foregroundStyle(.secondary),
                             at: CGPoint(x: entry.x + side + ChartMetrics.legendSymbolSpacing, y: y + row.height / 2), anchor: .leading)
            }
            y += row.height
        }
    }
}
