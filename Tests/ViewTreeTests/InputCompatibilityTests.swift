import Foundation
import Testing
@testable import ViewTree

/// Key-press handlers, iOS 13's field callbacks and steppers with a format style compile as in
/// SwiftUI and draw as the plain controls do.
@MainActor struct InputCompatibilityTests {
    @Test func keyPressHandlersLeaveTheViewAsItIs() throws {
        let decorated = titleAndBodyCard
            .onKeyPress(.return) { .handled }
            .onKeyPress(.escape, phases: .up) { press in press.modifiers.contains(.shift) ? .ignored : .handled }
            .onKeyPress(keys: [.upArrow, .downArrow, .pageUp]) { press in press.key == .upArrow ? .handled : .ignored }
            .onKeyPress(characters: .alphanumerics, phases: .all) { press in press.characters.isEmpty ? .ignored : .handled }
            .onKeyPress { press in press.phase == .down ? .handled : .ignored }
            .focusable(interactions: .activate)
        try expectSameRender(decorated, as: titleAndBodyCard)
    }

    @Test func fieldsWithCallbacksShowTheirTextOrPrompt() {
        var commits = 0
        let field = TextField("Name", text: .constant("Ada"), onEditingChanged: { _ in }, onCommit: { commits += 1 })
        #expect(layout(field).first(text: "Ada") != nil)
        #expect(layout(TextField("Name", text: .constant(""), onCommit: {})).first(text: "Name") != nil)
        let title = "Nickname"
        #expect(layout(TextField(title, text: .constant(""), onEditingChanged: { _ in })).first(text: "Nickname") != nil)
        #expect(layout(SecureField("Password", text: .constant("pw"), onCommit: {})).first(text: "••") != nil)
        let number = NumberFormatter()
        #expect(layout(TextField("N", value: .constant(7), formatter: number, onCommit: {})).first(text: "7") != nil)
        #expect(commits == 0)
    }

    @Test func steppersWithAFormatDrawAsSteppers() {
        let plain = layout(Stepper("Weight", value: .constant(2.5), in: 0...5, step: 0.5).frame(width: 300))
        let formatted = layout(Stepper("Weight", value: .constant(2.5), in: 0...5, step: 0.5, format: .number)
            .frame(width: 300))
        #expect(formatted.description == plain.description)
        let labelled = layout(Stepper(value: .constant(1.0), format: .percent) { Text("Share") }.frame(width: 300))
        #expect(labelled.first(text: "Share") != nil)
        let title = "Count"
        #expect(layout(Stepper(title, value: .constant(3), in: 0...3)).first(text: "Count") != nil)
        #expect(layout(Stepper(title, onIncrement: {}, onDecrement: nil)).first(text: "Count") != nil)
    }
}
