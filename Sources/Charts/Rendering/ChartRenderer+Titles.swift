import Foundation
import ViewTree

extension ChartRenderer {
    /// The axis titles as drawn: in the axis labels' font and secondary style (*unverified*).
    private func styled(_ title: ChartAxisTitle) -> some View {
        title.content.font(ChartMetrics.labelFont).foregroundStyle(.secondary)
    }

    /// The height the x axis's title takes below the axis, its spacing included.
    func xTitleHeight() -> CGFloat {
        guard !isRadial, let title = environment.chartXAxisTitle else { return 0 }
        return measure.size(of: styled(title)).height + (title.spacing ?? ChartMetrics.titleSpacing)
    }

    /// The height the y axis's title takes above the plot, its spacing included.
    func yTitleHeight() -> CGFloat {
        guard !isRadial, let title = environment.chartYAxisTitle else { return 0 }
        return measure.size(of: styled(title)).height + (title.spacing ?? ChartMetrics.titleSpacing)
    }

    /// Draws the x axis's title centred below the plot's axis (above the legend), and the y
    /// axis's above the plot at the y axis's side (*unverified*: Swift Charts' default places).
    func drawTitles(_ plot: ChartPlot, layout: ChartCartesianLayout, context: inout GraphicsContext) {
        if let title = environment.chartXAxisTitle {
            let y = area.maxY + (title.spacing ?? ChartMetrics.titleSpacing)
            context.draw(styled(title), at: CGPoint(x: plot.rect.midX, y: y), anchor: .top)
        }
        if let title = environment.chartYAxisTitle {
            let leading = layout.yAxisOnLeading
            let y = area.minY - yTitleHeight()
            context.draw(styled(title), at: CGPoint(x: leading ? 0 : size.width, y: y), anchor: leading ? .topLeading : .topTrailing)
        }
    }
}
