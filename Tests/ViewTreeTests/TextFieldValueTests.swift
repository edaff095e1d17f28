import Foundation
import Testing
@testable import ViewTree

/// Text fields editing numbers and dates through a format style or a formatter, and labeled
/// content formatting its value, in the environment's locale.
@MainActor struct TextFieldValueTests {
    private let german = Locale(identifier: "de_DE")

    @Test func formatStylesWriteTheValueInTheEnvironmentsLocale() {
        #expect(layout(TextField("Distance", value: .constant(1234), format: .number)).first(text: "1,234") != nil)
        let price = TextField("Price", value: .constant(1234.5), format: .currency(code: "USD"))
        #expect(layout(price).first(text: "$1,234.50") != nil)
        #expect(layout(price.environment(\.locale, german)).first(text: "1.234,50\u{00A0}$") != nil)
        let precise = TextField(value: .constant(0.5), format: .number.precision(.fractionLength(2))) { Text("Ratio") }
        #expect(layout(precise).first(text: "0.50") != nil)
    }

    @Test func aNilOptionalShowsThePrompt() {
        let empty: Int? = nil
        #expect(layout(TextField("Age", value: .constant(empty), format: .number)).first(text: "Age") != nil)
        let prompted = TextField("Age", value: .constant(empty), format: .number, prompt: Text("Required"))
        #expect(layout(prompted).first(text: "Required") != nil)
        let set: Int? = 42
        let filled = layout(TextField("Age", value: .constant(set), format: .number))
        #expect(filled.first(text: "42") != nil && filled.first(text: "Age") == nil)
    }

    @Test func formattersInTheDevicesLocaleTakeTheEnvironments() {
        let decimal = NumberFormatter()
        decimal.numberStyle = .decimal
        let field = TextField("Count", value: .constant(1234.5), formatter: decimal)
        #expect(layout(field).first(text: "1,234.5") != nil)
        #expect(layout(field.environment(\.locale, german)).first(text: "1.234,5") != nil)
        // A formatter given its own locale keeps it.
        let french = NumberFormatter()
        french.numberStyle = .decimal
        french.locale = Locale(identifier: "fr_FR")
        #expect(layout(TextField("Count", value: .constant(1.5), formatter: french)).first(text: "1,5") != nil)
        let missing: Double? = nil
        #expect(layout(TextField("Count", value: .constant(missing), formatter: decimal)).first(text: "Count") != nil)
    }

    @Test func roundedFieldsPadAFormattedValueLikeText() {
        let style = RoundedBorderTextFieldStyle.roundedBorder
        let text = layout(TextField("N", text: .constant("42")).textFieldStyle(style).frame(width: 200))
        let value = layout(TextField("N", value: .constant(42), format: .number).textFieldStyle(style).frame(width: 200))
        #expect(value.first(text: "42")?.frame == text.first(text: "42")?.frame)
    }

    @Test func labeledContentFormatsInTheEnvironmentsLocale() {
        let content = LabeledContent("Total", value: 1234.5, format: .number)
        #expect(layout(content.environment(\.locale, german)).first(text: "1.234,5") != nil)
        #expect(layout(Text(2.5, format: .number).environment(\.locale, german)).first(text: "2,5") != nil)
    }
}
