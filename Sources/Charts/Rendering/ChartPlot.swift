import Foundation

/// A chart's plot area and its scales: where values are drawn.
struct ChartPlot {
    let rect: CGRect
    let xScale: ChartScale?
    let yScale: ChartScale?
    /// Room left at the ends of each scale's range (`chartXScale(range:)`).
    var xPadding = ChartScalePadding()
    var yPadding = ChartScalePadding()

    /// The horizontal position of `fraction` of the x scale.
    func x(_ fraction: Double) -> CGFloat {
        rect.minX + xPadding.start + CGFloat(fraction) * (rect.width - xPadding.start - xPadding.end)
    }

    /// The vertical position of `fraction` of the y scale: from the bottom up, except that
    /// categories run from the top down, as in Swift Charts.
    func y(_ fraction: Double) -> CGFloat {
        let length = rect.height - yPadding.start - yPadding.end
        return yScale?.isCategorical == true ? rect.minY + yPadding.end + CGFloat(fraction) * length
                                             : rect.maxY - yPadding.start - CGFloat(fraction) * length
    }

    /// The position of `datum` along x, the plot's centre when there is none.
    func x(of datum: ChartDatum?) -> CGFloat? {
        guard let datum else { return rect.midX }
        return xScale?.position(of: datum).map(x)
    }

    /// The position of `datum` along y, the plot's centre when there is none.
    func y(of datum: ChartDatum?) -> CGFloat? {
        guard let datum else { return rect.midY }
        return yScale?.position(of: datum).map(y)
    }

    /// The point of a mark at `x` and `y` (a range's midpoint).
    func point(x: ChartMarkChannel?, y: ChartMarkChannel?) -> CGPoint? {
        guard let xs = span(x, horizontal: true), let ys = span(y, horizontal: false) else { return nil }
        return CGPoint(x: (xs.lowerBound + xs.upperBound) / 2, y: (ys.lowerBound + ys.upperBound) / 2)
    }

    /// The pixels `channel` spans along one axis: a category's band, a range, or the point of
    /// a value; the whole plot when there is no channel.
    func span(_ channel: ChartMarkChannel?, horizontal: Bool) -> ClosedRange<CGFloat>? {
        let scale = horizontal ? xScale : yScale
        let place = { (fraction: Double) -> CGFloat in horizontal ? self.x(fraction) : self.y(fraction) }
        switch channel {
        case nil:
            return horizontal ? rect.minX...rect.maxX : rect.minY...rect.maxY
        case .range(let start, let end):
            guard let a = scale?.position(of: start), let b = scale?.position(of: end) else { return nil }
            return min(place(a), place(b))...max(place(a), place(b))
        case .value(let datum):
            guard let scale, let center = scale.position(of: datum) else { return nil }
            let half = (scale.bandWidth ?? 0) / 2
            return min(place(center - half), place(center + half))...max(place(center - half), place(center + half))
        }
    }
}
