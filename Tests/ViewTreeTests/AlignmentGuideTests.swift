import Foundation
import Testing
@testable import ViewTree

/// A guide a third of the way down a view.
private enum FirstThird: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

/// A guide at a view's bottom unless set, as SwiftUI's documentation's `midAccountAndName`.
private enum MidAccount: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
}

extension VerticalAlignment {
    fileprivate static let firstThird = VerticalAlignment(FirstThird.self)
    fileprivate static let midAccount = VerticalAlignment(MidAccount.self)
}

/// `alignmentGuide`, custom `AlignmentID`s and how explicit guides travel up through stacks.
@MainActor struct AlignmentGuideTests {
    @Test func aGuideMovesItsViewInAStack() {
        let tree = layout(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10)
            Color.blue.frame(width: 40, height: 10).alignmentGuide(.leading) { d in d[.trailing] }
        })
        // The blue view's trailing edge lines up with the red view's leading edge.
        #expect(frames(tree, named: "Color") == [CGRect(x: 40, y: 0, width: 100, height: 10),
                                                  CGRect(x: 0, y: 10, width: 40, height: 10)])
        #expect(tree.frame.size == CGSize(width: 140, height: 20))
    }

    @Test func customGuidesHaveTheirDefaultValue() {
        let tree = layout(HStack(alignment: .firstThird, spacing: 0) {
            Color.red.frame(width: 10, height: 60)
            Color.green.frame(width: 10, height: 120)
            Color.blue.frame(width: 10, height: 90).alignmentGuide(.firstThird) { d in 2 * d.height / 3 }
        })
        // Guides at 20, 40 and 60 from each top: the line is at 60.
        #expect(frames(tree, named: "Color").map(\.minY) == [40, 20, 0])
        #expect(tree.frame.height == 140)
    }

    @Test func customGuidesTravelUpThroughStacksAndAverage() {
        let column = VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Color.green.frame(width: 10, height: 20).alignmentGuide(.midAccount) { d in d[VerticalAlignment.center] }
            Color.blue.frame(width: 10, height: 10)
        }
        let tree = layout(HStack(alignment: .midAccount, spacing: 0) {
            column
            Color.orange.frame(width: 10, height: 10)
        })
        // The column's guide is green's centre (20 down); orange's is its bottom.
        #expect(frames(tree, named: "Color")[3] == CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(tree.frame.height == 40)
        let two = layout(HStack(alignment: .midAccount, spacing: 0) {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).alignmentGuide(.midAccount) { _ in 5 }
                Color.blue.frame(width: 10, height: 40).alignmentGuide(.midAccount) { _ in 25 }
            }
            Color.orange.frame(width: 10, height: 10)
        })
        // Two explicit guides, at 5 and 35 in the column: their average, 20.
        #expect(frames(two, named: "Color")[2].minY == 10)
    }

    @Test func edgeGuidesStayInTheirStackButPassThroughModifiers() {
        let nested = layout(VStack(alignment: .leading, spacing: 0) {
            VStack { Color.red.frame(width: 30, height: 10).alignmentGuide(.leading) { _ in 20 } }
            Color.blue.frame(width: 50, height: 10)
        })
        #expect(frames(nested, named: "Color").map(\.minX) == [0, 0])
        let padded = layout(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 30, height: 10).alignmentGuide(.leading) { _ in 20 }.padding(5)
            Color.blue.frame(width: 50, height: 10)
        })
        // The padded view's guide is 5 + 20 from its leading edge.
        #expect(frames(padded, named: "padding")[0].minX == 0)
        #expect(frames(padded, named: "Color").map(\.minX) == [5, 25])
    }

    @Test func zStackIsTheExtentOfItsChildrenOnTheirGuides() {
        let inside = layout(ZStack(alignment: .topLeading) {
            Color.red.frame(width: 100, height: 50)
            Color.blue.frame(width: 20, height: 20).alignmentGuide(.leading) { _ in -10 }.alignmentGuide(.top) { _ in -5 }
        })
        #expect(frames(inside, named: "Color") == [CGRect(x: 0, y: 0, width: 100, height: 50),
                                                    CGRect(x: 10, y: 5, width: 20, height: 20)])
        let outside = layout(ZStack(alignment: .topLeading) {
            Color.red.frame(width: 100, height: 50)
            Color.blue.frame(width: 20, height: 20).alignmentGuide(.leading) { d in d.width + 10 }
        })
        #expect(outside.frame.size == CGSize(width: 130, height: 50))
        #expect(frames(outside, named: "Color").map(\.minX) == [30, 0])
    }

    @Test func framesAndOverlaysAlignTheChildsGuideOnTheirOwn() {
        let frame = layout(Color.blue.frame(width: 20, height: 20).alignmentGuide(.trailing) { d in d[.leading] }
            .frame(width: 100, height: 20, alignment: .trailing))
        #expect(frames(frame, named: "Color")[0].minX == 100)
        let overlay = layout(Color.red.frame(width: 100, height: 40).overlay(alignment: .topTrailing) {
            Color.blue.frame(width: 10, height: 10).alignmentGuide(.top) { d in d[.bottom] }
        })
        #expect(frames(overlay, named: "Color")[1] == CGRect(x: 90, y: -10, width: 10, height: 10))
    }

    @Test func dimensionsShowExplicitGuidesOnlyWhereSet() throws {
        let seen = Recorder<CGFloat?>()
        _ = layout(VStack(alignment: .leading) {
            Text("Hi").alignmentGuide(.leading) { d in seen.record(d[explicit: .firstTextBaseline]); return 0 }
            Color.red.frame(width: 5, height: 5).alignmentGuide(.leading) { d in
                seen.record(d[explicit: .firstTextBaseline]); return 0
            }
        })
        #expect(seen.values.contains { $0 == nil })
        let baseline = try #require(seen.values.compactMap { $0 }.first)
        #expect(baseline > 10 && baseline < 20)
    }

    @Test func stacksTakeTheFirstAndLastBaselineOfTheirText() throws {
        let row = { (alignment: VerticalAlignment) in
            layout(HStack(alignment: alignment, spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                VStack(spacing: 0) { Text("One"); Text("Two").font(.title) }
            })
        }
        let first = row(.firstTextBaseline)
        let one = try #require(first.first(text: "One")).frame
        // The red square's bottom sits on the first line's baseline (Inter's ascender at 17 pt).
        #expect(abs(frames(first, named: "Color")[0].maxY - (one.minY + 17 * 2728.0 / 2816.0)) < 1)
        let last = row(.lastTextBaseline)
        let two = try #require(last.first(text: "Two")).frame
        #expect(abs(frames(last, named: "Color")[0].maxY - (two.minY + 28 * 2728.0 / 2816.0)) < 1)
    }

    @Test func rightToLeftGuidesAreMeasuredFromTheTrailingSide() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10)
            Color.blue.frame(width: 40, height: 10).alignmentGuide(.leading) { _ in 10 }
        }
        let leftToRight = layout(view)
        #expect(frames(leftToRight, named: "Color").map(\.minX) == [10, 0])
        let rightToLeft = layout(view.environment(\.layoutDirection, .rightToLeft))
        // Leading is the right edge: red's right edge 10 in from the stack's, blue's 10 in from its own.
        #expect(frames(rightToLeft, named: "Color").map(\.minX) == [0, 70])
    }
}
