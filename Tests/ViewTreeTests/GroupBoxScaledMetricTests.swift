import Foundation
import Raster
import Testing
@testable import ViewTree

/// A view whose padding scales with the text size.
private struct ScaledPadding: View {
    @ScaledMetric(relativeTo: .title) private var inset = 28.0
    @ScaledMetric private var bodyInset = 17.0

    var body: some View {
        Color.red.frame(width: 1, height: 1).padding(.leading, inset).padding(.trailing, bodyInset)
    }
}

/// GroupBox, @ScaledMetric, and the accessibility and animation API apps use that compiles only.
@MainActor @Suite struct GroupBoxScaledMetricTests {
    @Test func aGroupBoxIsItsLabelOverItsContentInARoundedBox() throws {
        let tree = layout(GroupBox("Storage") { Text("12 GB free") }.frame(width: 300))
        let box = try #require(frames(tree, named: "RoundedRectangle").first)
        #expect(box == CGRect(x: 0, y: 0, width: 300, height: box.height))
        let title = try #require(tree.first(text: "Storage")).frame
        let content = try #require(tree.first(text: "12 GB free")).frame
        #expect(title.origin == CGPoint(x: 16, y: 16))
        #expect(content.minX == 16 && content.minY == title.maxY + 8)
        #expect(box.maxY == content.maxY + 16)
        let canvas = try ControlPixels.canvas(GroupBox { Text("A") }.frame(width: 100))
        // The secondary system background, 242,242,247, inside the corners.
        #expect(canvas.pixel(x: 50, y: 3) == RGBA8(red: 242, green: 242, blue: 247, alpha: 255))
    }

    /// 28 points at the title's 28-point default size, and 34 at xxxLarge, where the title is 34.
    @Test func aScaledMetricFollowsItsTextStyle() throws {
        #expect(abs(layout(ScaledPadding()).frame.width - (28 + 1 + 17)) < 0.001)
        let large = layout(ScaledPadding().environment(\.dynamicTypeSize, .xxxLarge))
        #expect(abs(large.frame.width - (34 + 1 + 23)) < 0.001)
    }

    @Test func accessibilityAndAnimationPresetsLeaveTheViewAlone() throws {
        let key: LocalizedStringKey = "Close"
        let plain = Text("X").frame(width: 20, height: 20)
        let decorated = plain
            .accessibilityLabel(key)
            .accessibilityHint(Text("Closes"))
            .accessibilityValue(key)
            .accessibilityAction { }
            .accessibilityActions { Button("Delete") {} }
            .accessibilityRespondsToUserInteraction()
            .accessibilityShowsLargeContentViewer { Text("X") }
            .alert(Text("Title"), isPresented: .constant(true)) { Button("OK") {} } message: { Text("Body") }
            .animation(.bouncy(duration: 0.3), value: 1)
            .animation(.smooth(duration: 0.2, extraBounce: 0.1), value: 2)
            .animation(.snappy(duration: 0.2), value: 3)
            .animation(.interpolatingSpring(stiffness: 100, damping: 10), value: 4)
            .animation(.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.4), value: 5)
        #expect(try render(decorated).bitmap == (try render(plain).bitmap))
    }
}
