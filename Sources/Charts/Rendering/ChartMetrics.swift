import Foundation
import Raster
import ViewTree

/// The sizes and styles Swift Charts draws its default chart furniture with. None is published;
/// each is *unverified* unless it says otherwise, chosen to look as iOS's charts do.
enum ChartMetrics {
    /// Axis value labels: caption 2 text (11 points on iOS at the default size), secondary.
    static let labelFont = Font.caption2
    /// Legend labels: as the axis labels.
    static let legendFont = Font.caption2
    /// The gap between the plot's trailing edge and the y axis's labels.
    static let yLabelSpacing: CGFloat = 4
    /// The gap between the plot's bottom and the x axis's labels.
    static let xLabelSpacing: CGFloat = 4
    /// A continuous x axis's label starts this far after its grid line.
    static let xLabelInset: CGFloat = 2
    /// The least gap between two x axis labels; a label closer to the one before is left out.
    static let minimumLabelGap: CGFloat = 4
    /// The gap between the x axis's labels (or the plot) and the legend.
    static let legendSpacing: CGFloat = 8
    /// The diameter of a legend's symbol, its gap to its label, and the gap between entries.
    static let legendSymbolSize: CGFloat = 7
    static let legendSymbolSpacing: CGFloat = 4
    static let legendEntrySpacing: CGFloat = 12
    /// Grid lines and ticks: hairlines of a light grey.
    static let gridLineWidth: CGFloat = 0.5
    static let gridColor = Color.gray.opacity(0.4)
    /// The length of an axis tick below a continuous x axis.
    static let tickLength: CGFloat = 4
    /// The share of its category's band a lone bar fills, and a group of bars placed side by side
    /// with `position(by:)` fills.
    static let barBandRatio: CGFloat = 0.6
    static let groupBandRatio: CGFloat = 0.8
    /// Lines: 2 points wide, with round caps and joins.
    static let lineStyle = StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)
    /// Rules: 1 point wide.
    static let ruleWidth: CGFloat = 1
    /// The diameter of a point's symbol.
    static let symbolDiameter: CGFloat = 7
    /// The size of a rectangle along a continuous axis, and of a bar at a number.
    static let automaticMarkSize: CGFloat = 20
    /// The gap between an axis title and the axis.
    static let titleSpacing: CGFloat = 4
    /// How far past its frame a chart's marks and annotations may draw.
    static let overdraw: CGFloat = 40
    /// The gap between a mark and its annotation.
    static let annotationSpacing: CGFloat = 4
}
