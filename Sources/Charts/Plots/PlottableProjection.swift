import Foundation
import ViewTree

/// A value a vectorized plot reads from each element of its data through a key path, as Swift
/// Charts' `PlottableProjection`: made with `.value(_:_:)`.
public struct PlottableProjection<DataElement, Value: Plottable> {
    /// The channel of one element.
    let channel: (DataElement) -> ChartMarkChannel

    private init(_ channel: @escaping (DataElement) -> ChartMarkChannel) {
        self.channel = channel
    }

    /// The value at `keyPath` of each element, labelled with a localized key.
    public static func value(_ labelKey: LocalizedStringKey, _ keyPath: KeyPath<DataElement, Value>) -> PlottableProjection {
        PlottableProjection { .value(ChartDatum($0[keyPath: keyPath])) }
    }

    /// The value at `keyPath` of each element, labelled with a string.
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ keyPath: KeyPath<DataElement, Value>) -> PlottableProjection {
        PlottableProjection { .value(ChartDatum($0[keyPath: keyPath])) }
    }

    /// The value at `keyPath` of each element, labelled with a text.
    public static func value(_ label: Text, _ keyPath: KeyPath<DataElement, Value>) -> PlottableProjection {
        PlottableProjection { .value(ChartDatum($0[keyPath: keyPath])) }
    }
}

extension PlottableProjection where Value == Date {
    /// The calendar `unit` containing the date at `keyPath` of each element (in GMT's Gregorian
    /// calendar unless `calendar` is given).
    public static func value(_ labelKey: LocalizedStringKey, _ keyPath: KeyPath<DataElement, Date>, unit: Calendar.Component,
                             calendar: Calendar? = nil) -> PlottableProjection {
        PlottableProjection { .unit(containing: $0[keyPath: keyPath], unit: unit, calendar: calendar) }
    }
}
