import Foundation
import Testing
@testable import ViewTree
import Raster

/// iOS 26's Liquid Glass API as apps write it: `glassEffect`, glass button styles, toolbar
/// spacers and shared backgrounds, the search tab, the bottom accessory and the other iOS 18/26
/// tab and bar additions. At 1x on an iPhone 13 Pro Max (428 wide, safe area 47...892).
@MainActor @Suite struct LiquidGlassAPITests {
    private func tree<V: View>(_ view: V, os: ViewTreeOSVersion = .iOS26) -> ViewTreeLayout {
        windowLayout(view.viewTreeOSVersion(os))
    }

    private func canvas<V: View>(_ view: V, os: ViewTreeOSVersion = .iOS26) throws -> RasterCanvas {
        try windowRender(view.viewTreeOSVersion(os))
    }

    /// A label on glass over a blue page, top leading.
    private func glassLabel(_ glass: Glass, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        ZStack(alignment: .topLeading) {
            Color.blue.ignoresSafeArea()
            Text("Flag").padding(20).glassEffect(glass, in: shape)
        }
    }

    @Test func glassEffectDrawsGlassInTheViewsFrameBehindIt() throws {
        let layout = tree(glassLabel(.regular))
        let text = try #require(layout.first(text: "Flag")).frame
        let glass = try #require(frames(layout, named: "Glass").first)
        #expect(glass == text.insetBy(dx: -20, dy: -20))
        let pixels = try canvas(glassLabel(.regular))
        let page = pixels.pixel(x: Int(glass.maxX) + 20, y: Int(glass.midY))
        let onGlass = pixels.pixel(x: Int(glass.minX) + 6, y: Int(glass.midY))
        // White-tinted glass over blue: much lighter than the page, still bluish.
        #expect(onGlass.red > page.red + 100 && onGlass.blue >= onGlass.red)
        // A capsule: its corner shows the page.
        #expect(pixels.pixel(x: Int(glass.minX) + 1, y: Int(glass.minY) + 1) == page)
        // Identity glass is no glass at all.
        let plain = ZStack(alignment: .topLeading) { Color.blue.ignoresSafeArea(); Text("Flag").padding(20) }
        #expect(try canvas(glassLabel(.identity)).bitmap.pixels == canvas(plain).bitmap.pixels)
        #expect(frames(tree(glassLabel(.identity)), named: "Glass").isEmpty)
    }

    @Test func tintedClearAndShapedGlass() throws {
        let regular = try canvas(glassLabel(.regular)), clear = try canvas(glassLabel(.clear))
        let tinted = try canvas(glassLabel(.regular.tint(.orange).interactive()))
        let glass = try #require(frames(tree(glassLabel(.regular)), named: "Glass").first)
        let (x, y) = (Int(glass.minX) + 6, Int(glass.midY))
        // Clear glass lets more of the page through; an orange tint turns it orange.
        #expect(clear.pixel(x: x, y: y).red < regular.pixel(x: x, y: y).red)
        #expect(tinted.pixel(x: x, y: y).red > 200 && tinted.pixel(x: x, y: y).blue < 150)
        // In a rectangle, the corner is glass too.
        let square = try canvas(glassLabel(.regular, in: .rect(cornerRadius: 0)))
        #expect(square.pixel(x: Int(glass.minX) + 2, y: Int(glass.minY) + 2).red > 100)
    }

    @Test func glassButtonsArePaddedAsBorderedButtons() throws {
        func button(_ style: some PrimitiveButtonStyle) -> some View {
            ZStack(alignment: .topLeading) {
                Color.white.ignoresSafeArea()
                Button("Continue") {}.buttonStyle(style)
            }
        }
        #expect(tree(button(.glass)).first(text: "Continue")?.frame == tree(button(.bordered)).first(text: "Continue")?.frame)
        #expect(frames(tree(button(.glass)), named: "Glass").count == 1)
        #expect(frames(tree(button(.glass(.clear))), named: "Glass").count == 1)
        #expect(try canvas(button(.glassProminent)).bitmap.pixels == canvas(button(.borderedProminent)).bitmap.pixels)
        #expect(try canvas(button(.glass)).bitmap.pixels != canvas(button(.bordered)).bitmap.pixels)
    }

    private func barWithItems(spacer: Bool, hidingBackground: Bool = false) -> some View {
        NavigationStack {
            Color.white.navigationTitle("T").navigationBarTitleDisplayMode(.inline).toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                if spacer { ToolbarSpacer(.fixed, placement: .topBarTrailing) }
                ToolbarItem(placement: .topBarTrailing) { Button {} label: { Image(systemName: "plus") } }
                ToolbarItem(placement: .topBarLeading) { Image(systemName: "person.circle") }
                    .sharedBackgroundVisibility(hidingBackground ? .hidden : .visible)
            }
        }
    }

    @Test func aToolbarSpacerSplitsTheCapsuleAndAHiddenSharedBackgroundDropsIt() {
        #expect(frames(tree(barWithItems(spacer: false)), named: "Glass").count == 2)
        let split = frames(tree(barWithItems(spacer: true)), named: "Glass")
        #expect(split.count == 3)
        #expect(frames(tree(barWithItems(spacer: true, hidingBackground: true)), named: "Glass").count == 2)
        // Before iOS 26 there are no capsules and the spacer takes no room.
        let old = tree(barWithItems(spacer: true), os: .iOS17), oldPlain = tree(barWithItems(spacer: false), os: .iOS17)
        #expect(old.description == oldPlain.description)
    }

    /// `if`, `if`/`else` and `if #available` in a toolbar, as iOS 26 apps gate their spacers.
    @Test func toolbarContentTakesConditions() {
        func bar(_ editing: Bool) -> some View {
            NavigationStack {
                Color.white.navigationTitle("T").navigationBarTitleDisplayMode(.inline).toolbar {
                    if editing {
                        ToolbarItem(placement: .topBarTrailing) { Button("Done") {} }
                    } else {
                        ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                    }
                    if #available(iOS 26, *) { ToolbarSpacer(.fixed, placement: .topBarTrailing) }
                    ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
                }
            }
        }
        #expect(tree(bar(true)).first(text: "Done") != nil && tree(bar(true)).first(text: "Edit") == nil)
        #expect(tree(bar(false)).first(text: "Edit") != nil)
        #expect(frames(tree(bar(false)), named: "Glass").count == 2)
    }

    /// Tabs on white pages, or on grey pages running under the bar.
    private func tabs(search: Bool, grey: Bool = false) -> some View {
        let page = grey ? AnyView(Color.gray.ignoresSafeArea()) : AnyView(Color.white)
        return TabView(selection: .constant(0)) {
            Tab("Home", systemImage: "house", value: 0) { page }
            TabSection("Library") {
                Tab("Songs", systemImage: "music.note", value: 1) { page }
            }
            if search {
                Tab(value: 2, role: .search) { page }
            }
        }
    }

    @Test func theSearchTabStandsApartOnACircle() throws {
        let layout = tree(tabs(search: true))
        let glass = frames(layout, named: "Glass")
        #expect(glass.isEmpty)  // the bar draws its capsule and circle itself
        let songs = try #require(layout.first(text: "Songs")).frame
        // Two tabs' capsule, 188 wide, at the leading margin: 21...209, their 94-point pills 86
        // apart from 25; the circle stays at the trailing margin.
        #expect(abs(songs.midX - (25 + 86 + 47)) <= 0.5)
        // The search tab: the symbol alone, centred in the circle 345...407.
        #expect(layout.first(text: "Search") == nil)
        // On a grey page: the page between capsule and circle (under the glass's shadow, within
        // a few levels of the page at the edge), lighter glass in both.
        let pixels = try canvas(tabs(search: true, grey: true))
        let page = pixels.pixel(x: 341, y: 874)
        #expect(abs(Int(page.red) - Int(pixels.pixel(x: 10, y: 874).red)) <= 4)
        #expect(pixels.pixel(x: 376, y: 860).red > page.red + 50 && pixels.pixel(x: 200, y: 874).red > page.red + 50)
        #expect(abs(Int(pixels.pixel(x: 260, y: 874).red) - Int(page.red)) <= 4)
        // iOS 18's look: three tabs side by side, the search tab titled.
        let old = tree(tabs(search: true), os: .iOS18)
        #expect(old.first(text: "Search") != nil)
        #expect(abs(try #require(old.first(text: "Search")).frame.midX - (428 * 5 / 6)) <= 0.5)
        // Without a search tab, the capsule is centred: 120...308.
        let plain = try #require(tree(tabs(search: false)).first(text: "Songs")).frame
        #expect(abs(plain.midX - (124 + 86 + 47)) <= 0.5)
    }

    @Test func theBottomAccessorySitsOnACapsuleAboveTheTabBar() throws {
        let screen = tabs(search: false).tabViewBottomAccessory { Text("Now Playing") }
        let layout = tree(screen)
        // The bar's region grows by the accessory's 48 and 8.
        #expect(layout.first(named: "TabBar")?.frame == CGRect(x: 0, y: 843 - 56, width: 428, height: 49 + 56))
        let text = try #require(layout.first(text: "Now Playing")).frame
        #expect(abs(text.midY - (787 + 24)) <= 0.5 && abs(text.midX - 214) <= 0.5)
        #expect(layout.first(named: "Color")?.frame.maxY == 787)
        // iOS 18's look has no place for it.
        #expect(tree(screen, os: .iOS18).first(text: "Now Playing") == nil)
    }

    @Test func adaptableStylesAndMinimizingDrawTheTabBarOnAPhone() throws {
        let plain = try canvas(tabs(search: false))
        #expect(try canvas(tabs(search: false).tabViewStyle(.sidebarAdaptable)).bitmap.pixels == plain.bitmap.pixels)
        #expect(try canvas(tabs(search: false).tabViewStyle(.tabBarOnly)).bitmap.pixels == plain.bitmap.pixels)
        #expect(try canvas(tabs(search: false).tabBarMinimizeBehavior(.onScrollDown)).bitmap.pixels == plain.bitmap.pixels)
        // A named tab (a String variable) and a custom label compile as in SwiftUI.
        let title = "Home"
        let custom = TabView {
            Tab(title, systemImage: "house") { Color.white }
            Tab { Color.white } label: { Label("Songs", systemImage: "music.note") }
        }
        #expect(tree(custom).first(text: "Songs") != nil)
    }

    @Test func effectsNotDrawnLeaveTheViewAsItIs() throws {
        let content = ScrollView { Text("Row").frame(maxWidth: .infinity) }
        let decorated = content
            .scrollEdgeEffectStyle(.soft, for: .top)
            .scrollEdgeEffectHidden(true, for: .bottom)
            .backgroundExtensionEffect()
            .keyboardShortcut("s", modifiers: [.command, .shift])
            .keyboardShortcut(.defaultAction)
            .textSelection(.enabled)
            .hoverEffect(.lift)
            .statusBarHidden()
            .persistentSystemOverlays(.hidden)
            .navigationSubtitle("Subtitle")
        #expect(try canvas(decorated).bitmap.pixels == canvas(content).bitmap.pixels)
        // safeAreaBar lays out as safeAreaInset.
        let bar = content.safeAreaBar(edge: .bottom) { Text("Bar") }
        let inset = content.safeAreaInset(edge: .bottom) { Text("Bar") }
        #expect(tree(bar).description == tree(inset).description)
        // toolbarVisibility hides a bar as toolbar(_:for:) does.
        let hidden = NavigationStack { Color.white.navigationTitle("T").toolbarVisibility(.hidden, for: .navigationBar) }
        #expect(tree(hidden).first(named: "NavigationBar") == nil)
    }
}
