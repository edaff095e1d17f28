import Foundation
import Testing
@testable import ViewTree

/// Padding, frames, layers, fixed size and aspect ratio.
@MainActor struct ModifierLayoutTests {
    private var square: some View { Color.red.frame(width: 10, height: 10) }

    @Test func paddingDefaultsToSixteenOnEveryEdge() throws {
        let tree = layout(square.padding())
        #expect(tree.frame.size == CGSize(width: 42, height: 42))
        #expect(frames(tree, named: "Color") == [CGRect(x: 16, y: 16, width: 10, height: 10)])
        #expect(layout(square.padding(.horizontal, 5)).frame.size == CGSize(width: 20, height: 10))
        #expect(layout(square.padding(3)).frame.size == CGSize(width: 16, height: 16))
        let insets = layout(square.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
        #expect(frames(insets, named: "Color")[0].origin == CGPoint(x: 2, y: 1))
        #expect(insets.frame.size == CGSize(width: 16, height: 14))
    }

    @Test func paddingShrinksWhatTheChildIsOffered() {
        let tree = layout(Color.red.padding(10), proposal: ProposedViewSize(width: 100, height: 50))
        #expect(frames(tree, named: "Color") == [CGRect(x: 10, y: 10, width: 80, height: 30)])
    }

    @Test func fixedFramesReportTheirSizeAndAlignTheChild() {
        let center = layout(square.frame(width: 50, height: 30))
        #expect(center.frame.size == CGSize(width: 50, height: 30))
        #expect(frames(center, named: "Color")[0].origin == CGPoint(x: 20, y: 10))
        let corner = layout(square.frame(width: 50, height: 30, alignment: .bottomTrailing))
        #expect(frames(corner, named: "Color")[0].origin == CGPoint(x: 40, y: 20))
        // Only a width: the height is the child's.
        #expect(layout(Color.red.frame(width: 20), proposal: ProposedViewSize(width: 100, height: 70)).frame.size
            == CGSize(width: 20, height: 70))
    }

    @Test(arguments: [
        // (proposal width, min, ideal, max, child ideal width 10 -> expected frame width)
        (CGFloat?(300), CGFloat?(nil), CGFloat?(nil), CGFloat?(.infinity), CGFloat(300)),
        (300, nil, nil, 50, 50),
        (300, 10, nil, 50, 50),
        (30, 10, nil, 50, 30),
        (nil, nil, 80, nil, 80),
        (nil, 100, nil, nil, 100),
        (5, 100, nil, nil, 100),
        (nil, nil, nil, 50, 10),
    ] as [(CGFloat?, CGFloat?, CGFloat?, CGFloat?, CGFloat)])
    func flexibleFramesFollowSwiftUIsRules(proposal: CGFloat?, min: CGFloat?, ideal: CGFloat?, max: CGFloat?,
                                           expected: CGFloat) {
        // A fixed-size child, so the frame's own rule decides.
        let view = square.frame(minWidth: min, idealWidth: ideal, maxWidth: max)
        #expect(layout(view, proposal: ProposedViewSize(width: proposal, height: 10)).frame.width == expected)
    }

    @Test func flexibleFramesProposeTheClampedSizeToTheirChild() throws {
        let tree = layout(Color.red.frame(minWidth: 10, maxWidth: 50), proposal: ProposedViewSize(width: 300, height: 20))
        #expect(frames(tree, named: "Color") == [CGRect(x: 0, y: 0, width: 50, height: 20)])
        let leading = layout(Text("Hi").frame(maxWidth: .infinity, alignment: .leading),
                             proposal: ProposedViewSize(width: 300, height: 40))
        #expect(leading.frame.width == 300)
        #expect(try #require(leading.first(text: "Hi")).frame.minX == 0)
    }

    @Test func backgroundsAndOverlaysTakeTheViewsSize() throws {
        let tree = layout(Text("Hi").padding(4).background(Color.yellow).overlay(Circle().fill(.red), alignment: .center))
        let padding = try #require(tree.first(named: "padding")).frame
        // A colour passed to `background` is a shape style: a rectangle filled with it.
        #expect(frames(tree, named: "Rectangle") == [padding])
        #expect(frames(tree, named: "Circle") == [padding])
        #expect(tree.frame == padding)
        // Aligned secondary views keep their own size.
        let badge = layout(Color.blue.frame(width: 40, height: 40).overlay(alignment: .topTrailing) {
            Color.red.frame(width: 10, height: 10)
        })
        #expect(frames(badge, named: "Color")[1] == CGRect(x: 30, y: 0, width: 10, height: 10))
    }

    @Test func offsetMovesDrawingButNotLayout() {
        let tree = layout(HStack(spacing: 0) { square.offset(x: 5, y: -3); square })
        #expect(frames(tree, named: "Color") == [CGRect(x: 5, y: -3, width: 10, height: 10),
                                                  CGRect(x: 10, y: 0, width: 10, height: 10)])
    }

    @Test func fixedSizeKeepsTheIdealSize() throws {
        let long = "Too long for fifty points"
        let tree = layout(Text(long).fixedSize().frame(width: 50))
        let text = try #require(tree.first(text: long)).frame
        #expect(text.width == (try idealWidth(long)))
        #expect(abs(text.midX - 25) <= 0.5)
        let wrapped = layout(Text(long).frame(width: 50))
        #expect(try #require(wrapped.first(text: long)).frame.width <= 50)
    }

    @Test func aspectRatioFitsOrFillsTheProposal() {
        let fit = layout(Color.red.aspectRatio(2, contentMode: .fit).frame(width: 100, height: 100))
        #expect(frames(fit, named: "Color") == [CGRect(x: 0, y: 25, width: 100, height: 50)])
        let fill = layout(Color.red.aspectRatio(2, contentMode: .fill).frame(width: 100, height: 100))
        #expect(frames(fill, named: "Color") == [CGRect(x: -50, y: 0, width: 200, height: 100)])
        let fromIdeal = layout(Color.red.frame(idealWidth: 30, idealHeight: 10).scaledToFit().frame(width: 90, height: 90))
        #expect(frames(fromIdeal, named: "Color") == [CGRect(x: 0, y: 30, width: 90, height: 30)])
    }

    @Test func badNumbersAreClampedNotCrashes() {
        #expect(layout(Color.red.frame(width: .nan, height: -5)).frame.size == .zero)
        #expect(layout(square.padding(.nan)).frame.size == CGSize(width: 10, height: 10))
        #expect(layout(Color.red.frame(minWidth: 50, maxWidth: 10), proposal: ProposedViewSize(width: 30, height: 5))
            .frame.width == 50)
        #expect(layout(Color.red, proposal: ProposedViewSize(width: .nan, height: -1)).frame.size == CGSize(width: 10, height: 0))
    }
}
