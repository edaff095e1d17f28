import Foundation
import ViewTree

/// Measures the text and views a chart lays out around its plot, in the chart's environment: the
/// same sizes whether the chart is drawn or its proxy is asked for the plot's frame.
@MainActor struct ChartMeasure {
    let environment: EnvironmentValues

    /// The ideal size of `view`.
    func size(of view: some View) -> CGSize {
        ImageRenderer(content: view.environment(\.self, environment)).layout.frame.size
    }
}
