import Foundation
import Testing
@testable import ViewTree

/// ContentUnavailableView: a large secondary symbol over a bold title, a secondary description
/// and actions, centred in the space offered; and the search variant's words.
@MainActor @Suite struct ContentUnavailableViewTests {
    private let proposal = ProposedViewSize(width: 300, height: 400)

    @Test func itFillsTheSpaceAndCentresAColumn() throws {
        let view = ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail shows up here."))
        let tree = layout(view, proposal: proposal)
        #expect(tree.frame.size == CGSize(width: 300, height: 400))
        let icon = try #require(frames(tree, named: "Image").first)
        let title = try #require(tree.first(text: "No Mail")).frame
        let description = try #require(tree.first(text: "New mail shows up here.")).frame
        // Centred, each within a point: a column centred in the space, snapped to whole points,
        // and each line centred in the column, snapped again.
        #expect(abs(icon.midX - 150) <= 1 && abs(title.midX - 150) <= 1 && abs(description.midX - 150) <= 1)
        #expect(title.minY == icon.maxY + 8)
        #expect(description.minY == title.maxY + 4)
        // The column is centred vertically.
        #expect(abs((icon.minY + description.maxY) / 2 - 200) <= 0.5)
        // Title 2 bold is taller than body text; the description is subheadline.
        #expect(title.height == (try #require(layout(Text("No Mail").font(.title2.bold())).first(text: "No Mail")).frame.height))
        #expect(description.height == (try #require(layout(Text("A").font(.subheadline)).first(text: "A")).frame.height))
    }

    @Test func theSymbolAndDescriptionAreSecondary() throws {
        for scheme in [ColorScheme.light, .dark] {
            let view = ContentUnavailableView("No Mail", systemImage: "square.fill",
                                              description: Text("■■■■").font(.system(size: 40)))
            let renderer = ImageRenderer(content: view.background(.background))
            renderer.proposedSize = proposal
            renderer.environment.colorScheme = scheme
            let canvas = try renderer.canvas
            let tree = layout(view, proposal: proposal)
            let background = scheme == .light ? opaque(255, 255, 255) : opaque(0, 0, 0)
            let secondary = composite(Color.secondary.resolved(in: scheme, os: .default), over: background)
            let icon = try #require(frames(tree, named: "Image").first)
            #expect(canvas.pixel(x: Int(icon.midX), y: Int(icon.midY)) == secondary)
            let title = try #require(tree.first(text: "No Mail")).frame
            #expect(ControlPixels.contains(canvas, composite(Color.primary.resolved(in: scheme, os: .default), over: background), in: title))
        }
    }

    @Test func actionsSitBelowTheDescription() throws {
        let view = ContentUnavailableView {
            Label("No Photos", systemImage: "photo")
        } description: {
            Text("Photos you take show up here.")
        } actions: {
            Button("Import") {}
        }
        let tree = layout(view, proposal: proposal)
        let description = try #require(tree.first(text: "Photos you take show up here.")).frame
        let button = try #require(tree.first(text: "Import")).frame
        #expect(button.minY == description.maxY + 16)
    }

    @Test func searchSaysNoResultsAndWhatWasSearchedFor() {
        let plain = layout(ContentUnavailableView.search, proposal: proposal)
        #expect(plain.allViews.compactMap(\.text) == ["No Results", "Check the spelling or try a new search."])
        let text = layout(ContentUnavailableView.search(text: "kiwi"), proposal: proposal)
        #expect(text.allViews.compactMap(\.text).first == "No Results for “kiwi”")
        #expect(frames(text, named: "Image").count == 1)
    }

    @Test func withoutADescriptionOnlyTheLabelShows() {
        let tree = layout(ContentUnavailableView("Offline", systemImage: "wifi"), proposal: proposal)
        #expect(tree.allViews.compactMap(\.text) == ["Offline"])
    }
}
