import Foundation
import Testing
@testable import ViewTree
import Raster

/// iOS 17's `.searchable` field in the navigation bar, at 1x on an iPhone 13 Pro Max (safe area
/// 47...892, margins 20): 52 points below the title, a 36-point rounded field of
/// tertiarySystemFill with the magnifying glass and the prompt in the secondary colour.
@MainActor @Suite struct NavigationBarSearchFieldTests {
    private func screen(text: String = "", inline: Bool = false, os: ViewTreeOSVersion = .iOS17) -> some View {
        NavigationStack {
            Color.white.navigationTitle("Songs")
                .navigationBarTitleDisplayMode(inline ? .inline : .large)
                .searchable(text: .constant(text))
        }.viewTreeOSVersion(os)
    }

    /// The field: between the margins, 8 below the large title's 52 points.
    private let field = CGRect(x: 20, y: 47 + 96 + 8, width: 388, height: 36)

    @Test func aDrawerThatAlwaysShowsIsDrawnAsTheDefaultAtTheTop() {
        let always = NavigationStack {
            Color.white.navigationTitle("Songs")
                .searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .always))
        }.viewTreeOSVersion(.iOS17)
        #expect(windowLayout(always) == windowLayout(screen()))
        #expect(SearchFieldPlacement.navigationBarDrawer(displayMode: .automatic) == .navigationBarDrawer)
    }

    @Test func theBarGrowsBy52WithTheFieldBelowTheLargeTitle() throws {
        let layout = windowLayout(screen())
        #expect(layout.first(named: "NavigationBar")?.frame == CGRect(x: 0, y: 47, width: 428, height: 148))
        #expect(abs((layout.first(named: "Color")?.frame.minY ?? 0) - (47 + 148)) < 0.01)
        let prompt = try #require(layout.first(text: "Search")).frame
        let glyph = try #require(frames(layout, named: "Image").first)
        // The glyph 6 in from the field's leading end, the prompt 5.5 after it, both centred in it.
        #expect(glyph.minX == field.minX + 6 && abs(prompt.minX - (glyph.maxX + 5.5)) <= 0.5)
        #expect(abs(prompt.midY - field.midY) <= 0.5 && abs(glyph.midY - field.midY) <= 1)
        // The title stays where it was.
        #expect(abs((layout.first(text: "Songs")?.frame.minY ?? 0) - (47 + 44 + 3)) < 0.01)
        // An inline title: the field right below the 44-point bar.
        let inline = windowLayout(screen(inline: true))
        #expect(inline.first(named: "NavigationBar")?.frame.height == 96)
        #expect(abs((inline.first(text: "Search")?.frame.midY ?? 0) - (47 + 44 + 26)) <= 0.5)
        // iOS 26 draws the field at the bottom instead; its bar does not grow.
        let glass = windowLayout(screen(os: .iOS26))
        #expect(glass.first(named: "NavigationBar")?.frame.height == 106)
    }

    @Test func theFieldIsTertiaryFillWithASecondaryGlyphAndPrompt() throws {
        let canvas = try windowRender(screen())
        let fill = composite(RGBAColor(red8: 118, green8: 118, blue8: 128).opacity(0.12), over: opaque(255, 255, 255))
        #expect(close(canvas.pixel(x: 300, y: Int(field.midY)), fill))
        // Inside the continuous corners, white outside the field.
        #expect(close(canvas.pixel(x: Int(field.minX) + 1, y: Int(field.midY)), fill))
        #expect(canvas.pixel(x: Int(field.minX) - 2, y: Int(field.midY)) == opaque(255, 255, 255))
        #expect(canvas.pixel(x: 300, y: Int(field.minY) - 2) == opaque(255, 255, 255))
        #expect(canvas.pixel(x: 300, y: Int(field.maxY) + 1) == opaque(255, 255, 255))
        #expect(!close(canvas.pixel(x: Int(field.minX) + 1, y: Int(field.minY) + 1), fill))
        // The glyph and the prompt grey (secondary label over the fill), not black.
        let layout = windowLayout(screen())
        for frame in [try #require(frames(layout, named: "Image").first), try #require(layout.first(text: "Search")).frame] {
            let darkest = ControlPixels.darkest(canvas, in: frame)
            #expect(darkest > 100 && darkest < 180)
        }
        // A text searched for replaces the prompt, in the label colour.
        let searched = windowLayout(screen(text: "Harbour"))
        let text = try #require(searched.first(text: "Harbour")).frame
        #expect(searched.first(text: "Search") == nil)
        #expect(ControlPixels.darkest(try windowRender(screen(text: "Harbour")), in: text) < 40)
    }

    @Test func inDarkModeTheFillIsTheDarkTertiaryFill() throws {
        let canvas = try windowRender(screen().environment(\.colorScheme, .dark), scheme: .dark)
        let fill = composite(RGBAColor(red8: 118, green8: 118, blue8: 128).opacity(0.24), over: opaque(0, 0, 0))
        #expect(close(canvas.pixel(x: 300, y: Int(field.midY)), fill))
    }
}
