import Foundation
import Testing
@testable import ViewTree

/// `safeAreaInset` and `safeAreaPadding`.
@MainActor struct SafeAreaInsetTests {
    private var bar: some View { Color.blue.frame(height: 50) }

    @Test func insetViewSitsAtTheEdgeAndTheMainViewTakesTheRest() {
        let tree = windowLayout(Color.red.safeAreaInset(edge: .bottom, spacing: 0) { bar })
        #expect(tree.first(named: "safeAreaInset")?.frame == CGRect(x: 0, y: 47, width: 428, height: 845))
        #expect(frames(tree, named: "Color") == [CGRect(x: 0, y: 47, width: 428, height: 795),
                                                  CGRect(x: 0, y: 842, width: 428, height: 50)])
        // The default spacing is 8.
        let spaced = windowLayout(Color.red.safeAreaInset(edge: .top) { bar })
        #expect(frames(spaced, named: "Color") == [CGRect(x: 0, y: 105, width: 428, height: 787),
                                                    CGRect(x: 0, y: 47, width: 428, height: 50)])
    }

    @Test func aMainViewThatIgnoresTheSafeAreaRunsUnderTheInsetView() {
        let tree = windowLayout(Color.red.ignoresSafeArea().safeAreaInset(edge: .bottom, spacing: 0) { bar })
        #expect(frames(tree, named: "Color")[0] == CGRect(x: 0, y: 0, width: 428, height: 926))
        let bottomOnly = windowLayout(Color.red.ignoresSafeArea(edges: .bottom).safeAreaInset(edge: .bottom, spacing: 0) { bar })
        #expect(frames(bottomOnly, named: "Color")[0] == CGRect(x: 0, y: 47, width: 428, height: 879))
    }

    @Test func theResultIsTheExtentOfBothViews() {
        let tree = layout(Color.red.frame(width: 100, height: 100).safeAreaInset(edge: .top) {
            Color.blue.frame(width: 40, height: 20)
        })
        #expect(tree.frame.size == CGSize(width: 100, height: 128))
        #expect(frames(tree, named: "Color") == [CGRect(x: 0, y: 28, width: 100, height: 100),
                                                  CGRect(x: 30, y: 0, width: 40, height: 20)])
    }

    @Test func insetViewIsAlignedAcrossByItsGuide() {
        let aligned = { (alignment: HorizontalAlignment) in
            layout(Color.red.frame(width: 100, height: 100).safeAreaInset(edge: .top, alignment: alignment, spacing: 0) {
                Color.blue.frame(width: 40, height: 20)
            })
        }
        #expect(frames(aligned(.leading), named: "Color")[1].minX == 0)
        #expect(frames(aligned(.trailing), named: "Color")[1].minX == 60)
    }

    @Test func sideInsetsAndRightToLeft() {
        let view = Color.red.frame(width: 100, height: 50).safeAreaInset(edge: .leading, spacing: 4) {
            Color.blue.frame(width: 20, height: 20)
        }
        let tree = layout(view)
        #expect(tree.frame.size == CGSize(width: 124, height: 50))
        #expect(frames(tree, named: "Color") == [CGRect(x: 24, y: 0, width: 100, height: 50),
                                                  CGRect(x: 0, y: 15, width: 20, height: 20)])
        let rightToLeft = layout(view.environment(\.layoutDirection, .rightToLeft))
        #expect(frames(rightToLeft, named: "Color") == [CGRect(x: 0, y: 0, width: 100, height: 50),
                                                         CGRect(x: 104, y: 15, width: 20, height: 20)])
    }

    @Test func readersInsideSeeTheInsetAsMargin() {
        let seen = Recorder<EdgeInsets>()
        _ = windowLayout(GeometryReader { proxy in let _ = seen.record(proxy.safeAreaInsets); Color.clear }
            .ignoresSafeArea().safeAreaInset(edge: .bottom, spacing: 0) { bar })
        #expect(seen.values == [EdgeInsets(top: 47, leading: 0, bottom: 84, trailing: 0)])
    }

    @Test func safeAreaPaddingLaysOutAsPaddingButCanBeGrownOver() {
        let padded = windowLayout(Color.red.safeAreaPadding(.horizontal, 10))
        #expect(frames(padded, named: "Color") == [CGRect(x: 10, y: 47, width: 408, height: 845)])
        let grown = windowLayout(Color.red.ignoresSafeArea().safeAreaPadding(20))
        #expect(frames(grown, named: "Color") == [CGRect(x: 0, y: 0, width: 428, height: 926)])
        let plain = windowLayout(Color.red.ignoresSafeArea().padding(20))
        #expect(frames(plain, named: "Color") == [CGRect(x: 20, y: 67, width: 388, height: 805)])
        #expect(layout(Color.red.frame(width: 10, height: 10).safeAreaPadding()).frame.size == CGSize(width: 42, height: 42))
        let insets = layout(Color.red.frame(width: 10, height: 10).safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
        #expect(frames(insets, named: "Color") == [CGRect(x: 2, y: 1, width: 10, height: 10)])
    }
}
