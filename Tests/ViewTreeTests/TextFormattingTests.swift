import Foundation
import Testing
@testable import ViewTree

/// The characters a view's text shows, from its layout tree.
@MainActor private func shown<V: View>(_ view: V) -> String? {
    layout(view).first(named: "Text")?.text
}

/// The characters of the laid-out lines of `view`'s first text, as drawn.
@MainActor private func lines<V: View>(_ view: V) -> [String] {
    let renderer = ImageRenderer(content: view)
    for item in renderer.displayList {
        if case .text(let layout, _, _) = item { return layout.lines.map(\.text) }
    }
    return []
}

/// 2024-01-09 09:41:00 GMT plus `seconds`.
private func reference(plus seconds: TimeInterval) -> Date {
    EnvironmentValues.viewTreeDefaultReferenceDate.addingTimeInterval(seconds)
}

/// LocalizedStringKey interpolation, format styles, date styles and letter case, formatted
/// with the environment's locale, time zone, calendar and reference date.
@MainActor struct TextFormattingTests {
    @Test func literalsTakeTheKeyAndVariablesStayVerbatim() {
        let name = "Ada"
        let count = 3
        #expect(shown(Text("Hello \(name)")) == "Hello Ada")
        #expect(shown(Text("\(count) items")) == "3 items")
        #expect(shown(Text("\(true)")) == "true")
        let template = "%lld items"
        #expect(shown(Text(template)) == "%lld items")
        #expect(shown(Text(verbatim: "\(count)")) == "3")
    }

    @Test func numbersFollowSwiftUIsSpecifiersAndTheLocale() {
        let value = 3.25
        #expect(shown(Text("\(value)")) == "3.250000")
        #expect(shown(Text("\(value, specifier: "%.1f") km")) == "3.2 km")
        #expect(shown(Text("\(7, specifier: "%03d")")) == "007")
        #expect(shown(Text("\(value, specifier: "%.2f")").environment(\.locale, Locale(identifier: "de_DE"))) == "3,25")
    }

    @Test func formatStylesUseTheEnvironmentsLocale() {
        #expect(shown(Text(1234.5, format: .number)) == "1,234.5")
        #expect(shown(Text(1234.5, format: .number).environment(\.locale, Locale(identifier: "de_DE"))) == "1.234,5")
        #expect(shown(Text(0.25, format: .percent)) == "25%")
        #expect(shown(Text(1234.5, format: .currency(code: "USD"))) == "$1,234.50")
        #expect(shown(Text(42, format: .number)) == "42")
        #expect(shown(Text("Total: \(1234.5, format: .currency(code: "EUR"))")) == "Total: €1,234.50")
    }

    @Test func datesUseTheEnvironmentsTimeZone() {
        let date = reference(plus: 0)
        #expect(shown(Text(date, style: .date)) == "January 9, 2024")
        // ICU (as iOS 17 and later) puts a narrow no-break space before the day period.
        #expect(shown(Text(date, style: .time)) == "9:41\u{202F}AM")
        #expect(shown(Text(date, style: .time).environment(\.timeZone, TimeZone(identifier: "America/New_York")!))
            == "4:41\u{202F}AM")
        #expect(shown(Text("Due \(date, style: .date)")) == "Due January 9, 2024")
        #expect(shown(Text(date, format: .dateTime.year().month().day())) == "Jan 9, 2024")
    }

    @Test func relativeStylesMeasureFromTheReferenceDateNotTheClock() {
        let later = reference(plus: 2 * 3600 + 3 * 60 + 20)
        #expect(shown(Text(later, style: .relative)) == "2 hours, 3 minutes")
        #expect(shown(Text(later, style: .offset)) == "+2 hours, 3 minutes")
        #expect(shown(Text(reference(plus: -3 * 86400), style: .offset)) == "-3 days")
        #expect(shown(Text(later, style: .timer)) == "2:03:20")
        #expect(shown(Text(reference(plus: 65), style: .timer)) == "1:05")
        let moved = Text(later, style: .relative).environment(\.viewTreeReferenceDate, reference(plus: 3600))
        #expect(shown(moved) == "1 hour, 3 minutes")
    }

    @Test func interpolatedTextKeepsItsOwnAttributes() throws {
        let text = Text("Hello \(Text("world").bold())!")
        #expect(shown(text) == "Hello world!")
        // The bold run is wider than the same characters in the regular weight.
        let bold = layout(text).first(named: "Text")!.frame.width
        let plain = layout(Text("Hello world!")).first(named: "Text")!.frame.width
        #expect(bold > plain)
    }

    @Test func textCaseChangesTheCharactersLaidOut() {
        #expect(lines(Text("Mixed Case").textCase(.uppercase)) == ["MIXED CASE"])
        #expect(lines(Text("Mixed Case").textCase(.lowercase)) == ["mixed case"])
        #expect(lines(VStack { Text("Inner").textCase(nil) }.textCase(.uppercase)) == ["Inner"])
        // Uppercase letters are wider: the frame follows the characters drawn.
        #expect(layout(Text("abc").textCase(.uppercase)).first(named: "Text")!.frame.width
            == layout(Text("ABC")).first(named: "Text")!.frame.width)
    }

    @Test func minimumScaleFactorShrinksTextToFitItsFrame() throws {
        let full = try idealWidth("Shrinking text")
        // Half the ideal width: the text shrinks by half and stays on one line, untruncated.
        let view = Text("Shrinking text").lineLimit(1).minimumScaleFactor(0.4).frame(width: (full / 2).rounded(.down))
        let renderer = ImageRenderer(content: view)
        guard case .text(let shrunk, _, _)? = renderer.displayList.first else {
            Issue.record("no text drawn")
            return
        }
        #expect(shrunk.lines.map(\.text) == ["Shrinking text"])
        #expect(!shrunk.isTruncated)
        #expect(shrunk.scaleFactor < 0.5 && shrunk.scaleFactor > 0.45)
        #expect(shrunk.size.width <= (full / 2).rounded(.down))
        // Without the factor the same frame truncates.
        let truncated = lines(Text("Shrinking text").lineLimit(1).frame(width: (full / 2).rounded(.down)))
        #expect(truncated.count == 1 && truncated[0].hasSuffix("\u{2026}"))
    }
}
