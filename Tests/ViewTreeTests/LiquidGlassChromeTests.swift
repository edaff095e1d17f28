import Foundation
import Testing
@testable import ViewTree
import Raster

/// iOS 26's navigation and tab bars against iOS 17's, at 1x on an iPhone 13 Pro Max (safe area
/// 47...892): frames, and pixels of the glass.
@MainActor @Suite struct LiquidGlassChromeTests {
    private func tree<V: View>(_ view: V, os: ViewTreeOSVersion) -> ViewTreeLayout {
        windowLayout(view.viewTreeOSVersion(os))
    }

    private func canvas<V: View>(_ view: V, os: ViewTreeOSVersion, scheme: ColorScheme = .light) throws -> RasterCanvas {
        try windowRender(view.viewTreeOSVersion(os), scheme: scheme)
    }

    @Test func theBarIsTenPointsTallerSoTheLargeTitleAndContentSitLower() throws {
        let screen = NavigationStack { Color.red.navigationTitle("Title") }
        let old = tree(screen, os: .iOS17), new = tree(screen, os: .iOS26)
        #expect(old.first(named: "NavigationBar")?.frame == CGRect(x: 0, y: 47, width: 428, height: 96))
        #expect(new.first(named: "NavigationBar")?.frame == CGRect(x: 0, y: 47, width: 428, height: 106))
        let oldTitle = try #require(old.first(text: "Title")).frame, newTitle = try #require(new.first(text: "Title")).frame
        #expect(newTitle.minY == oldTitle.minY + 10 && newTitle.minX == oldTitle.minX)
        #expect(new.first(named: "Color")?.frame == CGRect(x: 0, y: 153, width: 428, height: 739))
        let inline = tree(NavigationStack { Color.red.navigationTitle("T").navigationBarTitleDisplayMode(.inline) }, os: .iOS26)
        #expect(inline.first(named: "NavigationBar")?.frame.height == 54)
        let title = try #require(inline.first(text: "T")).frame
        // Centred in the bar's top 44 points (LiquidGlassMetrics.navigationBarItemRowHeight).
        #expect(abs(title.midY - (47 + 22)) <= 0.5 && abs(title.midX - 214) <= 0.5)
    }

    @Test func toolbarItemsShareAGlassCapsuleInTheLabelColour() throws {
        let screen = NavigationStack {
            Color.white.navigationTitle("T").navigationBarTitleDisplayMode(.inline).toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                ToolbarItem(placement: .topBarTrailing) { Button {} label: { Image(systemName: "plus") } }
            }
        }
        let layout = tree(screen, os: .iOS26)
        let glass = frames(layout, named: "Glass")
        #expect(glass.count == 1)
        let capsule = try #require(glass.first)
        // One capsule 44 tall, at the top of the 54-point bar, at the 20-point margin, around both items.
        #expect(capsule.height == 44 && capsule.minY == 47 && capsule.maxX == 428 - 20)
        let edit = try #require(layout.first(text: "Edit")).frame
        #expect(capsule.minX < edit.minX - 10 && capsule.width >= 44 + edit.width + 22)
        // Text in black (the label colour), not blue; the glass whitish over white.
        let pixels = try canvas(screen, os: .iOS26)
        #expect(ControlPixels.darkest(pixels, in: edit) < 40)
        #expect(!ControlPixels.contains(pixels, opaque(0, 136, 255), in: capsule))
        let iOS17 = try canvas(screen, os: .iOS17)
        let oldEdit = try #require(tree(screen, os: .iOS17).first(text: "Edit")).frame
        #expect(ControlPixels.darkest(iOS17, in: oldEdit) == 0 || iOS17.pixel(x: Int(oldEdit.midX), y: Int(oldEdit.midY)).blue > 200)
        #expect(frames(tree(screen, os: .iOS17), named: "Glass").isEmpty)
    }

    @Test func aConfirmationStandsAloneInWhiteOnACapsuleOfTheTint() throws {
        let screen = NavigationStack {
            Color.white.navigationTitle("Edit").navigationBarTitleDisplayMode(.inline).toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
            }
        }
        let layout = tree(screen, os: .iOS26)
        // Cancel on glass at the leading end; Done alone at the trailing end.
        #expect(frames(layout, named: "Glass").count == 1)
        let done = try #require(layout.first(text: "Done")).frame
        let pixels = try canvas(screen, os: .iOS26)
        #expect(pixels.pixel(x: Int(done.minX) - 4, y: Int(done.midY)) == opaque(0, 136, 255))
        #expect(ControlPixels.contains(pixels, opaque(255, 255, 255), in: done))
        #expect(try canvas(screen.tint(.red), os: .iOS26).pixel(x: Int(done.minX) - 4, y: Int(done.midY)) == opaque(255, 56, 60))
    }

    @Test func theBackButtonIsAChevronOnAGlassCircle() throws {
        let screen = NavigationStack(path: .constant(["next"])) {
            Color.white.navigationTitle("Root").navigationDestination(for: String.self) { Text($0).navigationTitle("Next") }
        }
        let new = tree(screen, os: .iOS26)
        let circle = try #require(frames(new, named: "Glass").first)
        #expect(circle == CGRect(x: 20, y: 47, width: 44, height: 44))
        // iOS 17 shows the title of the screen below; iOS 26 the chevron alone.
        #expect(tree(screen, os: .iOS17).first(text: "Root") != nil && new.first(text: "Root") == nil)
    }

    @Test func bottomToolbarItemsFloatOnTheirOwnGlassWithoutABar() throws {
        let screen = NavigationStack {
            Color.white.toolbar {
                ToolbarItem(placement: .bottomBar) { Button {} label: { Image(systemName: "trash") } }
                ToolbarItem(placement: .bottomBar) { Button("Compose") {} }
            }
        }
        let layout = tree(screen, os: .iOS26)
        #expect(layout.first(named: "BottomToolbar")?.frame == CGRect(x: 0, y: 844, width: 428, height: 48))
        let glass = frames(layout, named: "Glass")
        // Two capsules 48 tall, on the safe area's bottom edge, at the two margins.
        #expect(glass.count == 2 && glass.allSatisfy { $0.height == 48 && $0.minY == 844 })
        #expect(glass.first?.minX == 20 && glass.last?.maxX == 408)
        // No bar material: white between the capsules and under the home indicator.
        let pixels = try canvas(screen, os: .iOS26)
        #expect(pixels.pixel(x: 214, y: 870) == opaque(255, 255, 255) && pixels.pixel(x: 214, y: 910) == opaque(255, 255, 255))
        #expect(frames(tree(screen, os: .iOS17), named: "Glass").isEmpty)
    }

    @Test func theTabBarIsAFloatingGlassCapsuleWithTheSelectionOnAPill() throws {
        let tabs = TabView(selection: .constant("b")) {
            Color.white.tabItem { Label("Home", systemImage: "house") }.tag("a")
            Color.white.tabItem { Label("Search", systemImage: "magnifyingglass") }.tag("b")
        }
        let layout = tree(tabs, os: .iOS26)
        // The content's safe area ends where it did; the capsule reaches 13 below it.
        #expect(layout.first(named: "TabBar")?.frame == CGRect(x: 0, y: 843, width: 428, height: 49))
        let home = try #require(layout.first(text: "Home")).frame, search = try #require(layout.first(text: "Search")).frame
        // Two tabs: a 188-point capsule centred (120...308; LiquidGlassMetrics.tabCapsuleWidth),
        // items centred on 94-point pills 86 apart, 4 in from its ends, and in its 62 points.
        #expect(abs(home.midX - (124 + 47)) <= 0.5 && abs(search.midX - (124 + 86 + 47)) <= 0.5)
        let pixels = try canvas(tabs, os: .iOS26)
        // Outside the capsule: the white tab behind it, under the glass's shadow (at most 12
        // levels darker, lighter further off); inside: glass, and the pill greyer.
        for x in [10, 428 - 10, 110, 318] { #expect(pixels.pixel(x: x, y: 870).red >= 243, "\(x)") }
        #expect(pixels.pixel(x: 10, y: 870).red > pixels.pixel(x: 110, y: 870).red)
        let glass = pixels.pixel(x: 150, y: 874), pill = pixels.pixel(x: 290, y: 874)
        #expect(glass.red > 245 && pill.red < glass.red && pill.red > 220)
        // iOS 17: the bar material across the whole width, no capsule.
        #expect(frames(tree(tabs, os: .iOS17), named: "Glass").isEmpty)
        // Dark: the capsule is dark grey over black.
        let dark = try canvas(tabs.environment(\.colorScheme, .dark), os: .iOS26, scheme: .dark)
        #expect(dark.pixel(x: 130, y: 874).red > 25 && dark.pixel(x: 130, y: 874).red < 60)
    }
}

/// iOS 26's `.searchable` field at the bottom of a navigation stack.
@MainActor @Suite struct LiquidGlassSearchTests {
    private func screen(text: String = "") -> some View {
        NavigationStack {
            Color.white.navigationTitle("Songs").searchable(text: .constant(text), prompt: "Artists, Songs")
        }
    }

    @Test func theFieldIsAGlassCapsuleAtTheBottomWithAMicrophone() throws {
        let layout = windowLayout(screen().viewTreeOSVersion(.iOS26))
        // The region above the home indicator, the content's safe area ending above it.
        #expect(layout.first(named: "SearchBar")?.frame == CGRect(x: 0, y: 843, width: 428, height: 49))
        #expect(layout.first(named: "Color")?.frame.maxY == 843)
        // The capsule 48 tall, 16 in from the sides, its bottom 13 into the home indicator's margin.
        #expect(frames(layout, named: "Glass") == [CGRect(x: 16, y: 857, width: 396, height: 48)])
        let prompt = try #require(layout.first(text: "Artists, Songs")).frame
        #expect(prompt.minX > 16 + 16 + 10 && abs(prompt.midY - 881) <= 1)
        let images = frames(layout, named: "Image")
        #expect(images.count == 2 && images.allSatisfy { abs($0.midY - 881) <= 1 } && images[1].maxX == 412 - 16)
        // A text searched for replaces the prompt.
        let searched = windowLayout(screen(text: "Harbour").viewTreeOSVersion(.iOS26))
        #expect(searched.first(text: "Harbour") != nil && searched.first(text: "Artists, Songs") == nil)
        // iOS 17's look does not draw the field.
        let old = windowLayout(screen().viewTreeOSVersion(.iOS17))
        #expect(old.first(named: "SearchBar") == nil && old.first(named: "Color")?.frame.maxY == 892)
    }

    @Test func inATabTheFieldStaysBelowTheTitleAsBefore() throws {
        let tabs = TabView { screen().tabItem { Label("Songs", systemImage: "music.note") } }
        let layout = windowLayout(tabs.viewTreeOSVersion(.iOS26))
        // No field at the bottom (nor above the tab bar): in the bar, 60 more points below the
        // title (LiquidGlassMetrics.navigationSearchBarHeight).
        #expect(layout.first(named: "SearchBar") == nil && !frames(layout, named: "Glass").contains { $0.height == 48 })
        let bar = try #require(layout.first(named: "NavigationBar")).frame
        #expect(bar.height == 54 + 52 + 60 && layout.first(text: "Artists, Songs") != nil)
        let prompt = try #require(layout.first(text: "Artists, Songs")).frame
        #expect(prompt.minY > bar.maxY - 60 && prompt.maxY < bar.maxY)
    }

    @Test func theFieldIsGlassOverTheContentBehindIt() throws {
        let canvas = try windowRender(screen().viewTreeOSVersion(.iOS26), scale: 2)
        let glass = canvas.pixel(x: 400, y: 1720)
        #expect(glass.red > 240 && glass.green > 240)
        let dark = try windowRender(screen().viewTreeOSVersion(.iOS26).environment(\.colorScheme, .dark), scheme: .dark)
        #expect(dark.pixel(x: 200, y: 860).red < 120)
    }
}
