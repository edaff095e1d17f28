import Foundation
import ViewTree

/// A chart's geometry for the views of `chartOverlay` and `chartBackground`, as Swift Charts'
/// `ChartProxy`: where values are in the plot area, which values are at a position, and the
/// plot's frame. Positions are in the plot area's coordinates, as on iOS.
public struct ChartProxy {
    let plot: ChartPlot
    let anchor: Anchor<CGRect>

    /// The plot area's frame, for a `GeometryProxy` to resolve (`geometry[proxy.plotFrame!]`).
    public var plotFrame: Anchor<CGRect>? { anchor }

    /// The plot area's frame, as iOS 16 names it.
    public var plotAreaFrame: Anchor<CGRect> { anchor }

    /// The plot area's size.
    public var plotSize: CGSize { plot.rect.size }

    /// The plot area's size, as iOS 16 names it.
    public var plotAreaSize: CGSize { plot.rect.size }

    /// The horizontal position of `value` (a category's centre), or `nil` when the x scale has none.
    public func position<P: Plottable>(forX value: P) -> CGFloat? {
        plot.x(of: ChartDatum(value)).map { $0 - plot.rect.minX }
    }

    /// The vertical position of `value`, or `nil` when the y scale has none.
    public func position<P: Plottable>(forY value: P) -> CGFloat? {
        plot.y(of: ChartDatum(value)).map { $0 - plot.rect.minY }
    }

    /// The position of the values `value.x` and `value.y`.
    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
        guard let x = position(forX: value.x), let y = position(forY: value.y) else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// The x value at horizontal `position`, as `P` (`nil` outside the scale or of another type).
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        guard plot.rect.width > 0, let scale = plot.xScale else { return nil }
        return scale.value(at: Double(position / plot.rect.width)).flatMap { AxisValue(datum: $0, index: 0, count: 1).as(P.self) }
    }

    /// The y value at vertical `position`, as `P`.
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        guard plot.rect.height > 0, let scale = plot.yScale else { return nil }
        let fraction = Double(position / plot.rect.height)
        return scale.value(at: scale.isCategorical ? fraction : 1 - fraction).flatMap { AxisValue(datum: $0, index: 0, count: 1).as(P.self) }
    }

    /// The x and y values at `location`.
    public func value<X: Plottable, Y: Plottable>(at location: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? {
        guard let x = value(atX: location.x, as: X.self), let y = value(atY: location.y, as: Y.self) else { return nil }
        return (x, y)
    }

    /// Selects the x value at `position`: selection follows touches, so a render selects nothing.
    public func selectXValue(at position: CGFloat) {}

    /// Selects the y value at `position`: a render selects nothing.
    public func selectYValue(at position: CGFloat) {}
}

extension ChartScale {
    /// The value at `fraction` of the scale: the category whose band holds it, or the number or
    /// date there (`nil` outside the scale).
    func value(at fraction: Double) -> ChartDatum? {
        guard fraction >= 0, fraction <= 1 else { return nil }
        switch self {
        case .category(let categories):
            return categories.isEmpty ? nil : categories[min(categories.count - 1, Int(fraction * Double(categories.count)))]
        case .continuous(let lower, let upper, _, let isDate):
            let value = lower + fraction * (upper - lower)
            return isDate ? .date(Date(timeIntervalSince1970: value)) : .number(value)
        }
    }
}
