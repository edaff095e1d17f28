import Foundation
import Raster
import ViewTree

/// Draws a chart's marks into a canvas of `size`: lays out the plot, axes and legend, then draws
/// them in Swift Charts' order (plot style, grid, marks, axis labels, annotations, legend).
@MainActor struct ChartRenderer {
    let marks: [ChartMark]
    let environment: EnvironmentValues
    let size: CGSize
    let styles: ChartSeriesStyles
    let measure: ChartMeasure

    /// The part of the chart beside the legend, where the plot and its axes go (between the axes'
    /// titles).
    private(set) var area = CGRect.zero

    init(marks: [ChartMark], environment: EnvironmentValues, size: CGSize) {
        self.marks = marks
        self.environment = environment
        self.size = size
        styles = ChartSeriesStyles(marks: marks, scale: environment.chartStyleScale, symbolScale: environment.chartSymbolScale,
                                   lineStyleScale: environment.chartLineStyleScale)
        measure = ChartMeasure(environment: environment)
        let legend = legendHeight(), xTitle = xTitleHeight(), yTitle = yTitleHeight()
        area = CGRect(x: 0, y: yTitle + (legendOnTop ? legend : 0), width: size.width,
                      height: max(0, size.height - legend - xTitle - yTitle))
    }

    /// Whether the chart is a pie or donut chart, with no axes.
    var isRadial: Bool { marks.allSatisfy { $0.kind == .sector } }

    /// The chart's scales and its plot area.
    func cartesianPlot() -> (layout: ChartCartesianLayout, plot: ChartPlot) {
        let layout = ChartCartesianLayout(marks: marks, environment: environment)
        return (layout, layout.plot(in: area, measure: measure))
    }

    /// Draws the chart.
    func draw(in context: inout GraphicsContext) {
        guard !marks.isEmpty else { return }
        if isRadial {
            drawSectors(in: area, context: &context)
        } else {
            let (layout, plot) = cartesianPlot()
            if let style = environment.chartPlotStyle {
                context.draw(style(ChartPlotContent()).frame(width: plot.rect.width, height: plot.rect.height),
                             at: plot.rect.origin, anchor: .topLeading)
            }
            drawGrid(plot, layout: layout, context: &context)
            if layout.isScrolled {
                // The marks scrolled out of the visible domain stay outside the plot.
                var clipped = context
                clipped.clip(to: Path(plot.rect))
                drawMarks(plot, layout: layout, context: &clipped)
            } else {
                drawMarks(plot, layout: layout, context: &context)
            }
            drawAxisLabels(plot, layout: layout, context: &context)
            drawAnnotations(plot, layout: layout, context: &context)
            drawTitles(plot, layout: layout, context: &context)
        }
        drawLegend(context: &context)
    }
}
