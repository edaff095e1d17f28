import Foundation
import Testing
@testable import ViewTree

/// The graphical (calendar) and wheel styles of `DatePicker`, and the compact style's pills in
/// both looks. Sizes from `DatePickerMetrics`.
@MainActor @Suite struct DatePickerStyleTests {
    /// 2024-01-09 09:41 GMT, a Tuesday: January 2024 starts on a Monday and spans five weeks.
    private let date = EnvironmentValues.viewTreeDefaultReferenceDate

    private func picker(_ components: DatePickerComponents = .date) -> DatePicker<Text> {
        DatePicker("Starts", selection: .constant(date), displayedComponents: components)
    }

    // MARK: Graphical

    /// 320 by 332 ideally, 378 with the time row; the width follows a proposal, the height not.
    @Test func calendarIsThreeHundredTwentyByThreeHundredThirtyTwo() {
        #expect(layout(picker().datePickerStyle(.graphical)).frame.size == CGSize(width: 320, height: 332))
        #expect(layout(picker([.date, .hourAndMinute]).datePickerStyle(.graphical)).frame.size
            == CGSize(width: 320, height: 378))
        let wide = layout(picker().datePickerStyle(.graphical), proposal: ProposedViewSize(width: 360, height: 600))
        #expect(wide.frame.size == CGSize(width: 360, height: 332))
    }

    /// The month's title, the weekdays from Sunday, the 31 days, no label; with the time, "Time"
    /// and the time's pill.
    @Test func calendarShowsTheSelectionsMonth() {
        let texts = layout(picker().datePickerStyle(.graphical)).allViews.compactMap(\.text)
        #expect(texts == ["January 2024", "SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"] + (1...31).map(String.init))
        let withTime = layout(picker([.date, .hourAndMinute]).datePickerStyle(.graphical)).allViews.compactMap(\.text)
        #expect(withTime.suffix(2) == ["Time", "9:41 AM"])
        // Another calendar's first weekday, another locale's names.
        var monday = Calendar(identifier: .gregorian)
        monday.firstWeekday = 2
        let german = layout(picker().datePickerStyle(.graphical).environment(\.calendar, monday)
            .environment(\.locale, Locale(identifier: "de_DE"))).allViews.compactMap(\.text)
        #expect(german.prefix(3) == ["Januar 2024", "MO", "DI"])
    }

    /// The 9th, in the second week's Tuesday column, is circled: a 42-point circle in a
    /// five-week month's 46-point rows, under 13 + 44 + 11 + 18 points of header and weekdays.
    @Test func selectedDayIsCircled() throws {
        let circle = try #require(frames(layout(picker().datePickerStyle(.graphical)), named: "Circle").first)
        let column = (320 - 2 * 11) / 7.0
        #expect(abs(circle.midX - (11 + 2.5 * column)) <= 0.5)
        #expect(abs(circle.midY - (86 + 46 + 23)) <= 0.5)
        #expect(circle.size == CGSize(width: 42, height: 42))
    }

    /// Months lay out in four to six weeks; six weeks make 38-point rows.
    @Test func monthsSpanTheirWeeks() throws {
        let calendar = Calendar(identifier: .gregorian)
        func month(_ year: Int, _ month: Int) throws -> CalendarMonth {
            let day = try #require(calendar.date(from: DateComponents(timeZone: .gmt, year: year, month: month, day: 15)))
            return CalendarMonth(containing: day, in: calendar)
        }
        #expect(try month(2024, 1).weeks == 5)
        #expect(try month(2024, 3).weeks == 6)  // starts on a Friday
        #expect(try month(2015, 2).weeks == 4)  // starts on a Sunday, 28 days
        #expect(try month(2024, 1).day(week: 0, column: 0) == nil)
        #expect(try month(2024, 1).day(week: 0, column: 1) == 1)
        #expect(DatePickerMetrics.rowHeight(weeks: 6) == 38 && DatePickerMetrics.rowHeight(weeks: 5) == 46)
    }

    /// The selected day's circle is the tint at 12% over the background, in both looks and
    /// schemes; the chevrons are tinted.
    @Test func calendarPixels() throws {
        let view = picker().datePickerStyle(.graphical)
        let canvas = try ControlPixels.canvas(view)
        let column = (320 - 2 * 11) / 7.0
        let (x, y) = (Int(11 + 2.5 * column) - 16, 86 + 46 + 23)
        #expect(ControlPixels.near(canvas.pixel(x: x, y: y), ControlPixels.overWhite(0, 122, 255, 0.12)))
        // The next month's chevron, in the tint: its most saturated pixel is blue.
        let chevron = (276..<320).flatMap { x in (13..<57).map { canvas.pixel(x: x, y: $0) } }
        #expect(chevron.contains { Int($0.blue) - Int($0.red) > 150 && $0.green < 180 })
        let dark = try ControlPixels.canvas(view, scheme: .dark)
        #expect(ControlPixels.near(dark.pixel(x: x, y: y), ControlPixels.overWhite(10, 132, 255, 0.12, base: 0)))
        try ReferenceImages.expectMatch(view, named: "datepicker-graphical-ios17", scale: 1)
        try ReferenceImages.expectMatch(picker([.date, .hourAndMinute]).datePickerStyle(.graphical).viewTreeOSVersion(.iOS26),
                                        named: "datepicker-graphical-time-ios26", scale: 1)
    }

    // MARK: Wheel

    /// 320 by 216 without a label; the label, a spacer and the wheel with one.
    @Test func wheelIsThreeHundredTwentyByTwoHundredSixteen() throws {
        #expect(layout(picker().datePickerStyle(.wheel).labelsHidden()).frame.size == CGSize(width: 320, height: 216))
        let labelled = layout(picker().datePickerStyle(.wheel))
        #expect(labelled.frame.size == CGSize(width: try idealWidth("Starts") + 8 + 320, height: 216))
        let narrow = layout(picker().datePickerStyle(.wheel).labelsHidden(), proposal: ProposedViewSize(width: 300, height: 300))
        #expect(narrow.frame.size == CGSize(width: 300, height: 216))
    }

    /// The selected row of each wheel: month, day, year; hour, minute, period; the weekday and
    /// date with the time; a 24-hour locale has no period and pads the hour.
    @Test func wheelColumnsFollowTheComponentsAndLocale() {
        let format = DatePickerFormat(EnvironmentValues())
        func selected(_ components: DatePickerComponents, _ format: DatePickerFormat) -> [String] {
            DatePickerWheelColumn.columns(for: date, components: components, format: format)
                .compactMap { $0.rows.first { $0.offset == 0 }?.text }
        }
        #expect(selected(.date, format) == ["January", "9", "2024"])
        #expect(selected(.hourAndMinute, format) == ["9", "41", "AM"])
        #expect(selected([.date, .hourAndMinute], format) == ["Tue Jan 9", "9", "41", "AM"])
        var german = EnvironmentValues()
        german.locale = Locale(identifier: "de_DE")
        #expect(selected(.date, DatePickerFormat(german)) == ["9", "Januar", "2024"])
        #expect(selected(.hourAndMinute, DatePickerFormat(german)) == ["09", "41"])
        // The rows around the selection wrap; the day period has only its two rows.
        let columns = DatePickerWheelColumn.columns(for: date, components: .hourAndMinute, format: format)
        #expect(columns[1].rows.first { $0.offset == -1 }?.text == "40")
        #expect(columns[2].rows.map(\.text) == ["AM", "PM"])
        let months = DatePickerWheelColumn.columns(for: date, components: .date, format: format)[0]
        #expect(months.rows.first { $0.offset == -1 }?.text == "December")
    }

    /// The cylinder: four rows each side; the next row 31.5 points (32 less the perspective) from the
    /// selected one, squashed, and the rows closing up towards the edge.
    @Test func wheelRowsTurnAwayOnTheCylinder() {
        #expect(DatePickerWheelGeometry.visibleRows == 4)
        let next = DatePickerWheelGeometry.row(1)
        #expect(abs(next.y - 31.5) < 0.1 && next.scale.height < 1 && next.scale.width < 1)
        let gaps = (1...4).map { DatePickerWheelGeometry.row($0).y - DatePickerWheelGeometry.row($0 - 1).y }
        #expect(zip(gaps, gaps.dropFirst()).allSatisfy { $0 > $1 })
        #expect(DatePickerWheelGeometry.row(4).y < 108)
        #expect(DatePickerWheelGeometry.row(-2).y == -DatePickerWheelGeometry.row(2).y)
    }

    /// The band is the tertiary fill across the wheels, 9 in from the sides; the selected row is
    /// darker than the rows beside it.
    @Test func wheelPixels() throws {
        let view = picker().datePickerStyle(.wheel).labelsHidden()
        let canvas = try ControlPixels.canvas(view)
        #expect(ControlPixels.near(canvas.pixel(x: 14, y: 108), ControlPixels.overWhite(118, 118, 128, 0.12)))
        #expect(canvas.pixel(x: 5, y: 108) == ControlPixels.white)
        #expect(ControlPixels.darkest(canvas, in: CGRect(x: 0, y: 96, width: 320, height: 24)) < 40)
        #expect(ControlPixels.darkest(canvas, in: CGRect(x: 0, y: 128, width: 320, height: 24)) > 80)
        try ReferenceImages.expectMatch(view, named: "datepicker-wheel-ios17", scale: 1)
        try ReferenceImages.expectMatch(picker([.date, .hourAndMinute]).datePickerStyle(.wheel).labelsHidden()
                                            .viewTreeOSVersion(.iOS26), named: "datepicker-wheel-time-ios26", scale: 1)
    }

    // MARK: Compact

    /// iOS 17's pills are rounded rectangles, iOS 26's capsules, both 34 tall.
    @Test func compactPillsFollowTheLook() throws {
        let ios17 = layout(picker([.date, .hourAndMinute]).labelsHidden())
        #expect(frames(ios17, named: "RoundedRectangle").map(\.height) == [34, 34])
        let ios26 = layout(picker([.date, .hourAndMinute]).labelsHidden().viewTreeOSVersion(.iOS26))
        #expect(frames(ios26, named: "Capsule").map(\.height) == [34, 34])
        try ReferenceImages.expectMatch(picker([.date, .hourAndMinute]).labelsHidden().viewTreeOSVersion(.iOS26),
                                        named: "datepicker-compact-ios26", scale: 1)
    }
}

extension DatePickerStyleTests {
    /// A range greys the days outside it and the chevron towards months outside it; the
    /// selection is clamped into it.
    @Test func calendarGreysDaysOutsideTheRange() throws {
        let calendar = Calendar(identifier: .gregorian)
        let month = CalendarMonth(containing: date, in: calendar)
        let range = DatePickerBounds(lower: date.addingTimeInterval(-86_400 * 3), upper: date.addingTimeInterval(86_400 * 30))
        #expect(month.selectableDays(within: range, in: calendar) == 6...31)
        #expect(month.neighboursSelectable(within: range, in: calendar) == (false, true))
        #expect(month.selectableDays(within: DatePickerBounds(), in: calendar) == 1...31)
        #expect(month.selectableDays(within: DatePickerBounds(upper: date.addingTimeInterval(-86_400 * 40)), in: calendar) == nil)
        // The 1st is grey (tertiary label over white, 60,60,67 at 30%), the 6th black.
        let view = DatePicker("Starts", selection: .constant(date), in: date.addingTimeInterval(-86_400 * 3)...,
                              displayedComponents: .date).datePickerStyle(.graphical)
        let canvas = try ControlPixels.canvas(view)
        let column = (320 - 2 * 11) / 7.0
        let first = CGRect(x: 11 + column, y: 86, width: column, height: 46)
        let sixth = CGRect(x: 11 + 6 * column, y: 86, width: column, height: 46)
        #expect(ControlPixels.darkest(canvas, in: first) > 150)
        #expect(ControlPixels.darkest(canvas, in: sixth) < 60)
    }
}

extension DatePickerStyleTests {
    /// The day wheel greys the days the month does not have: the 30th and 31st in a February
    /// of 29 days.
    @Test func dayWheelGreysDaysTheMonthLacks() throws {
        let calendar = Calendar(identifier: .gregorian)
        let february = try #require(calendar.date(from: DateComponents(timeZone: .gmt, year: 2024, month: 2, day: 28)))
        let day = DatePickerWheelColumn.columns(for: february, components: .date, format: DatePickerFormat(EnvironmentValues()))[1]
        #expect(day.rows.filter { !$0.isEnabled }.map(\.text) == ["30", "31"])
        #expect(day.rows.first { $0.offset == 0 }?.text == "28")
    }
}
