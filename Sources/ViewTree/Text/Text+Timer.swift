import Foundation

extension Text {
    /// The range between two dates, localized: "1/9/2024, 9:41 – 10:41 AM" (*unverified*: the
    /// numeric date and short time that `Date.IntervalFormatStyle` writes by default).
    public init(_ dates: ClosedRange<Date>) {
        let style = Date.IntervalFormatStyle(date: .numeric, time: .shortened)
        self.init(formatted: FormattedString(dates.lowerBound..<dates.upperBound, format: style))
    }

    /// A timer counting over `timerInterval`: down to its end (`countsDown`) or up from its start,
    /// read at `pauseTime` or else the environment's reference date (never the clock), as
    /// "4:05", or "1:04:05" past an hour when `showsHours` (otherwise "64:05").
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
                showsHours: Bool = true) {
        self.init(formatted: FormattedString(TimerReading(interval: timerInterval, pauseTime: pauseTime,
                                                          countsDown: countsDown, showsHours: showsHours)))
    }
}

/// A `Text(timerInterval:)` reading, measured at the pause time or the reference date.
struct TimerReading: EnvironmentString {
    let interval: ClosedRange<Date>
    let pauseTime: Date?
    let countsDown: Bool
    let showsHours: Bool

    func string(in environment: EnvironmentValues) -> String {
        let now = min(max(pauseTime ?? environment.viewTreeReferenceDate, interval.lowerBound), interval.upperBound)
        let elapsed = countsDown ? interval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(interval.lowerBound)
        // The timer shows whole seconds, dropping the fraction as it ticks.
        let total = Int(elapsed.rounded(.down))
        let seconds = total % 60
        let minutes = showsHours ? total / 60 % 60 : total / 60
        let digits = environment.locale
        func padded(_ value: Int) -> String { value.formatted(.number.precision(.integerLength(2)).grouping(.never).locale(digits)) }
        let tail = padded(seconds)
        guard showsHours, total >= 3600 else {
            return minutes.formatted(.number.grouping(.never).locale(digits)) + ":" + tail
        }
        return (total / 3600).formatted(.number.grouping(.never).locale(digits)) + ":" + padded(minutes) + ":" + tail
    }
}
