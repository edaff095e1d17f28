import Foundation
import ViewTree

/// How a chart maps one channel's values to positions: categories in equal bands, or numbers and
/// dates linearly between two bounds. Positions are fractions of the plot's extent, 0 at the
/// start of the axis (the leading edge for x, the bottom for y).
enum ChartScale {
    case category([ChartDatum])
    /// Numbers or dates (`isDate`) between two bounds, marked at `ticks`.
    case continuous(lower: Double, upper: Double, ticks: [ChartDatum], isDate: Bool)

    /// The calendar dates are bucketed and ticked in when none is given: Gregorian, in GMT, as
    /// ViewTree's environment's (a render never depends on the host's calendar).
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "GMT") ?? calendar.timeZone
        return calendar
    }()

    /// The number of values an automatic axis aims for (*unverified*: about five, as Swift Charts'
    /// axes show).
    static let desiredTickCount = 5

    /// The scale of `data` over `domain` (inferred from the data when `nil`). Numbers include zero
    /// unless the domain says otherwise, as Swift Charts' do ("By default, number scales include
    /// zero in the domain", developer.apple.com/documentation/charts/scaledomain); inferred
    /// continuous domains are widened to round ticks.
    init?(data: [ChartDatum], domain: ChartDomain?, desiredTicks: Int?) {
        let explicit: [ChartDatum]?
        var includesZero: Bool?
        var reversed = false
        switch domain {
        case .explicit(let values): explicit = values
        case .automatic(let zero, let reverse): (explicit, includesZero, reversed) = (nil, zero, reverse ?? false)
        case nil: explicit = nil
        }
        let values = explicit ?? data
        guard !values.isEmpty else { return nil }
        if values.contains(where: { if case .category = $0 { return true } else { return false } }) {
            var categories: [ChartDatum] = []
            for value in values where !categories.contains(value) { categories.append(value) }
            self = .category(reversed ? categories.reversed() : categories)
            return
        }
        let isDate = values.contains { if case .date = $0 { return true } else { return false } }
        var numbers = values.compactMap(\.continuous).filter(\.isFinite)
        guard let low = numbers.min(), let high = numbers.max() else { return nil }
        let count = desiredTicks ?? Self.desiredTickCount
        if isDate {
            let ticks = Self.dateTicks(from: low, to: high, count: count)
            self = .continuous(lower: low, upper: max(high, low + 1), ticks: ticks.map { .date(Date(timeIntervalSince1970: $0)) }, isDate: true)
            return
        }
        if explicit != nil {
            let step = Self.niceStep(for: (high - low) / Double(count))
            let ticks = Self.ticks(from: low, to: high, step: step)
            self = .continuous(lower: low, upper: high == low ? low + 1 : high, ticks: ticks.map { .number($0) }, isDate: false)
            return
        }
        if includesZero ?? true { numbers.append(0) }
        var lower = numbers.min() ?? low, upper = numbers.max() ?? high
        if lower == upper { upper = lower + 1 }
        let step = Self.niceStep(for: (upper - lower) / Double(count))
        lower = (lower / step).rounded(.down) * step
        upper = (upper / step).rounded(.up) * step
        let ticks = Self.ticks(from: lower, to: upper, step: step)
        self = reversed ? .continuous(lower: upper, upper: lower, ticks: ticks.map { .number($0) }, isDate: false)
                        : .continuous(lower: lower, upper: upper, ticks: ticks.map { .number($0) }, isDate: false)
    }

    /// The round step (1, 2 or 5 times a power of ten) nearest to `rough`, as d3's `ticks` picks
    /// it (*unverified* that Swift Charts picks the same; its axes show such steps).
    static func niceStep(for rough: Double) -> Double {
        guard rough > 0, rough.isFinite else { return 1 }
        let magnitude = pow(10, log10(rough).rounded(.down))
        let error = rough / magnitude
        let factor: Double = error >= 50.squareRoot() ? 10 : error >= 10.squareRoot() ? 5 : error >= 2.squareRoot() ? 2 : 1
        return factor * magnitude
    }

    /// The multiples of `step` from `lower` to `upper`.
    private static func ticks(from lower: Double, to upper: Double, step: Double) -> [Double] {
        let first = (lower / step - 1e-9).rounded(.up)
        let last = (upper / step + 1e-9).rounded(.down)
        guard first <= last, last - first < 1000 else { return [] }
        return stride(from: first, through: last, by: 1).map { $0 * step == 0 ? 0 : $0 * step }
    }

    /// The starts of round calendar units (hours, days, weeks, months, years) from `lower` to
    /// `upper`, about `count` of them.
    private static func dateTicks(from lower: Double, to upper: Double, count: Int) -> [Double] {
        let span = upper - lower, day = 86_400.0
        let units: [(Calendar.Component, Int, Double)] = [
            (.hour, 1, 3_600), (.hour, 3, 10_800), (.hour, 6, 21_600), (.hour, 12, 43_200),
            (.day, 1, day), (.day, 2, 2 * day), (.weekOfYear, 1, 7 * day), (.month, 1, 30 * day),
            (.month, 3, 91 * day), (.month, 6, 182 * day), (.year, 1, 365 * day),
        ]
        let (component, step, _) = units.first { span / $0.2 <= Double(count) + 2 } ?? (.year, max(1, Int(span / (365 * day)) / count), 0)
        return dateStride(from: lower, to: upper, component: component, count: step)
    }

    /// The starts of every `count` calendar `component`s from `lower` to `upper`.
    static func dateStride(from lower: Double, to upper: Double, component: Calendar.Component, count: Int) -> [Double] {
        let calendar = Self.calendar
        let lowerDate = Date(timeIntervalSince1970: lower)
        guard var date = calendar.dateInterval(of: component, for: lowerDate)?.start else { return [] }
        var ticks: [Double] = []
        while date.timeIntervalSince1970 <= upper + 1e-6, ticks.count < 400 {
            if date.timeIntervalSince1970 >= lower - 1e-6 { ticks.append(date.timeIntervalSince1970) }
            guard let next = calendar.date(byAdding: component, value: count, to: date), next > date else { break }
            date = next
        }
        return ticks
    }

    /// The position of `datum`: the centre of its band, or its place between the bounds.
    func position(of datum: ChartDatum) -> Double? {
        switch self {
        case .category(let categories):
            guard let index = categories.firstIndex(of: datum) else { return nil }
            return (Double(index) + 0.5) / Double(categories.count)
        case .continuous(let lower, let upper, _, _):
            guard let value = datum.continuous, value.isFinite else { return nil }
            return (value - lower) / (upper - lower)
        }
    }

    /// The width of one category's band, or `nil` for a continuous scale.
    var bandWidth: Double? {
        if case .category(let categories) = self { return 1 / Double(max(1, categories.count)) }
        return nil
    }

    /// The values an automatic axis marks.
    var ticks: [ChartDatum] {
        switch self {
        case .category(let categories): categories
        case .continuous(_, _, let ticks, _): ticks
        }
    }

    /// Whether the scale's values are categories.
    var isCategorical: Bool {
        if case .category = self { return true }
        return false
    }
}

extension ChartScale {
    /// The part of the scale a scrolling chart shows: `length` of it (categories, or a span of
    /// numbers or seconds) from `start` (the scale's start when `nil`), with its own round ticks.
    func window(length: Double, from start: ChartDatum?) -> ChartScale {
        switch self {
        case .category(let categories):
            let first = start.flatMap { categories.firstIndex(of: $0) } ?? 0
            let count = max(1, Int(length.rounded()))
            return .category(Array(categories[first..<min(categories.count, first + count)]))
        case .continuous(let lower, let upper, _, let isDate):
            guard length > 0, length.isFinite else { return self }
            let from = start?.continuous.map { min(max($0, min(lower, upper)), max(lower, upper)) } ?? min(lower, upper)
            let data: [ChartDatum] = isDate ? [.date(Date(timeIntervalSince1970: from)), .date(Date(timeIntervalSince1970: from + length))]
                                            : [.number(from), .number(from + length)]
            return ChartScale(data: data, domain: .explicit(data), desiredTicks: nil) ?? self
        }
    }
}
