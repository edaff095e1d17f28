import Foundation
import Testing
@testable import ViewTree

/// Paged tab views: the selected page fills the view, with no tab bar, and a row of page dots
/// (8 points, 16 apart) is centred just above the bottom of the safe area, the selected dot
/// white and the others faint white, in both schemes. At 1x (frames) and 3x (pixels) on an
/// iPhone 13 Pro Max (safe area 47...892).
@MainActor @Suite struct PageTabViewTests {
    private func pages(selection: Int = 1, count: Int = 3) -> some View {
        TabView(selection: .constant(selection)) {
            ForEach(0..<count, id: \.self) { index in
                Color.teal.tag(index)
            }
        }
    }

    @Test func theDotsAreCentredAboveTheSafeAreasBottom() {
        let tree = windowLayout(pages().tabViewStyle(.page))
        #expect(tree.first(named: "TabBar") == nil)
        #expect(frames(tree, named: "Color") == [CGRect(x: 0, y: 47, width: 428, height: 845)])
        // Three dots: 2 x 16 + 8 = 40 wide, in a control 26 tall whose bottom is the safe area's.
        #expect(tree.first(named: "PageIndicator")?.frame == CGRect(x: 194, y: 866, width: 40, height: 26))
        // A tab view that runs under the home indicator still keeps its dots above it.
        let grown = windowLayout(pages().tabViewStyle(.page).ignoresSafeArea())
        #expect(grown.first(named: "PageIndicator")?.frame == CGRect(x: 194, y: 866, width: 40, height: 26))
    }

    @Test func theIndexDisplayModeDecidesWhetherTheyShow() {
        #expect(windowLayout(pages().tabViewStyle(.page(indexDisplayMode: .never))).first(named: "PageIndicator") == nil)
        #expect(windowLayout(pages(selection: 0, count: 1).tabViewStyle(.page)).first(named: "PageIndicator") == nil)
        let single = windowLayout(pages(selection: 0, count: 1).tabViewStyle(.page(indexDisplayMode: .always)))
        #expect(single.first(named: "PageIndicator")?.frame == CGRect(x: 210, y: 866, width: 8, height: 26))
        #expect(windowLayout(pages().tabViewStyle(PageTabViewStyle())).first(named: "PageIndicator") != nil)
    }

    @Test func theSelectedDotIsWhiteAndTheOthersFaint() throws {
        let teal = (light: opaque(48, 176, 199), dark: opaque(64, 200, 224))
        for (scheme, page) in [(ColorScheme.light, teal.light), (.dark, teal.dark)] {
            let canvas = try windowRender(pages().tabViewStyle(.page), scale: 3, scheme: scheme)
            // Dot centres at x 198, 214, 230 and y 879 (866 + 13).
            #expect(canvas.pixel(x: 214 * 3, y: 879 * 3) == opaque(255, 255, 255))
            #expect(close(canvas.pixel(x: 198 * 3, y: 879 * 3), composite(ChromeMetrics.pageDot, over: page)))
            #expect(close(canvas.pixel(x: 230 * 3, y: 879 * 3), composite(ChromeMetrics.pageDot, over: page)))
            #expect(canvas.pixel(x: 206 * 3, y: 879 * 3) == page)    // between the dots
            #expect(canvas.pixel(x: 214 * 3, y: 874 * 3) == page)    // above them
        }
    }

    private func clearPages(background: PageIndexViewStyle.BackgroundDisplayMode) -> some View {
        TabView {
            Color.clear.tag(0)
            Color.clear.tag(1)
            Color.clear.tag(2)
        }
        .tabViewStyle(.page)
        .indexViewStyle(.page(backgroundDisplayMode: background))
    }

    @Test func anAlwaysBackgroundDrawsACapsuleBehindTheDots() throws {
        let view = clearPages(background: .always)
        // The capsule's round ends are centred on the end dots: 9 past them on either side.
        #expect(windowLayout(view).first(named: "PageIndicator")?.frame == CGRect(x: 185, y: 866, width: 58, height: 26))
        for (scheme, window) in [(ColorScheme.light, opaque(255, 255, 255)), (.dark, opaque(0, 0, 0))] {
            let canvas = try windowRender(view, scale: 3, scheme: scheme)
            let capsule = composite(ChromeMetrics.pageIndicatorBackground, over: window)
            #expect(canvas.pixel(x: 206 * 3, y: 879 * 3) == capsule)
            #expect(canvas.pixel(x: 188 * 3, y: 879 * 3) == capsule)
            #expect(canvas.pixel(x: 198 * 3, y: 879 * 3) == opaque(255, 255, 255))   // the first page is selected
            #expect(close(canvas.pixel(x: 214 * 3, y: 879 * 3), composite(ChromeMetrics.pageDot, over: capsule)))
            #expect(canvas.pixel(x: 183 * 3, y: 879 * 3) == window)
        }
        // Only while the dots are touched, which a render never shows.
        for mode in [PageIndexViewStyle.BackgroundDisplayMode.automatic, .interactive, .never] {
            #expect(try windowRender(clearPages(background: mode), scale: 3).pixel(x: 206 * 3, y: 879 * 3) == opaque(255, 255, 255))
        }
    }

    @Test func inRightToLeftLayoutsTheFirstPageIsTheRightmostDot() throws {
        let renderer = ImageRenderer(content: pages(selection: 0).tabViewStyle(.page))
        renderer.window = SafeAreaLayoutTests.phone
        renderer.environment.layoutDirection = .rightToLeft
        let canvas = try renderer.canvas
        #expect(canvas.pixel(x: 230, y: 879) == opaque(255, 255, 255))
        #expect(canvas.pixel(x: 198, y: 879) != opaque(255, 255, 255))
    }
}
