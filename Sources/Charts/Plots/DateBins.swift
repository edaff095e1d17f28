import Foundation

/// Consecutive date ranges of a calendar unit, as Swift Charts' `DateBins`: for binning dates
/// (`AxisMarks(values: DateBins(unit: .hour, by: 3, range: range).thresholds)`). The bins start at
/// the beginning of the unit containing the range's start and step by `by` units until they
/// cover its end. Without a calendar, dates are binned in ViewTree's charts calendar (Gregorian,
/// GMT), never the host's.
public struct DateBins: RandomAccessCollection, Equatable, Sendable {
    /// The dates between the bins, in order: one more than there are bins.
    public let thresholds: [Date]

    /// Bins between consecutive `thresholds` (sorted first).
    public init(thresholds: [Date]) {
        self.thresholds = thresholds.sorted()
    }

    /// Bins of `stepCount` calendar `unit`s covering `range`.
    public init(unit: Calendar.Component, by stepCount: Int = 1, range: ClosedRange<Date>, calendar: Calendar? = nil) {
        let calendar = calendar ?? ChartScale.calendar
        let step = Swift.max(1, stepCount)
        var dates: [Date] = []
        var date = calendar.dateInterval(of: unit, for: range.lowerBound)?.start ?? range.lowerBound
        // At most 10,000 bins, so that a range of years in seconds ends.
        while dates.count < 10_000 {
            dates.append(date)
            guard date < range.upperBound, let next = calendar.date(byAdding: unit, value: step, to: date), next > date
            else { break }
            date = next
        }
        if dates.count == 1 { dates.append(dates[0]) }
        self.init(thresholds: dates)
    }

    /// Bins of `timeInterval` seconds from the range's start, covering `range`.
    public init(timeInterval: TimeInterval, range: ClosedRange<Date>) {
        let interval = timeInterval.isFinite && timeInterval > 0 ? timeInterval : 1
        let count = Swift.min(10_000, Swift.max(1, Int((range.upperBound.timeIntervalSince(range.lowerBound) / interval).rounded(.up))))
        self.init(thresholds: (0...count).map { range.lowerBound.addingTimeInterval(Double($0) * interval) })
    }

    /// The first bin's index.
    public var startIndex: Int { 0 }

    /// The index past the last bin.
    public var endIndex: Int { Swift.max(0, thresholds.count - 1) }

    /// The bin at `position`: from its threshold to the next.
    public subscript(position: Int) -> ClosedRange<Date> { thresholds[position]...thresholds[position + 1] }

    /// The index of the bin containing `value` (the first or last bin for a date outside them).
    public func index(for value: Date) -> Int {
        guard endIndex > 0 else { return 0 }
        let after = thresholds.firstIndex { $0 > value } ?? thresholds.count
        return Swift.min(Swift.max(after - 1, 0), endIndex - 1)
    }
}
