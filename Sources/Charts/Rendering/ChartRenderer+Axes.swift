import Foundation
import Raster
import ViewTree

extension ChartRenderer {
    /// Draws the grid lines and ticks of both axes.
    func drawGrid(_ plot: ChartPlot, layout: ChartCartesianLayout, context: inout GraphicsContext) {
        let rect = plot.rect
        for (isX, entries) in [(true, layout.entries(of: layout.xAxis, scale: plot.xScale, isX: true)),
                               (false, layout.entries(of: layout.yAxis, scale: plot.yScale, isX: false))] {
            for entry in entries {
                guard let position = isX ? plot.x(of: entry.datum) : plot.y(of: entry.datum) else { continue }
                for part in entry.parts {
                    var path = Path()
                    let stroke: StrokeStyle?, shapeStyle: AnyShapeStyle?
                    switch part {
                    case .gridLine(let strokeStyle, let style):
                        (stroke, shapeStyle) = (strokeStyle, style)
                        if isX {
                            path.move(to: CGPoint(x: position, y: rect.minY))
                            path.addLine(to: CGPoint(x: position, y: rect.maxY))
                        } else {
                            path.move(to: CGPoint(x: rect.minX, y: position))
                            path.addLine(to: CGPoint(x: rect.maxX, y: position))
                        }
                    case .tick(let length, let strokeStyle, let style):
                        (stroke, shapeStyle) = (strokeStyle, style)
                        let length = length ?? ChartMetrics.tickLength
                        if isX {
                            let edge = layout.xAxisOnTop ? rect.minY : rect.maxY
                            path.move(to: CGPoint(x: position, y: edge))
                            path.addLine(to: CGPoint(x: position, y: edge + (layout.xAxisOnTop ? -length : length)))
                        } else {
                            let edge = layout.yAxisOnLeading ? rect.minX : rect.maxX
                            path.move(to: CGPoint(x: edge, y: position))
                            path.addLine(to: CGPoint(x: edge + (layout.yAxisOnLeading ? -length : length), y: position))
                        }
                    default:
                        continue
                    }
                    context.stroke(path, with: shapeStyle.map { .style($0) } ?? .color(ChartMetrics.gridColor),
                                   style: stroke ?? StrokeStyle(lineWidth: ChartMetrics.gridLineWidth))
                }
            }
        }
    }

    /// Draws the value labels of both axes: below (or above) the plot for x, centred on a
    /// category's band or starting just after a continuous value's grid line; on the trailing (or
    /// leading) side for y, centred on the value.
    func drawAxisLabels(_ plot: ChartPlot, layout: ChartCartesianLayout, context: inout GraphicsContext) {
        let rect = plot.rect
        let xEntries = layout.entries(of: layout.xAxis, scale: plot.xScale, isX: true)
        let positions = xEntries.compactMap { plot.x(of: $0.datum) }.sorted()
        // Where the last label drawn ends: a label that would overlap it is left out, as Swift
        // Charts thins crowded axes (*unverified*: how it chooses is not published).
        var lastEnd = -CGFloat.infinity
        for (entry, label) in ChartCartesianLayout.labels(of: xEntries) {
            guard var x = plot.x(of: entry.datum) else { continue }
            let top = layout.xAxisOnTop
            let y = top ? rect.minY - ChartMetrics.xLabelSpacing : rect.maxY + ChartMetrics.xLabelSpacing
            var centred = plot.xScale?.isCategorical ?? true
            if label.centered, !centred {
                // Halfway to the next value (or the plot's end).
                x = (x + (positions.first { $0 > x + 0.5 } ?? rect.maxX)) / 2
                centred = true
            }
            // A label starting at the plot's trailing edge would run past it: Swift Charts shows none there (*unverified*).
            if x >= rect.maxX - 0.5 { continue }
            let anchor: UnitPoint = centred ? (top ? .bottom : .top) : (top ? .bottomLeading : .topLeading)
            var point = CGPoint(x: centred ? x : x + ChartMetrics.xLabelInset, y: y)
            let width = ChartCartesianLayout.measure(label, at: entry, among: xEntries, measure: measure).width
            // Kept inside the chart's frame, which clips what runs past it.
            var start = point.x - anchor.x * width
            let shift = max(0, -start) - max(0, start + width - size.width)
            point.x += shift
            start += shift
            guard start >= lastEnd + ChartMetrics.minimumLabelGap else { continue }
            lastEnd = start + width
            drawLabel(label, at: entry, among: xEntries, point: point, anchor: anchor, context: &context)
        }
        let yEntries = layout.entries(of: layout.yAxis, scale: plot.yScale, isX: false)
        for (entry, label) in ChartCartesianLayout.labels(of: yEntries) {
            guard let y = plot.y(of: entry.datum) else { continue }
            let leading = layout.yAxisOnLeading
            let point = CGPoint(x: leading ? rect.minX - ChartMetrics.yLabelSpacing : rect.maxX + ChartMetrics.yLabelSpacing, y: y)
            drawLabel(label, at: entry, among: yEntries, point: point, anchor: leading ? .trailing : .leading, context: &context)
        }
    }

    /// Draws `label` of `entry` with its `anchor` at `point`, in the secondary style.
    private func drawLabel(_ label: ChartAxisLabel, at entry: ChartAxisEntry, among entries: [ChartAxisEntry], point: CGPoint,
                           anchor: UnitPoint, context: inout GraphicsContext) {
        let point = CGPoint(x: point.x + label.offset.width, y: point.y + label.offset.height)
        let style = label.style ?? AnyShapeStyle(.secondary)
        if let view = label.view {
            context.draw(view.font(label.font ?? ChartMetrics.labelFont).foregroundStyle(style), at: point, anchor: anchor)
        } else {
            let text = ChartCartesianLayout.text(of: label, at: entry, among: entries).foregroundStyle(style)
            context.draw(text, at: point, anchor: anchor)
        }
    }
}
