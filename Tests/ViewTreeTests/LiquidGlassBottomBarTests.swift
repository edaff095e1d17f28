import Foundation
import Testing
@testable import ViewTree
import Raster

/// iOS 26's floating tab bar and bottom search field on every phone and iPad of the catalog
/// (tvOS shows its tab bar at the top): both keep 21 points from the screen's bottom edge, with
/// or without a home indicator, and lie fully on the screen.
@MainActor @Suite struct LiquidGlassBottomBarTests {
    private var tabs: some View {
        TabView(selection: .constant("b")) {
            Color.white.tabItem { Label("Home", systemImage: "house") }.tag("a")
            Color.white.tabItem { Label("Search", systemImage: "magnifyingglass") }.tag("b")
        }.viewTreeOSVersion(.iOS26)
    }

    private var search: some View {
        NavigationStack {
            Color.white.navigationTitle("Songs").searchable(text: .constant(""))
        }.viewTreeOSVersion(.iOS26)
    }

    /// Whether column `x` of `canvas` has glass over the white page (within 2 levels of white)
    /// from row `top` to row `bottom`, and the darker shadow it casts (at least 4 levels darker)
    /// right above and below.
    private func glassEnds(_ canvas: RasterCanvas, x: Int, top: Int, bottom: Int) -> Bool {
        let isGlass = { (row: Int) in canvas.pixel(x: x, y: row).red >= 253 }
        let isShadow = { (row: Int) in canvas.pixel(x: x, y: row).red <= 251 }
        return isGlass(top) && isGlass(bottom) && isShadow(top - 1) && isShadow(bottom + 1)
    }

    /// Every phone and iPad configuration.
    nonisolated private static let devices = ViewTreeDevice.all.filter { $0.idiom != .tv }

    @Test(arguments: devices)
    func theTabBarCapsuleLiesOnTheScreen21PointsAboveItsBottomEdge(device: ViewTreeDevice) throws {
        let canvas = try windowRender(tabs, window: device.window)
        let height = Int(device.size.height)
        // A column in the first tab's share, where the capsule is full height, clear of its label
        // and of the selection pill: the glass 62 tall, its bottom 21 above the screen's.
        let x = Int(device.size.width / 2) - 60
        #expect(glassEnds(canvas, x: x, top: height - 21 - 62, bottom: height - 21 - 1), "\(device)")
        // The content's safe area ends at the capsule's top.
        let layout = windowLayout(tabs, window: device.window)
        let page = try #require(layout.first(named: "Color")).frame
        #expect(page.maxY == CGFloat(height - 21 - 62), "\(device)")
    }

    @Test(arguments: devices)
    func theSearchFieldLiesOnTheScreen21PointsAboveItsBottomEdge(device: ViewTreeDevice) throws {
        let layout = windowLayout(search, window: device.window)
        let field = try #require(frames(layout, named: "Glass").first)
        #expect(field.maxY == device.size.height - 21 && field.minY > 0 && field.height == 48, "\(device): \(field)")
        #expect(layout.first(named: "Color")?.frame.maxY == device.size.height - 21 - 62, "\(device)")
    }

    @Test func aHomeButtonPhoneShowsTheWholeCapsuleAboveAWhiteMargin() throws {
        let device = ViewTreeDevice.iPhoneSe2
        let canvas = try windowRender(tabs, window: device.window, scale: 2)
        // 2x: the last 21 points (42 rows) are the white page under the capsule's shadow, lighter
        // towards the edge, darkened by at most the 12 levels recorded below a tab bar (within 2);
        // the capsule's bottom edge above.
        let margin = ((667 - 20) * 2..<667 * 2).map { canvas.pixel(x: 375, y: $0).red }
        #expect(margin.allSatisfy { $0 >= 255 - 12 - 2 } && zip(margin, margin.dropFirst()).allSatisfy { $0 <= $1 }, "\(margin)")
        #expect(glassEnds(canvas, x: 2 * (375 / 2 - 60), top: (667 - 21 - 62) * 2, bottom: (667 - 21) * 2 - 1))
    }

    @Test func withABottomToolbarTheSearchFieldIsItsLeadingItemBesideTheOthers() throws {
        let screen = NavigationStack {
            Color.white.navigationTitle("Inbox").searchable(text: .constant("")).toolbar {
                ToolbarItem(placement: .bottomBar) { Button {} label: { Image(systemName: "line.3.horizontal.decrease") } }
                ToolbarItem(placement: .bottomBar) { Button {} label: { Image(systemName: "square.and.pencil") } }
            }
        }.viewTreeOSVersion(.iOS26)
        // An iPhone 13 Pro Max: safe area 47...892, margins 20.
        let layout = windowLayout(screen)
        #expect(layout.first(named: "SearchBar") == nil)
        #expect(layout.first(named: "BottomToolbar")?.frame == CGRect(x: 0, y: 844, width: 428, height: 48))
        #expect(layout.first(named: "Color")?.frame.maxY == 844)
        // The field first, then the two items' circles at the trailing end, 16 apart (the bar's
        // item spacing), none overlapping; all 48 tall, ending on the safe area's bottom edge.
        let glass = frames(layout, named: "Glass")
        #expect(glass == [CGRect(x: 20, y: 844, width: 260, height: 48), CGRect(x: 296, y: 844, width: 48, height: 48),
                          CGRect(x: 360, y: 844, width: 48, height: 48)])
        for (index, one) in glass.enumerated() {
            for other in glass.dropFirst(index + 1) { #expect(one.intersection(other).width * one.intersection(other).height <= 0) }
        }
        let prompt = try #require(layout.first(text: "Search")).frame
        #expect(glass[0].contains(prompt))
        // Pixels: the field's glass and the first circle's, white, the page between them under
        // their shadows.
        let canvas = try windowRender(screen)
        let between = canvas.pixel(x: 288, y: 870).red
        #expect(between >= 243 && between <= 251)
        #expect(canvas.pixel(x: 278, y: 870).red >= 253 && canvas.pixel(x: 298, y: 870).red >= 253)
    }

    @Test func onAHomeButtonPhoneTheToolbarKeepsItsGlass4PointsOffTheEdge() throws {
        let screen = NavigationStack {
            Color.white.searchable(text: .constant("")).toolbar {
                ToolbarItem(placement: .bottomBar) { Button {} label: { Image(systemName: "square.and.pencil") } }
            }
        }.viewTreeOSVersion(.iOS26)
        let layout = windowLayout(screen, window: ViewTreeDevice.iPhoneSe2.window)
        #expect(layout.first(named: "BottomToolbar")?.frame == CGRect(x: 0, y: 667 - 52, width: 375, height: 52))
        #expect(abs((layout.first(named: "Color")?.frame.maxY ?? 0) - (667 - 52)) < 0.01)
        let glass = frames(layout, named: "Glass")
        #expect(glass.count == 2 && glass.allSatisfy { $0.maxY == 667 - 4 && $0.height == 48 })
        // With a home indicator the bar is the capsules' 48 points on the safe area's bottom.
        let phone = windowLayout(screen, window: ViewTreeDevice.iPhone16Pro.window)
        #expect(phone.first(named: "BottomToolbar")?.frame == CGRect(x: 0, y: 874 - 34 - 48, width: 402, height: 48))
    }
}
