import Foundation
import Testing
@testable import ViewTree

/// `containerRelativeFrame` (the window's safe area, or the renderer's proposal, is the
/// container) and `ViewThatFits`.
@MainActor struct ContainerLayoutTests {
    @Test func containerRelativeFrameMeasuresTheWindowsSafeArea() {
        let tree = windowLayout(Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
            axis == .horizontal ? length / 2 : length / 5
        })
        // 428 x 845 safe: half the width and a fifth of the height, centred in the safe area.
        #expect(tree.first(named: "containerRelativeFrame")?.frame == CGRect(x: 107, y: 385, width: 214, height: 169))
        #expect(frames(tree, named: "Color") == [CGRect(x: 107, y: 385, width: 214, height: 169)])
    }

    @Test func countAndSpanMakeGridColumns() {
        let tree = windowLayout(HStack(spacing: 10) {
            Color.red.containerRelativeFrame(.horizontal, count: 4, spacing: 10)
            Color.blue.containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10)
        }, scale: 2)
        // A column is (428 - 3 x 10) / 4 = 99.5; three columns and their two gaps 318.5.
        #expect(frames(tree, named: "Color") == [CGRect(x: 0, y: 47, width: 99.5, height: 845),
                                                  CGRect(x: 109.5, y: 47, width: 318.5, height: 845)])
    }

    @Test func theContainerIsNotTheParent() {
        // Inside padding, the view is still as wide as the window's safe area, and overflows.
        let tree = windowLayout(Color.red.containerRelativeFrame(.horizontal).padding(50))
        #expect(frames(tree, named: "Color") == [CGRect(x: 0, y: 97, width: 428, height: 745)])
    }

    @Test func withoutAWindowTheProposalIsTheContainer() {
        let tree = layout(Color.red.containerRelativeFrame(.horizontal, alignment: .leading) { length, _ in length - 20 },
                          proposal: ProposedViewSize(width: 300, height: 50))
        #expect(frames(tree, named: "Color") == [CGRect(x: 0, y: 0, width: 280, height: 50)])
        // At its ideal size nothing gives a container: the view keeps its own size.
        #expect(layout(Color.red.containerRelativeFrame(.horizontal)).frame.size == CGSize(width: 10, height: 10))
    }

    private func choice(width: CGFloat?, height: CGFloat? = 40, in axes: Axis.Set = [.horizontal, .vertical]) -> [CGRect] {
        frames(layout(ViewThatFits(in: axes) {
            Color.red.frame(width: 200, height: 10)
            Color.blue.frame(width: 100, height: 30)
            Color.green.frame(width: 50, height: 50)
        }, proposal: ProposedViewSize(width: width, height: height)), named: "Color")
    }

    @Test func viewThatFitsTakesTheFirstViewWhoseIdealSizeFits() {
        #expect(choice(width: 300) == [CGRect(x: 0, y: 0, width: 200, height: 10)])
        #expect(choice(width: 150) == [CGRect(x: 0, y: 0, width: 100, height: 30)])
        // Nothing fits 20 points: the last view.
        #expect(choice(width: 20) == [CGRect(x: 0, y: 0, width: 50, height: 50)])
        // Unspecified dimensions fit anything.
        #expect(choice(width: nil, height: nil) == [CGRect(x: 0, y: 0, width: 200, height: 10)])
    }

    @Test func viewThatFitsComparesOnlyTheChosenAxes() {
        #expect(choice(width: 20, height: 35, in: .vertical) == [CGRect(x: 0, y: 0, width: 200, height: 10)])
        #expect(choice(width: 150, height: 5, in: .horizontal) == [CGRect(x: 0, y: 0, width: 100, height: 30)])
    }

    @Test func viewThatFitsPicksTheTextThatFitsOnOneLine() throws {
        let long = "A title far too long for the row"
        let tree = layout(ViewThatFits(in: .horizontal) { Text(long); Text("Short") },
                          proposal: ProposedViewSize(width: 100, height: 100))
        #expect(tree.first(text: long) == nil)
        #expect(try #require(tree.first(text: "Short")).frame.width == idealWidth("Short"))
        #expect(try tree.first(named: "ViewThatFits")?.frame.size.width == idealWidth("Short"))
    }
}
