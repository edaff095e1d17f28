import Foundation
import Testing
import ViewTree

/// Dividers run across the nearest enclosing stack, as SwiftUI's stack orientation reaches them
/// through modifiers: a hairline (one pixel) thick, as long as offered the other way.
@MainActor struct DividerTests {
    @Test func aDividerInAVStackIsAHorizontalHairline() {
        let tree = layout(VStack(spacing: 0) {
            Color.red.frame(width: 80, height: 10)
            Divider().padding(.leading, 20)
        }.frame(width: 80), scale: 2)
        #expect(tree.first(named: "Divider")?.frame == CGRect(x: 20, y: 10, width: 60, height: 0.5))
    }

    @Test func aDividerWrappedInAFrameInAnHStackIsVertical() {
        let tree = layout(HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 40)
            Divider().frame(height: 32)
            Color.blue.frame(width: 50, height: 40)
        })
        // One point wide at @1x, 32 tall, centred in the 40-point row.
        #expect(tree.first(named: "Divider")?.frame == CGRect(x: 50, y: 4, width: 1, height: 32))
        #expect(tree.frame.size == CGSize(width: 101, height: 40))
    }

    @Test func theNearestStackDecides() {
        let tree = layout(HStack(spacing: 0) {
            VStack(spacing: 0) {
                Color.red.frame(width: 60, height: 10)
                Divider()
            }
            .frame(width: 60)
            Color.blue.frame(width: 20, height: 31)
        })
        // The column (11 tall) is centred in the 31-point row.
        #expect(tree.first(named: "Divider")?.frame == CGRect(x: 0, y: 20, width: 60, height: 1))
    }

    @Test func stackLayoutsOrientTheirDividersToo() {
        let tree = layout(HStackLayout(spacing: 0) {
            Color.red.frame(width: 50, height: 40)
            Divider().frame(height: 20)
        })
        #expect(tree.first(named: "Divider")?.frame == CGRect(x: 50, y: 10, width: 1, height: 20))
    }

    @Test func aDividerOutsideAnyStackIsHorizontal() {
        let tree = layout(Divider(), proposal: ProposedViewSize(width: 120, height: 50))
        #expect(tree.first(named: "Divider")?.frame == CGRect(x: 0, y: 0, width: 120, height: 1))
    }
}
