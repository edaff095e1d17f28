import Foundation
import Testing
@testable import ViewTree
import Raster

/// iPadOS's tab bar at the top: from iOS 18's look, on an iPad in the regular width, a capsule
/// of titles centred in the navigation bar's row, the tab below it; iOS 17, iPhones and compact
/// iPad windows keep the bottom bar. At 1x on an iPad Pro 11" in landscape (1194 x 834, safe
/// area 24...814) unless a test says otherwise.
@MainActor @Suite struct TopTabBarTests {
    private func tabs(page: Color = .gray) -> some View {
        TabView(selection: .constant("b")) {
            page.tabItem { Label("Home", systemImage: "house") }.tag("a")
            page.tabItem { Image(systemName: "magnifyingglass"); Text("Search") }.tag("b")
            page.tabItem { Text("Library") }.tag("c")
        }
    }

    private func renderer(_ os: ViewTreeOSVersion, device: ViewTreeDevice, scheme: ColorScheme = .light) -> ImageRenderer<some View> {
        let renderer = ImageRenderer(content: tabs())
        renderer.environment.viewTreeOSVersion = os
        renderer.environment.colorScheme = scheme
        device.apply(to: &renderer.environment)
        renderer.window = device.window
        renderer.scale = 1
        return renderer
    }

    @Test(arguments: [(ViewTreeOSVersion.iOS18, CGFloat(44)), (.iOS26, 54)])
    func onAnIPadTheBarSitsInTheNavigationBarsRowAndTheTabBelowIt(os: ViewTreeOSVersion, row: CGFloat) throws {
        let layout = renderer(os, device: .iPadPro11).layout
        #expect(layout.first(named: "TabBar")?.frame == CGRect(x: 0, y: 24, width: 1194, height: row))
        #expect(frames(layout, named: "Color") == [CGRect(x: 0, y: 24 + row, width: 1194, height: 790 - row)])
        // Titles only, side by side, centred on the screen in the row.
        #expect(frames(layout, named: "Image").isEmpty)
        let titles = try ["Home", "Search", "Library"].map { try #require(layout.first(text: $0)).frame }
        #expect(titles.allSatisfy { abs($0.midY - (24 + row / 2)) <= 1 })
        #expect(titles[0].maxX < titles[1].minX && titles[1].maxX < titles[2].minX)
        #expect(abs((titles[0].minX + titles[2].maxX) / 2 - 597) <= 1)
        // Portrait too.
        let portrait = renderer(os, device: .iPadPro11(.portrait)).layout
        #expect(portrait.first(named: "TabBar")?.frame == CGRect(x: 0, y: 24, width: 834, height: row))
    }

    @Test func iOS17PhonesAndCompactIPadWindowsKeepTheBottomBar() throws {
        let iPad17 = renderer(.iOS17, device: .iPadPro11).layout
        #expect(iPad17.first(named: "TabBar")?.frame == CGRect(x: 0, y: 765, width: 1194, height: 49))
        #expect(frames(iPad17, named: "Color") == [CGRect(x: 0, y: 24, width: 1194, height: 741)])
        for os in [ViewTreeOSVersion.iOS18, .iOS26] {
            // An iPhone 13 Pro Max in portrait (safe area 47...892) and in landscape (regular width).
            let phone = renderer(os, device: .iPhone13ProMax).layout
            #expect(phone.first(named: "TabBar")?.frame.maxY == 892)
            #expect(phone.first(named: "Color")?.frame.minY == 47)
            let landscape = renderer(os, device: .iPhone13ProMax(.landscape)).layout
            #expect(try #require(landscape.first(named: "TabBar")).frame.minY > 300)
            // A third of an iPad's screen is compact.
            let third = renderer(os, device: .iPadPro11(.landscape(splitView: .oneThird))).layout
            #expect(try #require(third.first(named: "TabBar")).frame.minY > 700)
        }
    }

    /// The pixels of `frame` in `canvas`.
    private func inks(_ canvas: RasterCanvas, _ frame: CGRect) -> [RGBA8] {
        (Int(frame.minY)..<Int(frame.maxY)).flatMap { y in (Int(frame.minX)..<Int(frame.maxX)).map { canvas.pixel(x: $0, y: y) } }
    }

    @Test(arguments: [ViewTreeOSVersion.iOS18, .iOS26])
    func theSelectedTabIsHighlightedOnTheCapsule(os: ViewTreeOSVersion) throws {
        let renderer = renderer(os, device: .iPadPro11)
        let layout = renderer.layout
        let canvas = try renderer.canvas
        let search = try #require(layout.first(text: "Search")).frame
        let library = try #require(layout.first(text: "Library")).frame
        // The selected title in the tint, the others not.
        #expect(inks(canvas, search).contains { $0.blue > 200 && $0.red < 80 })
        #expect(!inks(canvas, library).contains { Int($0.blue) > Int($0.red) + 30 })
        // Left of each title, on the capsule: the selected one's pill differs from the capsule
        // around the others (iOS 18: white on the bar material; iOS 26: darker on white glass),
        // and both from the grey page below the row.
        let page = canvas.pixel(x: 10, y: 400)
        let pill = canvas.pixel(x: Int(search.minX) - 4, y: Int(search.midY))
        let capsule = canvas.pixel(x: Int(library.minX) - 4, y: Int(library.midY))
        #expect(pill != capsule && pill != page && capsule != page)
        if os == .iOS18 {
            #expect(pill == opaque(255, 255, 255) && capsule.red < 255)
        } else {
            #expect(Int(pill.red) < Int(capsule.red))
            // Glass: its outline, on the capsule's top edge, is darker than the glass inside.
            let top = 24 + (54 - 44) / 2
            let x = Int(library.midX)
            #expect(canvas.pixel(x: x, y: top).red < canvas.pixel(x: x, y: top + 3).red)
        }
    }

    @Test(arguments: [(ViewTreeOSVersion.iOS18, CGFloat(44)), (.iOS26, 54)])
    func aNavigationStackInATabSharesTheRowItsLargeTitleBelow(os: ViewTreeOSVersion, row: CGFloat) throws {
        let screen = TabView {
            NavigationStack {
                Color.gray.navigationTitle("Library").toolbar { Button("Edit") {} }
            }.tabItem { Text("Library") }
            Color.gray.tabItem { Text("Search") }
        }
        let renderer = ImageRenderer(content: screen)
        renderer.environment.viewTreeOSVersion = os
        ViewTreeDevice.iPadPro11.apply(to: &renderer.environment)
        renderer.window = ViewTreeDevice.iPadPro11.window
        let layout = renderer.layout
        // The navigation bar starts in the tab bar's row; its large title lies under the row,
        // the screen under the title (52 more).
        let bar = try #require(layout.first(named: "NavigationBar")).frame
        #expect(bar.minY == 24 && bar.height == row + 52)
        let titles = layout.allViews.filter { $0.text == "Library" }.map(\.frame)
        #expect(titles.count == 2 && titles.contains { $0.minY >= 24 + row && $0.minX < 100 })
        let edit = try #require(layout.first(text: "Edit")).frame
        #expect(edit.midY > 24 && edit.midY < 24 + row && edit.maxX > 1100)
        #expect(frames(layout, named: "Color") == [CGRect(x: 0, y: 24 + row + 52, width: 1194, height: 790 - row - 52)])
        #expect(renderer.layoutWarnings.isEmpty)
    }

    @Test func rightToLeftTheFirstTabIsOnTheRightUnderItsPill() throws {
        let renderer = renderer(.iOS18, device: .iPadPro11)
        renderer.environment.layoutDirection = .rightToLeft
        let layout = renderer.layout
        let home = try #require(layout.first(text: "Home")).frame
        let search = try #require(layout.first(text: "Search")).frame
        #expect(home.minX > search.maxX)
        // The selected tab's white pill lies around its title, right of it included.
        let canvas = try renderer.canvas
        #expect(canvas.pixel(x: Int(search.maxX) + 4, y: Int(search.midY)) == opaque(255, 255, 255))
        #expect(canvas.pixel(x: Int(home.maxX) + 4, y: Int(home.midY)) != opaque(255, 255, 255))
    }

    @Test func theBarFollowsTheColorScheme() throws {
        let light = try renderer(.iOS18, device: .iPadPro11).canvas
        let dark = try renderer(.iOS18, device: .iPadPro11, scheme: .dark).canvas
        let layout = renderer(.iOS18, device: .iPadPro11).layout
        let search = try #require(layout.first(text: "Search")).frame
        let x = Int(search.minX) - 4, y = Int(search.midY)
        #expect(light.pixel(x: x, y: y) == opaque(255, 255, 255))
        #expect(dark.pixel(x: x, y: y) == opaque(44, 44, 46))
    }
}
