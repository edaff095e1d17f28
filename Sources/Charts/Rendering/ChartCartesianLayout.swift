import Foundation
import ViewTree

/// Where a bar lies: across its band (a category, a date unit, a number), from `low` to `high`
/// along its values (stacked on the bars before it of the same band).
struct ChartBarExtent {
    /// Whether the bar stands up from the x axis (else it lies along it).
    let vertical: Bool
    /// The bar's band along the other axis, or `nil` for the whole plot.
    let band: ChartMarkChannel?
    let low: ChartDatum
    let high: ChartDatum
}

/// The scales of a chart with axes and where each bar and area lies on them, from its marks and
/// the chart modifiers around it.
@MainActor struct ChartCartesianLayout {
    let marks: [ChartMark]
    let xScale: ChartScale?
    let yScale: ChartScale?
    /// The extent of each bar and area point, by mark index.
    let extents: [Int: ChartBarExtent]
    /// The keys of `position(by:)`, in order.
    let positionKeys: [ChartDatum]
    let xAxis: ChartAxisSettings
    let yAxis: ChartAxisSettings
    /// Whether a visible domain shows only part of a scale: marks outside the plot are clipped.
    let isScrolled: Bool
    /// Room left at the ends of the scales' ranges.
    let xPadding: ChartScalePadding
    let yPadding: ChartScalePadding

    init(marks: [ChartMark], environment: EnvironmentValues) {
        self.marks = marks
        xAxis = environment.chartXAxis
        yAxis = environment.chartYAxis
        var positionKeys: [ChartDatum] = []
        for key in marks.compactMap(\.positionKey) where !positionKeys.contains(key) { positionKeys.append(key) }
        self.positionKeys = positionKeys
        let extents = Self.stackedExtents(of: marks)
        self.extents = extents
        var xData: [ChartDatum] = [], yData: [ChartDatum] = []
        for (index, mark) in marks.enumerated() where mark.kind != .sector {
            if let extent = extents[index] {
                let band = extent.band?.data ?? []
                xData += extent.vertical ? band : [extent.low, extent.high]
                yData += extent.vertical ? [extent.low, extent.high] : band
            } else {
                xData += mark.x?.data ?? []
                yData += mark.y?.data ?? []
            }
        }
        let scroll = environment.chartScroll
        let xScale = ChartScale(data: xData, domain: environment.chartXDomain, desiredTicks: Self.desiredCount(of: xAxis))
        let yScale = ChartScale(data: yData, domain: environment.chartYDomain, desiredTicks: Self.desiredCount(of: yAxis))
        self.xScale = scroll.xLength.flatMap { length in xScale?.window(length: length, from: scroll.xStart) } ?? xScale
        self.yScale = scroll.yLength.flatMap { length in yScale?.window(length: length, from: scroll.yStart) } ?? yScale
        isScrolled = scroll.xLength != nil || scroll.yLength != nil
        xPadding = environment.chartXPadding
        yPadding = environment.chartYPadding
    }

    /// The tick count the axis's automatic marks ask for, if any.
    private static func desiredCount(of axis: ChartAxisSettings) -> Int? {
        for marks in axis.marks ?? [] {
            if case .automatic(let count?) = marks.values.kind { return count }
        }
        return nil
    }

    /// Whether `channel` plots one category.
    private static func isCategory(_ channel: ChartMarkChannel?) -> Bool {
        if case .value(.category) = channel { return true }
        return false
    }

    /// Whether `channel` plots one value.
    private static func isValue(_ channel: ChartMarkChannel?) -> Bool {
        if case .value = channel { return true }
        return false
    }

    /// The orientation, band and value channel of a bar.
    private static func barAxes(of mark: ChartMark) -> (vertical: Bool, band: ChartMarkChannel?, value: ChartMarkChannel?) {
        if isCategory(mark.y) { return (false, mark.y, mark.x) }
        if isCategory(mark.x) { return (true, mark.x, mark.y) }
        if mark.x == nil { return (true, nil, mark.y) }
        if mark.y == nil { return (false, nil, mark.x) }
        if case .range = mark.y, isValue(mark.x) { return (false, mark.y, mark.x) }
        return (true, mark.x, mark.y)
    }

    /// The extents of the bars and area points of `marks`, stacked as their stacking methods say.
    private static func stackedExtents(of marks: [ChartMark]) -> [Int: ChartBarExtent] {
        struct Stack { var positive = 0.0, negative = 0.0, total = 0.0 }
        var pending: [(index: Int, vertical: Bool, band: ChartMarkChannel?, key: [ChartDatum?], value: Double)] = []
        var extents: [Int: ChartBarExtent] = [:]
        for (index, mark) in marks.enumerated() where mark.kind == .bar || mark.kind == .area {
            let axes = mark.kind == .area ? (vertical: true, band: mark.x, value: mark.y) : barAxes(of: mark)
            switch axes.value {
            case .range(let low, let high):
                extents[index] = ChartBarExtent(vertical: axes.vertical, band: axes.band, low: low, high: high)
            case .value(.number(let value)) where mark.stacking != .unstacked && value.isFinite:
                pending.append((index, axes.vertical, axes.band, [axes.band?.data.first, mark.positionKey], value))
            case .value(let datum):
                extents[index] = ChartBarExtent(vertical: axes.vertical, band: axes.band, low: .number(0), high: datum)
            case nil:
                continue
            }
        }
        var totals: [[ChartDatum?]: Double] = [:]
        for entry in pending { totals[entry.key, default: 0] += abs(entry.value) }
        var stacks: [[ChartDatum?]: Stack] = [:]
        for entry in pending {
            let method = marks[entry.index].stacking
            var stack = stacks[entry.key] ?? Stack()
            var low: Double, high: Double
            if entry.value >= 0 || method == .center || method == .normalized {
                (low, high) = (stack.positive, stack.positive + abs(entry.value))
                stack.positive = high
            } else {
                (low, high) = (stack.negative + entry.value, stack.negative)
                stack.negative = low
            }
            stacks[entry.key] = stack
            let total = totals[entry.key] ?? 0
            if method == .normalized, total > 0 { (low, high) = (low / total, high / total) }
            if method == .center { (low, high) = (low - total / 2, high - total / 2) }
            extents[entry.index] = ChartBarExtent(vertical: entry.vertical, band: entry.band, low: .number(low), high: .number(high))
        }
        return extents
    }
}
