import Foundation
import Testing
@testable import ViewTree
import Raster

/// iOS 13 and 14 spellings SwiftUI keeps draw as their successors do.
@MainActor struct LegacySpellingTests {
    private func screen<V: View>(_ view: V) throws -> RasterCanvas {
        try render(NavigationStack { view }.frame(width: 390, height: 300))
    }

    @Test func navigationBarTitlesAndItemsDrawAsTheirSuccessors() throws {
        let content = Color.white
        let old = try screen(content.navigationBarTitle("Inbox", displayMode: .inline))
        let new = try screen(content.navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline))
        #expect(old.bitmap.pixels == new.bitmap.pixels)
        #expect(try screen(content.navigationBarTitle(Text("Inbox"))).bitmap.pixels
            == screen(content.navigationTitle("Inbox")).bitmap.pixels)
        let trailing = try screen(content.navigationBarItems(trailing: Button("Add") {}))
        #expect(trailing.bitmap.pixels != (try screen(content)).bitmap.pixels)
        let tree = layout(NavigationStack { content.navigationBarItems(trailing: Button("Add") {}) }.frame(width: 390, height: 300))
        #expect(try #require(tree.first(text: "Add")).frame.minX > 195, "at the trailing edge")
        let leading = layout(NavigationStack { content.navigationBarItems(leading: Button("Edit") {}) }.frame(width: 390, height: 300))
        #expect(try #require(leading.first(text: "Edit")).frame.maxX < 195, "at the leading edge")
    }

    @Test func oldControlSpellingsDrawAsTheirSuccessors() throws {
        let toggle = Toggle("Wi-Fi", isOn: .constant(true)).frame(width: 300)
        #expect(try render(toggle.toggleStyle(SwitchToggleStyle(tint: .red))).bitmap.pixels
            == render(toggle.tint(.red)).bitmap.pixels)
        #expect(try render(toggle.toggleStyle(SwitchToggleStyle(tint: .red))).bitmap.pixels
            != render(toggle).bitmap.pixels)
        let card = Text("Card").padding().background(.background)
        #expect(try render(card.colorScheme(.dark)).bitmap.pixels
            == render(card.environment(\.colorScheme, .dark)).bitmap.pixels)
        let described = card.accessibility(label: Text("A card")).accessibility(hidden: false)
            .accessibility(addTraits: .isButton).accessibility(identifier: "card").accessibility(sortPriority: 1)
            .contextMenu(ContextMenu { Button("Copy") {} }).statusBar(hidden: true)
        #expect(try render(described).bitmap.pixels == render(card).bitmap.pixels)
    }
}

/// `toggleStyle(.button)`: the label as a button, filled with the tint while on.
@MainActor struct ButtonToggleStyleTests {
    @Test func onTogglesFillTheirButtonWithTheTint() throws {
        let on = Toggle("Flag", isOn: .constant(true)).toggleStyle(.button)
        let off = Toggle("Flag", isOn: .constant(false)).toggleStyle(.button)
        #expect(try render(on).bitmap.pixels == render(Button("Flag") {}.buttonStyle(.borderedProminent)).bitmap.pixels)
        #expect(try render(off).bitmap.pixels == render(Button("Flag") {}.buttonStyle(.borderless)).bitmap.pixels)
        // Beside the title, inside the button: the tint (blue 0,122,255) when on, nothing when off.
        let filled = try render(on)
        #expect(filled.pixel(x: 6, y: filled.height / 2) == RGBA8(red: 0, green: 122, blue: 255, alpha: 255))
        #expect(try render(off).pixel(x: 2, y: 2).alpha == 0)
    }
}
