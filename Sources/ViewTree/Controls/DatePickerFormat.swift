import Foundation

/// A date picker's texts, in the environment's locale, time zone and calendar (en_US, GMT and
/// Gregorian unless set; never the host's, so that renders are the same on every machine).
struct DatePickerFormat {
    /// The environment's calendar in its time zone.
    let calendar: Calendar
    private let locale: Locale
    private let timeZone: TimeZone

    init(_ environment: EnvironmentValues) {
        locale = environment.locale
        timeZone = environment.timeZone
        var calendar = environment.calendar
        calendar.timeZone = environment.timeZone
        self.calendar = calendar
    }

    /// A formatter in the environment's locale, time zone and calendar.
    private func formatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.calendar = calendar
        return formatter
    }

    /// `date` in `dateStyle` and `timeStyle` ("Jan 9, 2024", "9:41 AM").
    func string(_ date: Date, dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style) -> String {
        let formatter = formatter()
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        return Self.plain(formatter.string(from: date))
    }

    /// `date` with the locale's pattern for the fields of `template` ("MMMMy": "January 2024").
    func string(_ date: Date, template: String) -> String {
        let formatter = formatter()
        formatter.setLocalizedDateFormatFromTemplate(template)
        return Self.plain(formatter.string(from: date))
    }

    /// The locale's pattern for the fields of `template` ("MMMMdy": "MMMM d, y").
    func pattern(_ template: String) -> String {
        DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template
    }

    /// The month names ("January"), the short weekday names from Sunday ("Sun") and the
    /// day-period names ("AM", "PM").
    var monthSymbols: [String] { formatter().standaloneMonthSymbols }
    var shortWeekdaySymbols: [String] { formatter().shortStandaloneWeekdaySymbols }
    var dayPeriodSymbols: [String] { let formatter = formatter(); return [formatter.amSymbol, formatter.pmSymbol] }

    /// ICU puts a narrow no-break space before "AM"; the text fonts draw it as a space.
    private static func plain(_ text: String) -> String { text.replacingOccurrences(of: "\u{202F}", with: " ") }
}
