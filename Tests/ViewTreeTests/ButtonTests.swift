import Foundation
import Testing
@testable import ViewTree
import Raster

/// The colour of the darkest (most inked) pixel of a rendered view: its text colour.
@MainActor private func inkColor<V: View>(_ view: V) throws -> RGBA8 {
    let canvas = try render(view)
    let pixels = canvas.bitmap.pixels.map { RGBA8(packed: $0) }
    return pixels.max { $0.alpha < $1.alpha }!
}

private let blue = RGBA8(red: 0, green: 122, blue: 255, alpha: 255)
private let red = RGBA8(red: 255, green: 59, blue: 48, alpha: 255)

/// `Button` in its default borderless style: its label, tinted.
@MainActor struct ButtonTests {
    @Test func buttonIsItsLabelInTheAccentColour() throws {
        #expect(try inkColor(Button("Save") {}) == blue)
        #expect(layout(Button("Save") {}).description == layout(Text("Save")).description)
    }

    @Test func tintDestructiveRoleAndForegroundStyleChangeTheColour() throws {
        #expect(try inkColor(Button("Save") {}.tint(.green)) == RGBA8(red: 52, green: 199, blue: 89, alpha: 255))
        #expect(try inkColor(Button("Delete", role: .destructive) {}) == red)
        #expect(try inkColor(Button("Save") {}.foregroundStyle(Color.black)) == RGBA8(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(try inkColor(Button {} label: { Text("Own").foregroundColor(.purple) }) == RGBA8(red: 175, green: 82, blue: 222, alpha: 255))
    }

    @Test func buttonLabelCanBeAnyView() {
        let view = Button(role: .cancel) {} label: {
            HStack { Circle().frame(width: 10, height: 10); Text("Cancel") }
        }
        #expect(frames(layout(view), named: "Circle").count == 1)
    }
}
