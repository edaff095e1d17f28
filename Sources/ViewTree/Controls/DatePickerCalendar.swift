import Foundation

/// The graphical style: iOS's inline calendar of the selection's month. The month and year with
/// a chevron, the previous and next month's chevrons at the trailing edge (in the tint), the
/// weekdays ("SUN" to "SAT" from the calendar's first weekday), then the month's weeks, the
/// selected day in the tint over a circle of the tint, days outside the picker's range (and the
/// chevrons of months outside it) grey; under it, with the time, "Time" and the time's pill.
/// 320 by 332 (378 with the time) when nothing is proposed; a wider proposal
/// spreads the columns (`DatePickerMetrics`).
nonisolated struct DatePickerCalendar: View {
    let date: Date
    let bounds: DatePickerBounds
    let showsTime: Bool
    @Environment(\.self) private var environment

    private typealias Metrics = DatePickerMetrics

    var body: some View {
        let format = DatePickerFormat(environment)
        let tint = environment.tint ?? Color.accentColor
        let month = CalendarMonth(containing: date, in: format.calendar)
        let (earlier, later) = month.neighboursSelectable(within: bounds, in: format.calendar)
        VStack(spacing: 0) {
            VStack(spacing: 0) {
                header(format.string(date, template: "MMMMy"), tint: tint,
                       previous: earlier ? tint : Metrics.unavailable, next: later ? tint : Metrics.unavailable)
                    .padding(.top, Metrics.headerTop)
                weekdays(format)
                    .padding(.top, Metrics.weekdaysTop)
                DatePickerMonthGrid(month: month, selectable: month.selectableDays(within: bounds, in: format.calendar),
                                    tint: tint)
            }
            .frame(height: Metrics.calendarHeight, alignment: .top)
            if showsTime {
                timeRow(format.string(date, dateStyle: .none, timeStyle: .short))
            }
        }
        .frame(idealWidth: Metrics.calendarWidth, maxWidth: .infinity)
    }

    /// "January 2024" and its chevron, then the previous and next month's chevrons.
    private func header(_ title: String, tint: Color, previous: Color, next: Color) -> some View {
        HStack(spacing: 0) {
            Text(verbatim: title)
                .font(.system(size: Metrics.monthTitleSize, weight: .semibold))
                .foregroundStyle(Color.primary)
                .lineLimit(1)
            chevron("chevron.right", size: Metrics.monthTitleSize, tint: tint)
                .padding(.leading, Metrics.headerChevronSpacing)
            Spacer(minLength: 0)
            chevron("chevron.left", size: Metrics.headerChevronSize, tint: previous)
                .frame(width: Metrics.monthButtonSize, height: Metrics.monthButtonSize)
            chevron("chevron.right", size: Metrics.headerChevronSize, tint: next)
                .frame(width: Metrics.monthButtonSize, height: Metrics.monthButtonSize)
                .padding(.leading, Metrics.monthButtonSpacing)
        }
        .padding(.leading, Metrics.headerLeading)
        .frame(height: Metrics.headerHeight)
    }

    private func chevron(_ name: String, size: CGFloat, tint: Color) -> some View {
        Image(systemName: name).font(.system(size: size, weight: .semibold)).foregroundStyle(tint)
    }

    /// The short weekday names in capitals, from the calendar's first weekday.
    private func weekdays(_ format: DatePickerFormat) -> some View {
        let symbols = format.shortWeekdaySymbols
        let first = format.calendar.firstWeekday - 1
        return HStack(spacing: 0) {
            ForEach(0..<7) { column in
                Text(verbatim: symbols[(first + column) % symbols.count].uppercased(with: environment.locale))
                    .font(.system(size: Metrics.weekdaySize, weight: .semibold))
                    .foregroundStyle(Color(system: .tertiaryLabel))
                    .lineLimit(1)
                    .frame(maxWidth: .infinity)
            }
        }
        .padding(.horizontal, Metrics.weekdaysInset)
        .frame(height: Metrics.weekdaysHeight)
    }

    /// A hairline, then "Time" and the time's pill.
    private func timeRow(_ time: String) -> some View {
        HStack(spacing: 0) {
            Text(verbatim: "Time").foregroundStyle(Color.primary).lineLimit(1)
            Spacer(minLength: Metrics.timeRowInset)
            DatePickerPill(text: time)
        }
        .padding(.horizontal, Metrics.timeRowInset)
        .frame(height: Metrics.timeRowHeight)
        .overlay(alignment: .top) { Divider().padding(.horizontal, Metrics.timeRowInset) }
    }
}

/// The days of the month a date falls in, as a calendar lays them out in weeks.
struct CalendarMonth {
    /// The number of days, the day selected (1-based) and the column of the first day (0 to 6).
    let days: Int
    let selectedDay: Int
    let firstColumn: Int
    /// The start of the month's first day.
    private let start: Date

    init(containing date: Date, in calendar: Calendar) {
        days = calendar.range(of: .day, in: .month, for: date)?.count ?? 31
        selectedDay = calendar.component(.day, from: date)
        start = calendar.startOfDay(for: calendar.date(byAdding: .day, value: 1 - selectedDay, to: date) ?? date)
        firstColumn = (calendar.component(.weekday, from: start) - calendar.firstWeekday + 7) % 7
    }

    /// The days of the month `bounds` allow, or `nil` when it allows none.
    func selectableDays(within bounds: DatePickerBounds, in calendar: Calendar) -> ClosedRange<Int>? {
        let first = max(1, bounds.lower.map { day(of: $0, in: calendar) } ?? 1)
        let last = min(days, bounds.upper.map { day(of: $0, in: calendar) } ?? days)
        return first <= last ? first...last : nil
    }

    /// Whether `bounds` allow days in the months before and after this one.
    func neighboursSelectable(within bounds: DatePickerBounds, in calendar: Calendar) -> (earlier: Bool, later: Bool) {
        (bounds.lower.map { day(of: $0, in: calendar) < 1 } ?? true,
         bounds.upper.map { day(of: $0, in: calendar) > days } ?? true)
    }

    /// The day of this month `date` falls on: below 1 before the month, above `days` after it.
    private func day(of date: Date, in calendar: Calendar) -> Int {
        (calendar.dateComponents([.day], from: start, to: calendar.startOfDay(for: date)).day ?? 0) + 1
    }

    /// The weeks the month spans: 4 to 6.
    var weeks: Int { (firstColumn + days + 6) / 7 }

    /// The day in `column` of `week`, or `nil` for a cell before the first or after the last day.
    func day(week: Int, column: Int) -> Int? {
        let day = week * 7 + column - firstColumn + 1
        return (1...days).contains(day) ? day : nil
    }
}

/// The days' grid: a row per week, 38 tall in a month of six weeks and 46 otherwise; days
/// outside `selectable` in the tertiary label colour.
nonisolated struct DatePickerMonthGrid: View {
    let month: CalendarMonth
    let selectable: ClosedRange<Int>?
    let tint: Color

    private typealias Metrics = DatePickerMetrics

    var body: some View {
        let rowHeight = Metrics.rowHeight(weeks: month.weeks)
        VStack(spacing: 0) {
            ForEach(0..<month.weeks) { week in
                HStack(spacing: 0) {
                    ForEach(0..<7) { column in
                        cell(month.day(week: week, column: column), diameter: min(rowHeight, Metrics.maxCircleDiameter))
                            .frame(maxWidth: .infinity)
                    }
                }
                .frame(height: rowHeight)
            }
        }
        .padding(.horizontal, Metrics.gridInset)
    }

    @ViewBuilder private func cell(_ day: Int?, diameter: CGFloat) -> some View {
        if let day, day == month.selectedDay {
            Text(verbatim: String(day))
                .font(.system(size: Metrics.selectedDaySize, weight: .medium))
                .foregroundStyle(tint)
                .frame(width: diameter, height: diameter)
                .background(Circle().fill(tint.opacity(Metrics.selectedDayFillOpacity)))
        } else if let day {
            Text(verbatim: String(day))
                .font(.system(size: Metrics.daySize))
                .foregroundStyle(selectable?.contains(day) == true ? Color.primary : Metrics.unavailable)
        } else {
            Color.clear.frame(width: 0, height: 0)
        }
    }
}
