import Foundation
import Testing
@testable import ViewTree

/// A binding to a collection is a collection of element bindings: `ForEach($items)` and
/// `List($items)` show each element and write through its binding.
@MainActor struct BindingCollectionTests {
    private struct Item: Identifiable {
        let id: Int
        var name: String
    }

    @Test func elementBindingsReadAndWriteTheirElement() {
        var items = [Item(id: 1, name: "Apples"), Item(id: 2, name: "Pears")]
        let binding = Binding(get: { items }, set: { items = $0 })
        #expect(binding.count == 2 && binding.map(\.id) == [1, 2])
        binding[1].name.wrappedValue = "Plums"
        #expect(items[1].name == "Plums")
        #expect(binding.last?.wrappedValue.name == "Plums" && binding.index(before: binding.endIndex) == 1)
    }

    @Test func forEachAndListOfABindingShowEveryElement() throws {
        var items = [Item(id: 1, name: "Apples"), Item(id: 2, name: "Pears")]
        let binding = Binding(get: { items }, set: { items = $0 })
        let fields = layout(VStack { ForEach(binding) { $item in TextField("Name", text: $item.name) } }.frame(width: 200))
        let apples = try #require(fields.first(text: "Apples")).frame
        let pears = try #require(fields.first(text: "Pears")).frame
        #expect(pears.minY > apples.minY)
        let list = layout(List(binding) { $item in Text(item.name) }.frame(width: 300, height: 300))
        #expect(list.first(text: "Apples") != nil && list.first(text: "Pears") != nil)
    }
}
