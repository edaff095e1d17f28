import Foundation
import Testing
@testable import ViewTree

/// A user's own style: the title above the icon.
private struct StackedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon
            configuration.title
        }
    }
}

/// Label with its built-in styles and users' own.
@MainActor struct LabelTests {
    /// The tray symbol at the body size, in whole points as frames are at scale 1.
    private func traySize() throws -> CGSize {
        let catalog = try SymbolCatalog.bundled.get()
        let symbol = ResolvedSymbol(named: "tray", glyph: try #require(catalog.glyph(named: "tray")), in: catalog, pointSize: 17,
                                    weight: .regular, scale: .medium)
        return CGRect(origin: .zero, size: symbol.size).integralIfAtScale(1).size
    }

    @Test func defaultStyleIsTheIconThenTheTitleInARow() throws {
        let tree = layout(Label("Inbox", systemImage: "tray"))
        let title = try idealWidth("Inbox")
        let tray = try traySize()
        // The tray symbol (20 x 14 points in the body font) is centred on the 21-point title
        // line, 8 points before it.
        #expect(tray == CGSize(width: 20, height: 14))
        #expect(frames(tree, named: "Image") == [CGRect(x: 0, y: 3, width: 20, height: 14)])
        #expect(frames(tree, named: "Text") == [CGRect(x: 28, y: 0, width: title, height: 21)])
        #expect(tree.frame.size == CGSize(width: 28 + title, height: 21))
        #expect(layout(Label("Inbox", systemImage: "tray").labelStyle(.automatic)).description == tree.description)
        #expect(layout(Label("Inbox", systemImage: "tray").labelStyle(.titleAndIcon)).description == tree.description)
    }

    @Test func titleOnlyAndIconOnlyShowOnePart() throws {
        let titleOnly = layout(Label("Inbox", systemImage: "tray").labelStyle(.titleOnly))
        #expect(titleOnly.allViews.map(\.name) == ["Text"])
        #expect(titleOnly.frame.size == CGSize(width: try idealWidth("Inbox"), height: 21))
        let iconOnly = layout(Label("Inbox", systemImage: "tray").labelStyle(.iconOnly))
        #expect(iconOnly.allViews.map(\.name) == ["Image"])
        #expect(iconOnly.frame.size == (try traySize()))
    }

    @Test func usersStylesAndViewsBuildTheLabel() throws {
        let label = Label { Text("Custom") } icon: { Color.red.frame(width: 10, height: 10) }
        let tree = layout(label.labelStyle(StackedLabelStyle()))
        let title = try idealWidth("Custom")
        // Centred over the title, snapped to the pixel grid.
        #expect(frames(tree, named: "Color") == [CGRect(x: ((title - 10) / 2).rounded(), y: 0, width: 10, height: 10)])
        #expect(frames(tree, named: "Text") == [CGRect(x: 0, y: 12, width: title, height: 21)])
    }

    @Test func aStyleAppliesToEveryLabelInside() {
        let view = VStack {
            Label("One", systemImage: "1.circle")
            Label("Two", systemImage: "2.circle")
        }.labelStyle(.titleOnly)
        #expect(layout(view).allViews.filter { $0.name == "Image" }.isEmpty)
        #expect(layout(view).allViews.compactMap(\.text) == ["One", "Two"])
    }

    @Test func inListRowsIconsShareAColumnAndTakeTheTint() throws {
        let list = List {
            Label("Playlists", systemImage: "music.note.list")
            Label("Songs", systemImage: "music.note")
            Label("Red", systemImage: "music.note").foregroundStyle(.red)
        }
        let tree = windowLayout(list)
        let titles = ["Playlists", "Songs", "Red"].compactMap { tree.first(text: $0)?.frame.minX }
        // 40, a 26-point column (1.5 x 17, rounded up) and 8.
        #expect(titles == [74, 74, 74])
        let icons = frames(tree, named: "Image")
        #expect(icons.count == 3 && icons.allSatisfy { abs($0.midX - 53) <= 0.5 })
        let canvas = try windowRender(list)
        #expect(ControlPixels.contains(canvas, ControlPixels.blue, in: icons[0]))
        #expect(ControlPixels.contains(canvas, opaque(255, 59, 48), in: icons[2]), "a foreground style wins over the tint")
        // Outside lists the icon keeps its own width and the foreground style.
        let plain = layout(Label("Songs", systemImage: "music.note"))
        #expect(plain.first(text: "Songs")?.frame.minX == (frames(plain, named: "Image").first?.maxX ?? 0) + 8)
    }
}
