import Foundation
import Testing
@testable import ViewTree

/// Lists of data with a selection, and modifiers that act only on a device, draw as the plain
/// view does.
@MainActor struct ListSelectionInitTests {
    private struct Fruit: Identifiable, Hashable {
        let id: Int
        let name: String
    }

    private let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]

    @Test func dataListsWithASelectionDrawAsWithout() throws {
        let plain = ImageRenderer(content: List(fruits) { Text($0.name) }.frame(width: 300, height: 200))
        let single = ImageRenderer(content: List(fruits, selection: .constant(Fruit?.none)) { Text($0.name) }
            .frame(width: 300, height: 200))
        let many = ImageRenderer(content: List(fruits, id: \.name, selection: .constant(Set<String>())) { Text($0.name) }
            .frame(width: 300, height: 200))
        #expect(single.layout == plain.layout && many.layout.allViews.compactMap(\.text) == ["Apple", "Pear"])
        #expect(try single.canvas.bitmap.pixels == plain.canvas.bitmap.pixels)
    }

    @Test func previewsOfContextMenusAndScrollPhasesChangeNothing() throws {
        let plain = ImageRenderer(content: Text("Row"))
        let modified = ImageRenderer(content: Text("Row").contextMenu { Button("Copy") {} } preview: { Text("Big") }
            .onScrollPhaseChange { old, new in _ = old.isScrolling || new.isScrolling })
        #expect(try modified.canvas.bitmap.pixels == plain.canvas.bitmap.pixels)
        #expect(!ScrollPhase.idle.isScrolling && ScrollPhase.decelerating.isScrolling)
    }
}
