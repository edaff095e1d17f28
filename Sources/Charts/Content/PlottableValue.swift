import Foundation
import ViewTree

/// A value a mark plots, with the label that describes it, as Swift Charts' `PlottableValue`:
/// made with `.value(_:_:)`. The label names the value for VoiceOver; a chart draws no axis titles.
public struct PlottableValue<Value: Plottable> {
    /// The values plotted: one, or the start and end of a range.
    let data: ChartMarkChannel

    private init(_ data: ChartMarkChannel) {
        self.data = data
    }

    /// `value`, labelled with a localized key.
    public static func value(_ labelKey: LocalizedStringKey, _ value: Value) -> PlottableValue {
        PlottableValue(.value(ChartDatum(value)))
    }

    /// `value`, labelled with a string.
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue {
        PlottableValue(.value(ChartDatum(value)))
    }

    /// `value`, labelled with a text.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue {
        PlottableValue(.value(ChartDatum(value)))
    }

    /// The range from `start` to `end`, labelled with a localized key.
    public static func value(_ labelKey: LocalizedStringKey, _ start: Value, _ end: Value) -> PlottableValue {
        PlottableValue(.range(ChartDatum(start), ChartDatum(end)))
    }

    /// The range from `start` to `end`, labelled with a string.
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ start: Value, _ end: Value) -> PlottableValue {
        PlottableValue(.range(ChartDatum(start), ChartDatum(end)))
    }
}

extension PlottableValue where Value == Date {
    /// The calendar `unit` (a day, a month) that contains `value`, labelled with a localized
    /// key: a bar spans the whole unit. The unit is found in `calendar`; without one, in the
    /// Gregorian calendar in GMT (a render never depends on the host's calendar).
    public static func value(_ labelKey: LocalizedStringKey, _ value: Date, unit: Calendar.Component,
                             calendar: Calendar? = nil) -> PlottableValue {
        PlottableValue(ChartMarkChannel.unit(containing: value, unit: unit, calendar: calendar))
    }

    /// The calendar `unit` that contains `value`, labelled with a string.
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component,
                                                calendar: Calendar? = nil) -> PlottableValue {
        PlottableValue(ChartMarkChannel.unit(containing: value, unit: unit, calendar: calendar))
    }
}

/// What a mark plots along one channel: one value, or a range.
enum ChartMarkChannel {
    case value(ChartDatum)
    case range(ChartDatum, ChartDatum)

    /// The range of the calendar `unit` containing `date`, or the date itself when the calendar
    /// has no such unit there.
    static func unit(containing date: Date, unit: Calendar.Component, calendar: Calendar?) -> ChartMarkChannel {
        guard let interval = (calendar ?? ChartScale.calendar).dateInterval(of: unit, for: date) else { return .value(.date(date)) }
        return .range(.date(interval.start), .date(interval.end))
    }

    /// The values the channel puts on its scale.
    var data: [ChartDatum] {
        switch self {
        case .value(let datum): [datum]
        case .range(let start, let end): [start, end]
        }
    }
}
