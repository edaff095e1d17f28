import Foundation

/// One wheel of a wheel-style date picker: the texts of its rows around the selection, and the
/// texts that set its width.
struct DatePickerWheelColumn {
    /// A row: its offset from the selected row (negative: above), its text, and whether it can
    /// be chosen (iOS greys the days a month does not have).
    struct Row {
        let offset: Int
        let text: String
        let isEnabled: Bool
    }

    /// The rows, from the top.
    let rows: [Row]
    /// The texts as wide as the column's widest value.
    let widthTexts: [String]

    /// The rows drawn above and below the selection: as many as the wheel shows before its edge
    /// (`DatePickerWheelGeometry`).
    static let visibleOffsets = -DatePickerWheelGeometry.visibleRows...DatePickerWheelGeometry.visibleRows

    /// A column whose row at offset `k` is `text(k)`, enabled when `isEnabled(k)`, as wide as
    /// `widthTexts` (its rows, if none).
    private init(text: (Int) -> String?, isEnabled: (Int) -> Bool = { _ in true }, widthTexts: [String]? = nil) {
        rows = Self.visibleOffsets.compactMap { offset in
            text(offset).map { Row(offset: offset, text: $0, isEnabled: isEnabled(offset)) }
        }
        self.widthTexts = widthTexts ?? rows.map(\.text)
    }

    /// The columns iOS shows for `components` of `date`, in the locale's order: the month, day
    /// and year ("January | 9 | 2024"); the hour, minute and day period ("9 | 41 | AM"); for
    /// both, the weekday and date ("Tue Jan 9"), then the time's columns.
    static func columns(for date: Date, components: DatePickerComponents, format: DatePickerFormat) -> [Self] {
        let time = components.contains(.hourAndMinute) ? timeColumns(date, format: format) : []
        guard components.contains(.date) else { return time }
        guard time.isEmpty else { return [mediumDate(date, format: format)] + time }
        return dateColumns(date, format: format)
    }

    /// The month, day and year columns in the order of the locale's pattern.
    private static func dateColumns(_ date: Date, format: DatePickerFormat) -> [Self] {
        let parts = format.calendar.dateComponents([.year, .month, .day], from: date)
        let (year, month, day) = (parts.year ?? 1, parts.month ?? 1, parts.day ?? 1)
        let months = format.monthSymbols
        let monthLength = format.calendar.range(of: .day, in: .month, for: date)?.count ?? 31
        let columns: [Character: Self] = [
            "M": Self(text: { months[wrap(month - 1 + $0, months.count)] }, widthTexts: months),
            "d": Self(text: { String(wrap(day - 1 + $0, 31) + 1) }, isEnabled: { wrap(day - 1 + $0, 31) < monthLength },
                      widthTexts: (1...31).map(String.init)),
            "y": Self(text: { year + $0 > 0 ? String(year + $0) : nil }),
        ]
        return order(of: "Mdy", in: format.pattern("MMMMdy")).compactMap { columns[$0] }
    }

    /// The hour, minute and (for a 12-hour locale) day period columns, in the locale's order.
    private static func timeColumns(_ date: Date, format: DatePickerFormat) -> [Self] {
        let parts = format.calendar.dateComponents([.hour, .minute], from: date)
        let (hour, minute) = (parts.hour ?? 0, parts.minute ?? 0)
        let pattern = format.pattern("jmm")
        let twelveHour = pattern.contains("h") || pattern.contains("K")
        let paddedHour = pattern.contains("HH") || pattern.contains("hh")
        let hourColumn = Self(text: { offset in
            let value = twelveHour ? wrap(hour % 12 - 1 + offset, 12) + 1 : wrap(hour + offset, 24)
            return paddedHour ? twoDigits(value) : String(value)
        })
        let minuteColumn = Self(text: { twoDigits(wrap(minute + $0, 60)) })
        guard twelveHour else { return [hourColumn, minuteColumn] }
        let periods = format.dayPeriodSymbols
        let period = hour < 12 ? 0 : 1
        let periodColumn = Self(text: { periods.indices.contains(period + $0) ? periods[period + $0] : nil }, widthTexts: periods)
        let hourIndex = pattern.firstIndex { "hHkK".contains($0) } ?? pattern.endIndex
        let periodFirst = (pattern.firstIndex(of: "a") ?? pattern.endIndex) < hourIndex
        return periodFirst ? [periodColumn, hourColumn, minuteColumn] : [hourColumn, minuteColumn, periodColumn]
    }

    /// The weekday and date of each day around `date` ("Tue Jan 9"), as the date-and-time wheel shows them.
    private static func mediumDate(_ date: Date, format: DatePickerFormat) -> Self {
        Self(text: { offset in
            format.calendar.date(byAdding: .day, value: offset, to: date)
                .map { format.string($0, template: "EEEMMMd").replacingOccurrences(of: ",", with: "") }
        })
    }

    /// The characters of `fields` in the order they first appear in `pattern`, ignoring quoted text.
    private static func order(of fields: String, in pattern: String) -> [Character] {
        var seen: [Character] = [], quoted = false
        for character in pattern {
            if character == "'" { quoted.toggle() }
            if !quoted, fields.contains(character), !seen.contains(character) { seen.append(character) }
        }
        return seen + fields.filter { !seen.contains($0) }
    }

    private static func wrap(_ value: Int, _ count: Int) -> Int { ((value % count) + count) % count }
    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
}
