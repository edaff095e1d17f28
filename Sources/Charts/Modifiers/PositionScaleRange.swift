import Foundation

/// The positions a chart's scale spans, as Swift Charts' `PositionScaleRange`.
public protocol PositionScaleRange {}

/// The plot's width or height, less padding at either end, as Swift Charts'
/// `PlotDimensionScaleRange`.
public struct PlotDimensionScaleRange: PositionScaleRange {
    /// The padding at the start (leading, bottom) and the end of the scale, in points.
    let padding: ChartScalePadding
}

extension PositionScaleRange where Self == PlotDimensionScaleRange {
    /// The whole plot dimension.
    public static var plotDimension: PlotDimensionScaleRange { PlotDimensionScaleRange(padding: ChartScalePadding()) }

    /// The plot dimension less `padding` points at both ends.
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(padding: ChartScalePadding(start: padding, end: padding))
    }

    /// The plot dimension less `startPadding` and `endPadding` points.
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(padding: ChartScalePadding(start: startPadding, end: endPadding))
    }
}

/// Room left at the ends of a scale: at its start (the leading edge for x, the bottom for y) and end.
struct ChartScalePadding {
    var start: CGFloat = 0
    var end: CGFloat = 0
}
