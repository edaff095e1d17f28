import Foundation
import ViewTree

/// How a scrolling chart settles after a swipe, as Swift Charts' `ChartScrollTargetBehavior`;
/// only a live chart scrolls, so a render uses none.
public protocol ChartScrollTargetBehavior: ScrollTargetBehavior {}

/// Settling on values at regular intervals, as Swift Charts' `ValueAlignedChartScrollTargetBehavior`.
public struct ValueAlignedChartScrollTargetBehavior: ChartScrollTargetBehavior {
    /// Settling on the dates that match `components` (the start of each day, for example).
    public init(matching components: DateComponents, majorAlignment: MajorValueAlignment<Date>? = nil,
                limitBehavior: ValueAlignedLimitBehavior = .automatic) {}

    /// Settling on multiples of `unit`.
    public init<T: Plottable & Numeric>(unit: T, majorAlignment: MajorValueAlignment<T>? = nil,
                                        limitBehavior: ValueAlignedLimitBehavior = .automatic) {}
}

extension ChartScrollTargetBehavior where Self == ValueAlignedChartScrollTargetBehavior {
    /// Settles on the dates that match `components`.
    public static func valueAligned(matching components: DateComponents, majorAlignment: MajorValueAlignment<Date>? = nil,
                                    limitBehavior: ValueAlignedLimitBehavior = .automatic) -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior(matching: components, majorAlignment: majorAlignment, limitBehavior: limitBehavior)
    }

    /// Settles on multiples of `unit`.
    public static func valueAligned<P: Plottable & Numeric>(unit: P, majorAlignment: MajorValueAlignment<P>? = nil,
                                                            limitBehavior: ValueAlignedLimitBehavior = .automatic)
        -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior(unit: unit, majorAlignment: majorAlignment, limitBehavior: limitBehavior)
    }
}

/// Where a swipe settles, as Swift Charts' `MajorValueAlignment`.
public struct MajorValueAlignment<Value> {
    private init() {}

    /// A page of the visible domain.
    public static var page: MajorValueAlignment { MajorValueAlignment() }

    /// Multiples of `unit`.
    public static func unit(_ unit: Value) -> MajorValueAlignment where Value: Numeric { MajorValueAlignment() }
}

extension MajorValueAlignment where Value == Date {
    /// The dates that match `components`.
    public static func matching(_ components: DateComponents) -> MajorValueAlignment { MajorValueAlignment() }
}

/// How far one swipe scrolls, as Swift Charts' `ValueAlignedLimitBehavior`.
public struct ValueAlignedLimitBehavior: Sendable {
    private init() {}

    /// As the chart decides.
    public static var automatic: ValueAlignedLimitBehavior { ValueAlignedLimitBehavior() }
    /// One unit at most.
    public static var always: ValueAlignedLimitBehavior { ValueAlignedLimitBehavior() }
    /// As far as the swipe carries.
    public static var never: ValueAlignedLimitBehavior { ValueAlignedLimitBehavior() }
}
