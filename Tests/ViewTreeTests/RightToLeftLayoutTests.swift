import Foundation
import Testing
@testable import ViewTree

/// `environment(\.layoutDirection, .rightToLeft)`: layout mirrors as in SwiftUI (stacks,
/// leading and trailing, padding, offsets, frames, overlays), while text draws unmirrored.
@MainActor struct RightToLeftLayoutTests {
    private func mirrored<V: View>(_ view: V, proposal: ProposedViewSize = .unspecified) -> ViewTreeLayout {
        layout(view.environment(\.layoutDirection, .rightToLeft), proposal: proposal)
    }

    @Test func paddingSwapsItsLeadingAndTrailingInsets() {
        let view = Color.red.frame(width: 10, height: 10).padding(EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 2))
        #expect(frames(layout(view), named: "Color")[0].minX == 10)
        #expect(frames(mirrored(view), named: "Color")[0].minX == 2)
    }

    @Test func offsetsMoveTowardsTheTrailingEdge() {
        let view = Color.red.frame(width: 20, height: 20).offset(x: 10, y: 5).frame(width: 100, height: 20)
        #expect(frames(layout(view), named: "Color")[0].origin == CGPoint(x: 50, y: 5))
        #expect(frames(mirrored(view), named: "Color")[0].origin == CGPoint(x: 30, y: 5))
    }

    @Test func leadingAndTrailingAlignmentsMirror() {
        let frame = Color.red.frame(width: 20, height: 20).frame(width: 100, height: 20, alignment: .leading)
        #expect(frames(mirrored(frame), named: "Color")[0].minX == 80)
        let zStack = ZStack(alignment: .topLeading) {
            Color.red.frame(width: 100, height: 50)
            Color.blue.frame(width: 20, height: 20)
        }
        #expect(frames(mirrored(zStack), named: "Color")[1].origin == CGPoint(x: 80, y: 0))
        let overlay = Color.red.frame(width: 100, height: 50).overlay(alignment: .trailing) { Color.blue.frame(width: 20, height: 20) }
        #expect(frames(mirrored(overlay), named: "Color")[1].origin == CGPoint(x: 0, y: 15))
        let column = VStack(alignment: .trailing, spacing: 0) {
            Color.red.frame(width: 100, height: 10)
            Color.blue.frame(width: 40, height: 10)
        }
        #expect(frames(mirrored(column), named: "Color")[1].minX == 0)
    }

    @Test func rowsRunFromTheRightInAWindow() {
        let tree = windowLayout(HStack(spacing: 0) { Color.red.frame(width: 10); Spacer(); Color.blue.frame(width: 20) },
                                direction: .rightToLeft)
        #expect(frames(tree, named: "Color").map(\.minX) == [418, 0])
    }

    @Test func onlyTheViewsInsideTheEnvironmentMirror() {
        let tree = layout(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            HStack(spacing: 0) { Color.green.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
                .environment(\.layoutDirection, .rightToLeft)
        })
        #expect(frames(tree, named: "Color").map(\.minX) == [0, 20, 10])
    }

    @Test func textDrawsTheSameGlyphsRightToLeft() throws {
        let text = Text("Ab 12").frame(width: 80, height: 30, alignment: .leading)
        let leftToRight = try render(text, scale: 2)
        let rightToLeft = try render(text.environment(\.layoutDirection, .rightToLeft), scale: 2)
        // The text moves to the right edge but its glyphs are not mirrored: the right-to-left
        // image is the left-to-right one shifted by the free space.
        let moved = try #require(layout(text.environment(\.layoutDirection, .rightToLeft), scale: 2).first(text: "Ab 12")).frame
        let shift = Int(moved.minX * 2)
        #expect(shift > 20)
        var inked = 0
        for y in 0..<leftToRight.height {
            for x in 0..<(leftToRight.width - shift) where leftToRight.pixel(x: x, y: y).alpha > 0 {
                #expect(rightToLeft.pixel(x: x + shift, y: y) == leftToRight.pixel(x: x, y: y))
                inked += 1
            }
        }
        #expect(inked > 50)
    }
}
