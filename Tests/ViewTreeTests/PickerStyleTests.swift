import Foundation
import Testing
@testable import ViewTree

/// The navigation-link, inline, wheel and palette picker styles, and the iOS 13 and
/// system-image picker initialisers.
@MainActor struct PickerStyleTests {
    private func flavors(_ selection: String) -> some View {
        Picker("Flavor", selection: .constant(selection)) {
            Text("Apple").tag("a")
            Text("Banana").tag("b")
            Text("Cherry").tag("c")
        }
    }

    @Test func navigationLinkPickersShowTheLabelTheChoiceAndAChevronInAForm() throws {
        let tree = layout(Form { flavors("b").pickerStyle(.navigationLink) }.frame(width: 390, height: 300))
        let label = try #require(tree.first(text: "Flavor"))
        let choice = try #require(tree.first(text: "Banana"))
        #expect(tree.first(text: "Apple") == nil)
        #expect(choice.frame.minX > label.frame.maxX + 100, "the choice trails the row")
        // The disclosure chevron trails the choice.
        let menu = layout(Form { flavors("b") }.frame(width: 390, height: 300))
        let menuChoice = try #require(menu.first(text: "Banana"))
        #expect(choice.frame.maxX < menuChoice.frame.maxX)
    }

    @Test func inlinePickersInAFormShowARowPerOptionAndCheckTheChosenOne() throws {
        let tree = layout(Form { flavors("b").pickerStyle(.inline) }.frame(width: 390, height: 400))
        let rows = try ["Apple", "Banana", "Cherry"].map { try #require(tree.first(text: $0)).frame }
        #expect(rows[0].minY < rows[1].minY && rows[1].minY < rows[2].minY)
        #expect(rows.allSatisfy { $0.minX == rows[0].minX })
        let checks = tree.allViews.filter { $0.name == "Image" }.map(\.frame)
        #expect(checks.count == 1)
        #expect(abs(try #require(checks.first).midY - rows[1].midY) < 1, "the checkmark is on the chosen row")
    }

    @Test func wheelPickersMagnifyTheChosenOptionInTheBand() throws {
        let tree = layout(flavors("b").pickerStyle(.wheel))
        #expect(try #require(tree.first(named: "frame")).frame.size == CGSize(width: 320, height: 216))
        let chosen = try #require(tree.first(text: "Banana")).frame
        let above = try #require(tree.first(text: "Apple")).frame
        let below = try #require(tree.first(text: "Cherry")).frame
        #expect(abs(chosen.midY - 108) < 1 && abs(chosen.midX - 160) < 1)
        #expect(above.midY < chosen.midY && below.midY > chosen.midY)
        // Outside a list the inline style is the wheel too.
        #expect(layout(flavors("b").pickerStyle(.inline)).description == tree.description)
        // Pixels: the band's grey behind the chosen row, at reduced opacity away from it.
        let canvas = try render(flavors("b").pickerStyle(.wheel).background(Color.white))
        #expect(canvas.pixel(x: 20, y: 108) != canvas.pixel(x: 20, y: 20))
    }

    @Test func palettePickersOutsideMenusAreSegmented() {
        let palette = layout(flavors("a").pickerStyle(.palette).frame(width: 300))
        #expect(palette.description == layout(flavors("a").pickerStyle(.segmented).frame(width: 300)).description)
    }

    @Test func iOS13AndSystemImageInitialisersLabelThePicker() {
        let old = Picker(selection: .constant(1), label: Text("Size")) { Text("S").tag(1) }
        #expect(layout(Form { old }.frame(width: 390, height: 200)).first(text: "Size") != nil)
        let symbol = Picker("Size", systemImage: "ruler", selection: .constant(1)) { Text("S").tag(1) }
        #expect(layout(Form { symbol }.frame(width: 390, height: 200)).first(text: "Size") != nil)
    }
}

/// A picker's current value label replaces the chosen option in its menu button and link.
@MainActor struct PickerCurrentValueLabelTests {
    @Test func theCurrentValueLabelShowsForTheChoice() throws {
        let picker = Picker("Size", selection: .constant(1)) {
            Text("Small").tag(1)
            Text("Large").tag(2)
        } currentValueLabel: {
            Text("S")
        }
        let menu = layout(picker)
        #expect(menu.first(text: "S") != nil && menu.first(text: "Small") == nil)
        let link = layout(Form { picker.pickerStyle(.navigationLink) }.frame(width: 390, height: 200))
        #expect(link.first(text: "S") != nil && link.first(text: "Size") != nil)
    }
}
