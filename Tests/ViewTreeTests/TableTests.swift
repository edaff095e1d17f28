import Foundation
import Testing
@testable import ViewTree

/// `Table` as iOS shows it: its first column as a plain list in a compact width, every column
/// under a row of titles in a regular one.
@MainActor struct TableTests {
    private struct Person: Identifiable {
        let id: Int
        let name: String
        let age: Int
        let city: String
    }

    private let people = [Person(id: 1, name: "Maya", age: 34, city: "Lisbon"), Person(id: 2, name: "Sam", age: 27, city: "Oslo")]

    private func table(showsCity: Bool = true) -> some View {
        Table(people) {
            TableColumn("Name", value: \.name)
            TableColumn("Age") { Text("\($0.age)") }
            if showsCity {
                TableColumn("City") { Text($0.city) }.width(80)
            }
        }
        .frame(width: 400, height: 200)
    }

    @Test func aCompactTableIsAPlainListOfItsFirstColumn() throws {
        let list = List(people) { Text(verbatim: $0.name) }.listStyle(.plain).frame(width: 400, height: 200)
        let compact = table().environment(\.horizontalSizeClass, .compact)
        #expect(try ImageRenderer(content: compact).canvas.bitmap.pixels == ImageRenderer(content: list).canvas.bitmap.pixels)
        let layout = ImageRenderer(content: compact).layout
        #expect(layout.first(text: "Maya") != nil && layout.first(text: "Lisbon") == nil && layout.first(text: "Name") == nil)
    }

    @Test func aRegularTableShowsEveryColumnUnderItsTitle() throws {
        let layout = ImageRenderer(content: table().environment(\.horizontalSizeClass, .regular)).layout
        let title = try #require(layout.first(text: "City")), lisbon = try #require(layout.first(text: "Lisbon"))
        let maya = try #require(layout.first(text: "Maya")), age = try #require(layout.first(text: "34"))
        #expect(title.frame.minY < maya.frame.minY && maya.frame.midY == age.frame.midY)
        #expect(abs(title.frame.minX - lisbon.frame.minX) < 1, "cells line up under their column's title")
        let nameTitle = try #require(layout.first(text: "Name"))
        #expect(nameTitle.frame.minX == maya.frame.minX && maya.frame.minX == 16)
        #expect(maya.frame.minX < age.frame.minX && age.frame.minX < lisbon.frame.minX)
        // The city column is 80 points wide, at the trailing end of the 16-point inset.
        #expect(abs(lisbon.frame.minX - (400 - 16 - 80)) < 1)
        let withoutCity = ImageRenderer(content: table(showsCity: false).environment(\.horizontalSizeClass, .regular)).layout
        #expect(withoutCity.first(text: "City") == nil && withoutCity.first(text: "Age") != nil)
    }

    @Test func rowsBuiltWithTableRowsSectionsAndLoopsAreTheTablesRows() throws {
        @State var selection = Set<Int>()
        @State var order = [KeyPathComparator(\Person.name)]
        let built = Table(selection: $selection, sortOrder: $order) {
            TableColumn("Name", value: \.name)
            TableColumn("Age") { Text("\($0.age)") }
        } rows: {
            Section {
                ForEach(people) { person in
                    TableRow(person)
                }
            }
            TableRow(Person(id: 3, name: "Ana", age: 40, city: "Rome"))
            if people.count > 5 {
                TableRow(Person(id: 4, name: "Hidden", age: 1, city: "None"))
            }
        }
        let rows = Table(people + [Person(id: 3, name: "Ana", age: 40, city: "Rome")]) {
            TableColumn("Name", value: \.name)
            TableColumn("Age") { Text("\($0.age)") }
        }
        for sizeClass in [UserInterfaceSizeClass.compact, .regular] {
            func render(_ view: some View) throws -> [UInt32] {
                try ImageRenderer(content: view.frame(width: 400, height: 200).environment(\.horizontalSizeClass, sizeClass))
                    .canvas.bitmap.pixels
            }
            #expect(try render(built) == render(rows))
        }
        #expect(ImageRenderer(content: built.frame(width: 400, height: 200)).layout.first(text: "Hidden") == nil)
    }
}
