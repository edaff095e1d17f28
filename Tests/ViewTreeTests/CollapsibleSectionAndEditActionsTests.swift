import Foundation
import Testing
@testable import ViewTree
import Raster

/// iOS 16-18 list and bar API: collapsible sections, edit actions on bound rows, search tokens,
/// `toolbarBackgroundVisibility` and `badgeProminence`.
@MainActor @Suite struct CollapsibleSectionAndEditActionsTests {
    private struct Item: Identifiable {
        let id: Int
        var name: String
    }

    @Test func aCollapsedSectionShowsItsHeaderAlone() {
        let list = List {
            Section("Favourites", isExpanded: .constant(false)) { Text("Hidden row") }
            Section(isExpanded: .constant(true)) { Text("Shown row") } header: { Text("Recent") }
        }
        let tree = windowLayout(list.viewTreeOSVersion(.iOS26))   // headers as written
        #expect(tree.first(text: "Favourites") != nil && tree.first(text: "Recent") != nil)
        #expect(tree.first(text: "Hidden row") == nil && tree.first(text: "Shown row") != nil)
    }

    @Test func editActionsLeaveTheRowsAsTheyAre() throws {
        let items = Binding.constant([Item(id: 1, name: "One"), Item(id: 2, name: "Two")])
        let plain = try windowRender(List { ForEach(items) { $item in Text(item.name) } })
        let editable = try windowRender(List { ForEach(items, editActions: .all) { $item in Text(item.name) } })
        let listForm = try windowRender(List(items, editActions: [.delete]) { $item in Text(item.name) })
        #expect(try plain.pngData() == editable.pngData() && plain.pngData() == listForm.pngData())
        #expect(windowLayout(List(items, editActions: .move) { $item in Text(item.name) }).first(text: "Two") != nil)
    }

    @Test func tokensAndTheNewBarAndBadgeNamesDrawAsTheirOlderForms() throws {
        struct Token: Identifiable { let id: Int }
        let page = Text("Inbox").badge(3)
        let searched = try windowRender(NavigationStack { List { page }.searchable(text: .constant("")) })
        let tokens = try windowRender(NavigationStack {
            List { page }.searchable(text: .constant(""), tokens: .constant([Token(id: 1)])) { _ in Text("token") }
        })
        #expect(try searched.pngData() == tokens.pngData())
        let older = try windowRender(NavigationStack { Color.white.navigationTitle("T").toolbarBackground(.visible, for: .navigationBar) })
        let newer = try windowRender(NavigationStack { Color.white.navigationTitle("T").toolbarBackgroundVisibility(.visible, for: .navigationBar) })
        let hidden = try windowRender(NavigationStack { Color.white.navigationTitle("T").toolbarBackgroundVisibility(.hidden, for: .navigationBar) })
        #expect(try older.pngData() == newer.pngData())
        #expect(try newer.pngData() != hidden.pngData())
        #expect(try windowRender(List { page.badgeProminence(.decreased) }).pngData() == windowRender(List { page }).pngData())
    }
}
