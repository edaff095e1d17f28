import Foundation
import Raster
import ViewTree

extension ChartRenderer {
    /// Draws the marks, the points of each line and area joined in their series.
    func drawMarks(_ plot: ChartPlot, layout: ChartCartesianLayout, context: inout GraphicsContext) {
        var drawnSeries: Set<[ChartDatum?]> = []
        // In order, those of a higher `zIndex` over the others; each moved by its `offset`.
        let order = marks.indices.sorted { (marks[$0].zIndex, $0) < (marks[$1].zIndex, $1) }
        for index in order {
            let mark = marks[index]
            var context = context
            context.translateBy(x: mark.offset.width, y: mark.offset.height)
            switch mark.kind {
            case .bar, .rectangle:
                guard let rect = rect(of: index, plot: plot, layout: layout).map(mark.edgeOffsets.apply) else { continue }
                let shape = mark.cornerRadius > 0 ? Path(roundedRect: rect, cornerRadius: min(mark.cornerRadius, rect.width / 2, rect.height / 2))
                                                  : Path(rect)
                fill(shape, of: mark, context: &context)
            case .line, .area:
                let series = [mark.kind == .line ? ChartDatum.category("line") : .category("area")] + mark.seriesKey
                guard drawnSeries.insert(series).inserted else { continue }
                let members = marks.indices.filter { marks[$0].kind == mark.kind && marks[$0].seriesKey == mark.seriesKey }
                if mark.kind == .line {
                    drawLine(members, plot: plot, context: &context)
                } else {
                    drawArea(members, plot: plot, layout: layout, context: &context)
                }
            case .point:
                guard let center = plot.point(x: mark.x, y: mark.y) else { continue }
                if let view = mark.symbolView {
                    context.draw(view, at: center, anchor: .center)
                } else {
                    drawSymbol(styles.symbol(of: mark) ?? ChartSymbol(BasicChartSymbolShape.circle), of: mark, at: center, context: &context)
                }
            case .rule:
                drawRule(mark, plot: plot, context: &context)
            case .sector:
                continue
            }
        }
    }

    /// The rectangle of the bar or rectangle mark at `index`.
    func rect(of index: Int, plot: ChartPlot, layout: ChartCartesianLayout) -> CGRect? {
        let mark = marks[index]
        if mark.kind == .rectangle {
            guard var xs = plot.span(mark.x, horizontal: true), var ys = plot.span(mark.y, horizontal: false) else { return nil }
            let fixed = mark.fixedPositions
            if mark.x == nil { xs = ChartFixedPositions.span(of: xs, start: fixed.xStart, end: fixed.xEnd) }
            if mark.y == nil { ys = ChartFixedPositions.span(of: ys, start: fixed.yStart, end: fixed.yEnd) }
            xs = resize(xs, to: mark.width, automatic: plot.xScale?.isCategorical == true ? nil : ChartMetrics.automaticMarkSize)
            ys = resize(ys, to: mark.height, automatic: plot.yScale?.isCategorical == true ? nil : ChartMetrics.automaticMarkSize)
            return CGRect(x: xs.lowerBound, y: ys.lowerBound, width: xs.upperBound - xs.lowerBound, height: ys.upperBound - ys.lowerBound)
        }
        guard let extent = layout.extents[index],
              var band = plot.span(extent.band, horizontal: extent.vertical),
              let low = extent.vertical ? plot.y(of: extent.low) : plot.x(of: extent.low),
              let high = extent.vertical ? plot.y(of: extent.high) : plot.x(of: extent.high) else { return nil }
        band = barBand(band, mark: mark, extent: extent, plot: plot, layout: layout)
        let values = min(low, high)...max(low, high)
        let (xs, ys) = extent.vertical ? (band, values) : (values, band)
        return CGRect(x: xs.lowerBound, y: ys.lowerBound, width: xs.upperBound - xs.lowerBound, height: ys.upperBound - ys.lowerBound)
    }

    /// The part of its band a bar fills: the band's middle share, its slot among the bars placed
    /// side by side with `position(by:)`, or the size the mark asks for.
    private func barBand(_ band: ClosedRange<CGFloat>, mark: ChartMark, extent: ChartBarExtent, plot: ChartPlot,
                         layout: ChartCartesianLayout) -> ClosedRange<CGFloat> {
        let dimension = extent.vertical ? mark.width : mark.height
        var span = band.upperBound - band.lowerBound
        if span == 0 {
            // A bar at a number or date of a continuous scale: no band of its own.
            span = ChartMetrics.automaticMarkSize / ChartMetrics.barBandRatio
        }
        let center = (band.lowerBound + band.upperBound) / 2
        if extent.band == nil { return band }
        if let key = mark.positionKey, let slot = layout.positionKeys.firstIndex(of: key), layout.positionKeys.count > 1 {
            let group = span * ChartMetrics.groupBandRatio, width = group / CGFloat(layout.positionKeys.count)
            let start = center - group / 2 + CGFloat(slot) * width
            let thickness = dimension.resolve(automatic: width)
            let middle = start + width / 2
            return (middle - thickness / 2)...(middle + thickness / 2)
        }
        let thickness = dimension.resolve(automatic: span * ChartMetrics.barBandRatio)
        return (center - thickness / 2)...(center + thickness / 2)
    }

    /// `span` made `dimension` long around its centre (`automatic` points when the dimension is
    /// automatic and the span is a point; the span itself when `automatic` is `nil`).
    private func resize(_ span: ClosedRange<CGFloat>, to dimension: MarkDimension, automatic: CGFloat?) -> ClosedRange<CGFloat> {
        let length = span.upperBound - span.lowerBound
        if dimension.isAutomatic && (length > 0 || automatic == nil) { return span }
        let size = dimension.resolve(automatic: length > 0 ? length : automatic ?? 0)
        let center = (span.lowerBound + span.upperBound) / 2
        return (center - size / 2)...(center + size / 2)
    }

    /// Fills `path` with `mark`'s style and opacity.
    func fill(_ path: Path, of mark: ChartMark, context: inout GraphicsContext) {
        var context = context
        context.opacity = mark.opacity
        context.fill(path, with: .style(styles.style(of: mark)))
    }

    /// Draws the line through the marks at `indices`, and their symbols.
    private func drawLine(_ indices: [Int], plot: ChartPlot, context: inout GraphicsContext) {
        let points = indices.compactMap { plot.point(x: marks[$0].x, y: marks[$0].y) }
        guard let first = indices.first.map({ marks[$0] }) else { return }
        var lineContext = context
        lineContext.opacity = first.opacity
        lineContext.stroke(ChartInterpolation.path(through: points, method: first.interpolation),
                           with: .style(styles.style(of: first)), style: styles.lineStyle(of: first) ?? ChartMetrics.lineStyle)
        for index in indices {
            guard let center = plot.point(x: marks[index].x, y: marks[index].y) else { continue }
            if let view = marks[index].symbolView {
                context.draw(view, at: center, anchor: .center)
            } else if let symbol = styles.symbol(of: marks[index]) {
                drawSymbol(symbol, of: marks[index], at: center, context: &context)
            }
        }
    }

    /// Fills the area of the marks at `indices`, between their low and high values.
    private func drawArea(_ indices: [Int], plot: ChartPlot, layout: ChartCartesianLayout, context: inout GraphicsContext) {
        var highs: [CGPoint] = [], lows: [CGPoint] = []
        for index in indices {
            guard let extent = layout.extents[index], let x = plot.point(x: marks[index].x, y: nil)?.x,
                  let high = plot.y(of: extent.high), let low = plot.y(of: extent.low) else { continue }
            highs.append(CGPoint(x: x, y: high))
            lows.append(CGPoint(x: x, y: low))
        }
        guard let first = indices.first.map({ marks[$0] }), highs.count > 1 else { return }
        var path = ChartInterpolation.path(through: highs, method: first.interpolation)
        let back = ChartInterpolation.path(through: lows.reversed(), method: first.interpolation)
        if let start = lows.last { path.addLine(to: start) }
        back.forEach { element in
            switch element {
            case .move: break
            case .line(let to): path.addLine(to: to)
            case .quadCurve(let to, let control): path.addQuadCurve(to: to, control: control)
            case .curve(let to, let control1, let control2): path.addCurve(to: to, control1: control1, control2: control2)
            case .closeSubpath: break
            }
        }
        path.closeSubpath()
        fill(path, of: first, context: &context)
    }

    /// Draws `symbol` of `mark` centred on `center`, at the mark's symbol size.
    func drawSymbol(_ symbol: ChartSymbol, of mark: ChartMark, at center: CGPoint, context: inout GraphicsContext) {
        let side = mark.symbolSize.map { sqrt(max(0, $0)) } ?? ChartMetrics.symbolDiameter
        let rect = CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
        fill(symbol.path(rect), of: mark, context: &context)
    }

    /// The ends of a rule: across the plot (or its range), horizontal at a y value, else vertical.
    func ruleEnds(of mark: ChartMark, plot: ChartPlot) -> (start: CGPoint, end: CGPoint)? {
        guard let xs = plot.span(mark.x, horizontal: true), let ys = plot.span(mark.y, horizontal: false) else { return nil }
        let edges = mark.edgeOffsets
        if case .value = mark.y, !isValue(mark.x) {
            let y = (ys.lowerBound + ys.upperBound) / 2
            return (CGPoint(x: xs.lowerBound + edges.xStart, y: y), CGPoint(x: xs.upperBound + edges.xEnd, y: y))
        }
        let x = (xs.lowerBound + xs.upperBound) / 2
        return (CGPoint(x: x, y: ys.lowerBound + edges.yStart), CGPoint(x: x, y: ys.upperBound + edges.yEnd))
    }

    /// Draws a rule.
    private func drawRule(_ mark: ChartMark, plot: ChartPlot, context: inout GraphicsContext) {
        guard let (start, end) = ruleEnds(of: mark, plot: plot) else { return }
        var path = Path()
        path.move(to: start)
        path.addLine(to: end)
        var context = context
        context.opacity = mark.opacity
        context.stroke(path, with: .style(styles.style(of: mark)), style: mark.lineStyle ?? StrokeStyle(lineWidth: ChartMetrics.ruleWidth))
    }

    /// Whether `channel` plots one value.
    private func isValue(_ channel: ChartMarkChannel?) -> Bool {
        if case .value = channel { return true }
        return false
    }
}
