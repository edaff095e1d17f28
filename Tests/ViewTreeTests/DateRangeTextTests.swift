import Foundation
import Testing
@testable import ViewTree

/// `Text` of a date range and of a timer interval, read at the environment's reference date
/// (2024-01-09 09:41:00 GMT), never the clock.
@MainActor struct DateRangeTextTests {
    private let start = EnvironmentValues.viewTreeDefaultReferenceDate

    private func shown<V: View>(_ view: V) -> String? { layout(view).first(named: "Text")?.text }

    @Test func aDateRangeIsWrittenAsAnInterval() throws {
        let text = try #require(shown(Text(start...start.addingTimeInterval(3600))))
        #expect(text.contains("9:41") && text.contains("10:41"))
        #expect(text.contains("2024") || text.contains("24"))
    }

    @Test func timersCountDownToTheEndFromTheReferenceDate() {
        let minute = start.addingTimeInterval(-10)...start.addingTimeInterval(65)
        #expect(shown(Text(timerInterval: minute)) == "1:05")
        #expect(shown(Text(timerInterval: minute, countsDown: false)) == "0:10")
        let long = start...start.addingTimeInterval(3 * 3600 + 4 * 60 + 5)
        #expect(shown(Text(timerInterval: long)) == "3:04:05")
        #expect(shown(Text(timerInterval: long, showsHours: false)) == "184:05")
        #expect(shown(Text(timerInterval: long, pauseTime: start.addingTimeInterval(3 * 3600))) == "4:05")
        // Past the end the timer stops at zero.
        #expect(shown(Text(timerInterval: start.addingTimeInterval(-100)...start.addingTimeInterval(-50))) == "0:00")
    }
}

/// `ProgressView(timerInterval:countsDown:)`: a bar at the part of the interval left (or gone),
/// read at the reference date, its current value the timer's reading.
@MainActor struct TimerProgressViewTests {
    private let start = EnvironmentValues.viewTreeDefaultReferenceDate

    @Test func timerProgressShowsThePartLeftAndTheReading() throws {
        let interval = start.addingTimeInterval(-30)...start.addingTimeInterval(90)
        let timer = ProgressView(timerInterval: interval).frame(width: 200)
        let same = ProgressView(value: 0.75) { EmptyView() } currentValueLabel: { Text(verbatim: "1:30") }.frame(width: 200)
        #expect(layout(timer).first(text: "1:30") != nil)
        #expect(try render(timer).bitmap.pixels == render(same).bitmap.pixels)
        let up = ProgressView(timerInterval: interval, countsDown: false) { Text("Elapsed") }.frame(width: 200)
        let quarter = ProgressView(value: 0.25) { Text("Elapsed") } currentValueLabel: { Text(verbatim: "0:30") }.frame(width: 200)
        #expect(try render(up).bitmap.pixels == render(quarter).bitmap.pixels)
    }
}
