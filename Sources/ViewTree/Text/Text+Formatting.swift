import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date, as in SwiftUI.
    public enum DateStyle: Hashable, Sendable {
        /// The date alone, long: "January 9, 2024".
        case date
        /// The time alone, short: "9:41 AM".
        case time
        /// The time from the reference date to the date, in the two largest units: "2 hours, 3 minutes".
        case relative
        /// The same signed: "+2 hours", "-3 days".
        case offset
        /// A timer's reading: "2:03:00", "4:05".
        case timer

        /// `date` in this style, in `environment`'s locale, time zone and calendar, measured from
        /// its `viewTreeReferenceDate` (never the clock, so renders repeat).
        func format(_ date: Date, in environment: EnvironmentValues) -> String {
            let locale = environment.locale
            switch self {
            case .date:
                return Date.FormatStyle(date: .long, time: .omitted).adapted(to: environment).format(date)
            case .time:
                return Date.FormatStyle(date: .omitted, time: .shortened).adapted(to: environment).format(date)
            case .relative, .offset:
                let seconds = date.timeIntervalSince(environment.viewTreeReferenceDate)
                let units = Duration.UnitsFormatStyle(allowedUnits: [.days, .hours, .minutes, .seconds], width: .wide,
                                                      maximumUnitCount: 2)
                let magnitude = Duration.seconds(abs(seconds).rounded()).formatted(units.locale(locale))
                guard self == .offset else { return magnitude }
                return (seconds < 0 ? "-" : "+") + magnitude
            case .timer:
                let seconds = abs(date.timeIntervalSince(environment.viewTreeReferenceDate)).rounded()
                let pattern: Duration.TimeFormatStyle.Pattern = seconds >= 3600 ? .hourMinuteSecond : .minuteSecond
                return Duration.seconds(seconds).formatted(Duration.TimeFormatStyle(pattern: pattern).locale(locale))
            }
        }
    }

    /// `date` shown in `style`, formatted for the environment's locale, time zone and calendar.
    public init(_ date: Date, style: DateStyle) {
        self.init(formatted: FormattedString(date, style: style))
    }

    /// `input` formatted with `format` in the environment's locale (numbers, currency, percent,
    /// dates and any other format style producing a string).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(formatted: FormattedString(input, format: format))
    }
}
