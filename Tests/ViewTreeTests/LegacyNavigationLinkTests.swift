import Foundation
import Testing
@testable import ViewTree
import Raster

/// iOS 13's navigation links pushed by a binding draw as the link at rest; item-driven full
/// screen covers and named accessibility actions draw nothing.
@MainActor struct LegacyNavigationLinkTests {
    private func rows<V: View>(_ link: V) throws -> RasterCanvas {
        try render(NavigationStack { List { link } }.frame(width: 390, height: 300))
    }

    @Test func bindingLinksDrawAsLinks() throws {
        let plain = try rows(NavigationLink(destination: Text("Detail")) { Text("Open") })
        #expect(try rows(NavigationLink(destination: Text("Detail"), isActive: .constant(false)) { Text("Open") })
            .bitmap.pixels == plain.bitmap.pixels)
        #expect(try rows(NavigationLink(destination: Text("Detail"), tag: 1, selection: .constant(nil)) { Text("Open") })
            .bitmap.pixels == plain.bitmap.pixels)
        #expect(try rows(NavigationLink("Open", destination: Text("Detail"), isActive: .constant(false)))
            .bitmap.pixels == plain.bitmap.pixels)
        #expect(try rows(NavigationLink(isActive: .constant(false)) { Text("Detail") } label: { Text("Open") })
            .bitmap.pixels == plain.bitmap.pixels)
    }

    @Test func itemCoversAndNamedActionsDrawNothing() throws {
        struct Item: Identifiable { let id = 1 }
        let card = Text("Card").padding().background(Color.white)
        let item: Item? = nil
        let decorated = card.fullScreenCover(item: .constant(item)) { _ in Text("Cover") }
            .accessibilityAction(named: Text("Archive")) {}
        #expect(try render(decorated).bitmap.pixels == render(card).bitmap.pixels)
    }
}
