import Foundation
import Testing
@testable import ViewTree
import Raster

/// Tab views at rest: the selected tab above a 49-point tab bar whose background runs under the
/// home indicator, items sharing the width, the selected one in the tint. At 1x on an iPhone 13
/// Pro Max (safe area 47...892).
@MainActor @Suite struct TabViewTests {
    private func tabs(selection: String = "a") -> some View {
        TabView(selection: .constant(selection)) {
            Color.red.tabItem { Label("Home", systemImage: "house") }.tag("a")
            Color.blue.tabItem { Text("Blue") }.tag("b")
        }
    }

    @Test func theSelectedTabSitsAboveTheBar() {
        let tree = windowLayout(tabs())
        #expect(tree.first(named: "TabView")?.frame == CGRect(x: 0, y: 47, width: 428, height: 845))
        #expect(tree.first(named: "TabBar")?.frame == CGRect(x: 0, y: 843, width: 428, height: 49))
        // Only the selected tab is laid out.
        #expect(frames(tree, named: "Color") == [CGRect(x: 0, y: 47, width: 428, height: 796)])
    }

    @Test func theSelectionPicksTheTabByItsTag() throws {
        let canvas = try windowRender(tabs(selection: "b"))
        #expect(canvas.pixel(x: 200, y: 400) == opaque(0, 122, 255))
        let first = try windowRender(TabView {
            Color.red.tabItem { Text("One") }
            Color.blue.tabItem { Text("Two") }
        })
        #expect(first.pixel(x: 200, y: 400) == opaque(255, 59, 48))
        let modern = try windowRender(TabView(selection: .constant(2)) {
            Tab("One", systemImage: "1.circle", value: 1) { Color.red }
            Tab("Two", systemImage: "2.circle", value: 2) { Color.blue }
        })
        #expect(modern.pixel(x: 200, y: 400) == opaque(0, 122, 255))
    }

    @Test func itemsShareTheWidthAndTheSelectedOneIsTinted() throws {
        let tree = windowLayout(tabs())
        let blue = try #require(tree.first(text: "Blue")).frame
        // The second half of the bar, the title centred in it.
        #expect(abs(blue.midX - 321) <= 0.5)
        let home = try #require(tree.first(text: "Home")).frame
        #expect(abs(home.midX - 107) <= 0.5)
        func inks(_ canvas: RasterCanvas, _ frame: CGRect) -> [RGBA8] {
            (Int(frame.minY * 2)..<Int(frame.maxY * 2)).flatMap { y in (Int(frame.minX * 2)..<Int(frame.maxX * 2)).map { canvas.pixel(x: $0, y: y) } }
        }
        let canvas = try windowRender(tabs(), scale: 2)
        #expect(inks(canvas, home).contains { $0.blue > 240 && $0.red < 60 && $0.green < 160 })
        #expect(!inks(canvas, blue).contains { $0.blue > Int($0.red) + 20 })
        let orange = try windowRender(tabs().tint(.orange), scale: 2)
        #expect(inks(orange, home).contains { $0.red > 240 && $0.blue < 60 })
    }

    @Test func theBarBackgroundRunsUnderTheHomeIndicatorInBothSchemes() throws {
        let view = TabView { Color.clear.tabItem { Text("One") } }
        for (scheme, window) in [(ColorScheme.light, opaque(255, 255, 255)), (.dark, opaque(0, 0, 0))] {
            let canvas = try windowRender(view, scheme: scheme)
            let bar = composite(MaterialLook.of(.bar, in: scheme).tint, over: window)
            #expect(canvas.pixel(x: 5, y: 920) == bar)
            #expect(canvas.pixel(x: 5, y: 850) == bar)
            #expect(close(canvas.pixel(x: 5, y: 843), composite(ChromeMetrics.barHairline.resolved(in: scheme, os: .iOS17), over: bar)))
            #expect(canvas.pixel(x: 5, y: 842) == window)
        }
    }

    @Test func pageStyleHasNoBar() {
        let tree = windowLayout(tabs().tabViewStyle(.page))
        #expect(tree.first(named: "TabBar") == nil)
        #expect(frames(tree, named: "Color") == [CGRect(x: 0, y: 47, width: 428, height: 845)])
        #expect(windowLayout(tabs().tabViewStyle(.page(indexDisplayMode: .never))).first(named: "TabBar") == nil)
    }

    @Test func titlesLineUpUnderIconsOfDifferentHeights() throws {
        let view = TabView {
            Color.red.tabItem { Label("Tall", systemImage: "person.fill") }
            Color.red.tabItem { Label("Flat", systemImage: "minus") }
            Color.red.tabItem { Image(systemName: "minus"); Text("Apart") }
        }
        let tree = windowLayout(view)
        let titles = ["Tall", "Flat", "Apart"].compactMap { tree.first(text: $0)?.frame.minY }
        #expect(titles.count == 3 && Set(titles).count == 1)
        // An image written beside its text is drawn at the icon's size, as a label's icon is.
        let icons = frames(tree, named: "Image")
        #expect(icons.count == 3 && icons[1].size == icons[2].size)
        #expect(icons[1].midY == icons[2].midY)
    }
}
