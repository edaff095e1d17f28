import Foundation
import Testing
@testable import ViewTree

/// A plain list's section headers stick to the top while their section scrolls under them, as
/// since iOS 15: in place (offset 0) they have no background; stuck, the bar material (chosen in
/// ChromeMetrics, *unverified*). Grouped headers scroll away. At 1x on an iPhone 13 Pro Max
/// (the list is 47...892).
@MainActor @Suite struct ListStickyHeaderTests {
    private func letters(_ counts: [Int], style: some ListStyle = .plain) -> some View {
        List {
            ForEach(Array(counts.enumerated()), id: \.offset) { index, count in
                Section(["A", "B", "C"][index]) {
                    ForEach(0..<count, id: \.self) { Text("Person \(index).\($0)") }
                }
            }
        }
        .listStyle(style)
    }

    private func minY(_ tree: ViewTreeLayout, _ text: String) -> CGFloat { tree.first(text: text)?.frame.minY ?? -1 }

    @Test func atRestHeadersAreInPlace() {
        let tree = windowLayout(letters([8, 8, 8]))
        #expect(minY(tree, "A") == 55)         // 8 below the top
        // Each section: its header's band (8 above and below the text), then 8 rows of 44.
        let band = (tree.first(text: "A")?.frame.height ?? 0) + 16
        #expect(minY(tree, "B") == 47 + band + 8 * 44 + 8)
    }

    @Test func scrolledToTheEndTheTopSectionsHeaderSticks() throws {
        let atRest = windowLayout(letters([8, 8, 8]))
        let scrolled = windowLayout(letters([8, 8, 8]).defaultScrollAnchor(.bottom))
        let content = try #require(atRest.first(named: "ListContent")).frame.height
        let offset = content - 845
        // The end shows offset...content: in section A, whose header sticks to the top; B's is in place.
        #expect(offset > 0 && offset < minY(atRest, "B") - 47 - 8 - ((atRest.first(text: "A")?.frame.height ?? 0) + 16))
        #expect(minY(scrolled, "A") == 55)
        #expect(minY(scrolled, "B") == minY(atRest, "B") - offset)
        // A grouped list's header scrolls away with its section.
        let grouped = windowLayout(letters([8, 8, 8], style: .grouped).defaultScrollAnchor(.bottom))
        #expect(minY(grouped, "A") < 47)
    }

    @Test func theNextSectionPushesAStuckHeaderUp() throws {
        // 8 rows, then 18: scrolled to the end, what shows starts less than a band above A's
        // end, so A's header, stuck to the top, is pushed up by B's band.
        let atRest = windowLayout(letters([8, 18]))
        let scrolled = windowLayout(letters([8, 18]).defaultScrollAnchor(.bottom))
        let offset = try #require(atRest.first(named: "ListContent")).frame.height - 845
        let a = try #require(scrolled.first(text: "A")).frame, b = try #require(scrolled.first(text: "B")).frame
        #expect(b.minY == minY(atRest, "B") - offset)
        #expect(a.maxY + 8 == b.minY - 8)       // A's band ends where B's starts
        #expect(a.minY < 55)                    // so it is pushed above the top
    }

    @Test func aStuckHeaderHasTheBarBehindItInBothSchemes() throws {
        for (scheme, window) in [(ColorScheme.light, opaque(255, 255, 255)), (.dark, opaque(0, 0, 0))] {
            let bar = composite(MaterialLook.of(.bar, in: scheme).tint, over: window)
            let atRest = try windowRender(letters([8, 8, 8]), scheme: scheme)
            #expect(atRest.pixel(x: 400, y: 50) == window, "\(scheme)")
            let scrolled = try windowRender(letters([8, 8, 8]).defaultScrollAnchor(.bottom), scheme: scheme)
            #expect(close(scrolled.pixel(x: 400, y: 50), bar), "\(scheme)")
            // Below the band, the rows show as they are.
            #expect(scrolled.pixel(x: 400, y: 47 + 60) == window, "\(scheme)")
        }
        // The dark bar is not the window's black: the check above can fail.
        #expect(composite(MaterialLook.of(.bar, in: .dark).tint, over: opaque(0, 0, 0)) != opaque(0, 0, 0))
    }
}
