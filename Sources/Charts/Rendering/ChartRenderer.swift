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

    init(marks: [ChartMark], environment: EnvironmentValues, size: CGSize) {
        self.marks = marks
        self.environment = environment
        self.size = size
        styles = ChartSeriesStyles(marks: marks, scale: environment.chartStyleScale)
    }

    /// Draws the chart.
    func draw(in context: inout GraphicsContext) {
        guard !marks.isEmpty else { return }
        let legendHeight = legendHeight(in: context)
        let area = CGRect(x: 0, y: 0, width: size.width, height: max(0, size.height - legendHeight))
        if marks.allSatisfy({ $0.kind == .sector }) {
            drawSectors(in: area, context: &context)
        } else {
            let layout = ChartCartesianLayout(marks: marks, environment: environment)
            let plot = layout.plot(in: area, context: context)
            if let style = environment.chartPlotStyle {
                context.draw(style(ChartPlotContent()).frame(width: plot.rect.width, height: plot.rect.height),
                             at: plot.rect.origin, anchor: .topLeading)
            }
            drawGrid(plot, layout: layout, context: &context)
            drawMarks(plot, layout: layout, context: &context)
            drawAxisLabels(plot, layout: layout, context: &context)
            drawAnnotations(plot, layout: layout, context: &context)
        }
        drawLegend(below: area.maxY, context: &context)
    }
}
