import Foundation
import Testing
@testable import ViewTree

/// Sections in lazy stacks with pinned views, in a scroll view at rest: the header of the section
/// at the top of what the scroll view shows sticks to its top (pushed up by the section's end),
/// the footer of a section running on below sticks to its bottom, and pinned views draw over the
/// rows. At 1x on an iPhone 13 Pro Max: the scroll view is 47...892.
@MainActor @Suite struct PinnedSectionTests {
    /// Sections of `rows` rows 50 tall under 30-point yellow headers (and over 30-point orange
    /// footers), no spacing.
    private func sections(_ rows: [Int], pinned: PinnedScrollableViews = [.sectionHeaders, .sectionFooters],
                          footers: Bool = true) -> some View {
        LazyVStack(spacing: 0, pinnedViews: pinned) {
            ForEach(Array(rows.enumerated()), id: \.offset) { section, count in
                Section {
                    ForEach(0..<count, id: \.self) { _ in Color.gray.frame(height: 50) }
                } header: {
                    Text("Header \(section)").frame(maxWidth: .infinity, minHeight: 30).background(Color.yellow)
                } footer: {
                    if footers { Text("Footer \(section)").frame(maxWidth: .infinity, minHeight: 30).background(Color.orange) }
                }
            }
        }
    }

    private func midY(_ tree: ViewTreeLayout, _ text: String) -> CGFloat { tree.first(text: text)?.frame.midY ?? -1 }

    @Test func atTheStartHeadersAreInPlaceAndALongSectionsFooterSticksToTheBottom() {
        let tree = windowLayout(ScrollView { sections([10, 10, 10]) })
        // Section 0: header 0...30, rows to 530, footer to 560: all in place.
        #expect(abs(midY(tree, "Header 0") - (47 + 15)) <= 0.5)
        #expect(abs(midY(tree, "Footer 0") - (47 + 545)) <= 0.5)
        #expect(abs(midY(tree, "Header 1") - (47 + 575)) <= 0.5)
        // Section 1 runs past the bottom (its footer would be at 1090...1120): the footer sticks
        // to the scroll view's bottom, over the rows.
        #expect(abs(midY(tree, "Footer 1") - (892 - 15)) <= 0.5)
        // Without pinned footers, it stays below.
        let headersOnly = windowLayout(ScrollView { sections([10, 10, 10], pinned: .sectionHeaders) })
        #expect(abs(midY(headersOnly, "Footer 1") - (47 + 1105)) <= 0.5)
    }

    @Test func scrolledToTheEndTheTopSectionsHeaderSticksToTheTop() {
        // 3 x 560 = 1680 of content in 845: the bottom anchor shows 835...1680, in section 1
        // (560...1120), whose header sticks to the top; section 2's is in place.
        let tree = windowLayout(ScrollView { sections([10, 10, 10]) }.defaultScrollAnchor(.bottom))
        #expect(abs(midY(tree, "Header 1") - (47 + 15)) <= 0.5)
        #expect(abs(midY(tree, "Header 2") - (47 + 1120 - 835 + 15)) <= 0.5)
        #expect(abs(midY(tree, "Footer 2") - (892 - 15)) <= 0.5)
        // Without pinning, the same header is off the top.
        let unpinned = windowLayout(ScrollView { sections([10, 10, 10], pinned: []) }.defaultScrollAnchor(.bottom))
        #expect(abs(midY(unpinned, "Header 1") - (47 + 560 - 835 + 15)) <= 0.5)
    }

    @Test func theSectionsEndPushesItsHeaderUp() {
        // Section 0 is 30 + 1000 tall, section 1 30 + 800: the end shows 1015...1860, where
        // section 0 has 15 points left, so its header is 15 above the top.
        let tree = windowLayout(ScrollView { sections([20, 16], pinned: .sectionHeaders, footers: false) }.defaultScrollAnchor(.bottom))
        #expect(abs(midY(tree, "Header 0") - (47 - 15 + 15)) <= 0.5)
        #expect(abs(midY(tree, "Header 1") - (47 + 15 + 15)) <= 0.5)
    }

    @Test func pinnedHeadersDrawOverTheRowsInBothSchemes() throws {
        let view = ScrollView { sections([10, 10, 10]) }.defaultScrollAnchor(.bottom)
        for (scheme, yellow, orange) in [(ColorScheme.light, opaque(255, 204, 0), opaque(255, 149, 0)),
                                         (.dark, opaque(255, 214, 10), opaque(255, 159, 10))] {
            let canvas = try windowRender(view, scheme: scheme)
            #expect(canvas.pixel(x: 5, y: 49) == yellow, "\(scheme)")       // the stuck header
            #expect(canvas.pixel(x: 5, y: 80) == opaque(142, 142, 147))     // rows below it
            #expect(canvas.pixel(x: 5, y: 890) == orange, "\(scheme)")      // the last footer, in place
            #expect(canvas.pixel(x: 5, y: 40) == opaque(142, 142, 147))     // rows under the status bar
        }
    }

    @Test func withoutAScrollViewOrAlongTheOtherAxisPinnedViewsStayInPlace() {
        let alone = windowLayout(sections([10, 10, 10]).frame(height: 845))
        let unpinned = windowLayout(sections([10, 10, 10], pinned: []).frame(height: 845))
        #expect(alone.first(text: "Footer 1")?.frame == unpinned.first(text: "Footer 1")?.frame)
        let sideways = windowLayout(ScrollView(.horizontal) { sections([10, 10, 10]) })
        #expect(abs(midY(sideways, "Footer 1") - midY(windowLayout(ScrollView(.horizontal) { sections([10, 10, 10], pinned: []) }), "Footer 1")) < 0.01)
    }

    @Test func lazyHStacksLayOutTheirSectionsInARow() {
        let tree = layout(LazyHStack(spacing: 0, pinnedViews: .sectionHeaders) {
            Section {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            } header: {
                Color.green.frame(width: 5, height: 10)
            }
        })
        #expect(frames(tree, named: "Color").map(\.minX) == [0, 5, 15])
    }
}
