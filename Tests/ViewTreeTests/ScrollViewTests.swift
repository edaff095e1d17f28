import Foundation
import Testing
@testable import ViewTree

/// Scroll views at rest: proposals (nil along the scrolling axis), sizes, the first screenful
/// clipped, the safe area, and the scrolling modifiers.
@MainActor @Suite struct ScrollViewTests {
    /// Twenty 50-point bars, alternating red and blue, as a tall column.
    private var bars: some View {
        VStack(spacing: 0) {
            ForEach(0..<20) { index in
                (index.isMultiple(of: 2) ? Color.red : Color.blue).frame(height: 50)
            }
        }
    }

    @Test func verticalContentIsProposedNilHeightAndTheScrollViewTakesTheProposedHeight() {
        let tree = layout(ScrollView { bars }, proposal: ProposedViewSize(width: 200, height: 300))
        #expect(tree.name == "ScrollView")
        #expect(tree.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
        // The content is its ideal height (20 x 50), as wide as the scroll view.
        #expect(tree.first(named: "VStack")?.frame == CGRect(x: 0, y: 0, width: 200, height: 1000))
    }

    @Test func aSnapshotShowsTheFirstScreenfulClipped() throws {
        let canvas = try render(ScrollView { bars }, proposal: ProposedViewSize(width: 200, height: 120))
        #expect(canvas.width == 200 && canvas.height == 120)
        #expect(canvas.pixel(x: 10, y: 10) == opaque(255, 59, 48))
        #expect(canvas.pixel(x: 10, y: 60) == opaque(0, 122, 255))
        #expect(canvas.pixel(x: 10, y: 110) == opaque(255, 59, 48))
    }

    @Test func sizeThatFitsShowsTheWholeContent() {
        let tree = layout(ScrollView { bars.frame(width: 80) })
        #expect(tree.frame == CGRect(x: 0, y: 0, width: 80, height: 1000))
    }

    @Test func acrossItsAxisTheScrollViewIsAsBigAsItsContent() {
        // A vertical scroll view with a short text is only as wide as the text, and a horizontal
        // one only as tall as its content (SwiftUI's behaviour, not the proposal).
        let text = layout(ScrollView { Color.green.frame(width: 60, height: 20) }, proposal: ProposedViewSize(width: 300, height: 200))
        #expect(text.frame == CGRect(x: 0, y: 0, width: 60, height: 200))
        let row = layout(ScrollView(.horizontal, showsIndicators: false) {
            HStack { ForEach(0..<10) { _ in Color.blue.frame(width: 100, height: 80) } }
        }, proposal: ProposedViewSize(width: 300, height: 500))
        #expect(row.frame == CGRect(x: 0, y: 0, width: 300, height: 80))
        // Ten cards and nine 8-point gaps, starting at the leading edge.
        #expect(row.first(named: "HStack")?.frame == CGRect(x: 0, y: 0, width: 1072, height: 80))
    }

    @Test func contentSmallerThanTheScrollViewSitsAtTheTopCentredAcross() {
        let tree = layout(ScrollView { Color.green.frame(width: 60, height: 20) }.frame(width: 300, height: 200))
        #expect(tree.first(named: "ScrollView")?.frame == CGRect(x: 120, y: 0, width: 60, height: 200))
        let wide = layout(ScrollView { Color.green.frame(height: 20) }, proposal: ProposedViewSize(width: 300, height: 200))
        #expect(wide.first(named: "Color")?.frame == CGRect(x: 0, y: 0, width: 300, height: 20))
    }

    @Test func severalViewsAreStackedVertically() {
        let tree = layout(ScrollView(.horizontal) {
            Color.red.frame(width: 50, height: 10)
            Color.blue.frame(width: 50, height: 10)
        })
        #expect(frames(tree, named: "Color") == [CGRect(x: 0, y: 0, width: 50, height: 10), CGRect(x: 0, y: 18, width: 50, height: 10)])
    }

    @Test func asARootViewTheContentStartsInTheSafeAreaAndShowsUnderTheMargins() throws {
        let screen = ScrollView { bars }
        let tree = windowLayout(screen)
        #expect(tree.first(named: "ScrollView")?.frame == CGRect(x: 0, y: 47, width: 428, height: 845))
        #expect(tree.first(named: "VStack")?.frame == CGRect(x: 0, y: 47, width: 428, height: 1000))
        let canvas = try windowRender(screen)
        // The status bar shows the window, the content starts below it...
        #expect(canvas.pixel(x: 200, y: 20) == opaque(255, 255, 255))
        #expect(canvas.pixel(x: 200, y: 50) == opaque(255, 59, 48))
        // ...and runs on under the home indicator: bar 17 (blue) covers 897...947.
        #expect(canvas.pixel(x: 200, y: 910) == opaque(0, 122, 255))
    }

    @Test func aBackgroundRunsUnderTheSafeArea() throws {
        let canvas = try windowRender(ScrollView { bars.padding(.horizontal, 20) }.background(Color.yellow), scheme: .dark)
        #expect(canvas.pixel(x: 200, y: 20) == opaque(255, 214, 10))
        #expect(canvas.pixel(x: 5, y: 500) == opaque(255, 214, 10))
        #expect(canvas.pixel(x: 200, y: 50) == opaque(255, 69, 58))
    }

    @Test func contentInsideAScrollViewSeesNoSafeAreaMargin() {
        let insets = Recorder<EdgeInsets>()
        _ = windowLayout(ScrollView {
            // 1000 tall: it reaches past the safe area's bottom edge (892).
            GeometryReader { proxy in Color.clear.frame(height: insets.recordAndGive(proxy.safeAreaInsets)) }
                .frame(height: 1000)
        })
        #expect(insets.values.last == EdgeInsets())
    }

    @Test func contentMarginsInsetTheContentInsideTheScrollingArea() {
        let tree = layout(ScrollView { bars }.contentMargins(.horizontal, 20).contentMargins(.top, 10),
                          proposal: ProposedViewSize(width: 200, height: 300))
        #expect(tree.first(named: "VStack")?.frame == CGRect(x: 20, y: 10, width: 160, height: 1000))
        #expect(tree.first(named: "ScrollView")?.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
    }

    @Test func defaultScrollAnchorBottomShowsTheEnd() {
        let tree = layout(ScrollView { bars }.defaultScrollAnchor(.bottom), proposal: ProposedViewSize(width: 200, height: 300))
        #expect(tree.first(named: "VStack")?.frame == CGRect(x: 0, y: -700, width: 200, height: 1000))
    }

    @Test func rightToLeftHorizontalScrollingStartsAtTheRight() {
        let view = ScrollView(.horizontal) { HStack(spacing: 0) { ForEach(0..<5) { _ in Color.blue.frame(width: 100, height: 10) } } }
            .environment(\.layoutDirection, .rightToLeft)
        let tree = layout(view, proposal: ProposedViewSize(width: 300, height: 10))
        #expect(tree.first(named: "HStack")?.frame == CGRect(x: -200, y: 0, width: 500, height: 10))
    }

    @Test func scrollClipDisabledDrawsOutside() throws {
        let view = ScrollView { bars }.frame(height: 60).scrollClipDisabled().frame(width: 100, height: 120, alignment: .top)
        let canvas = try render(view)
        #expect(canvas.pixel(x: 10, y: 110) == opaque(255, 59, 48))
        let clipped = try render(ScrollView { bars }.frame(height: 60).frame(width: 100, height: 120, alignment: .top))
        #expect(clipped.pixel(x: 10, y: 110).alpha == 0)
    }

    @Test func liveOnlyScrollModifiersLeaveTheLayoutAlone() {
        let plain = layout(ScrollView { bars }, proposal: ProposedViewSize(width: 200, height: 300))
        let decorated = layout(ScrollViewReader { proxy in
            ScrollView(.vertical, showsIndicators: false) {
                bars.scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollTargetBehavior(.viewAligned)
            .scrollIndicators(.hidden)
            .scrollDisabled(false)
            .onAppear { proxy.scrollTo(3, anchor: .top) }
        }, proposal: ProposedViewSize(width: 200, height: 300))
        #expect(frames(decorated, named: "VStack") == frames(plain, named: "VStack"))
        #expect(frames(decorated, named: "ScrollView") == frames(plain, named: "ScrollView"))
    }
}

extension Recorder {
    /// Records `value` and gives 100, for a closure that must return a length.
    func recordAndGive(_ value: Value) -> CGFloat {
        record(value)
        return 100
    }
}
