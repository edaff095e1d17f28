import Foundation
import Testing
@testable import ViewTree

/// Frames snap to the pixel grid, but views are laid out in the sizes they measured: a stack
/// whose width rounds down must not re-propose less than its children's ideal sizes.
@MainActor @Suite struct LayoutSnappingTests {
    /// 11.7 + 8 + the title's ideal width rounds down to a whole pixel at @2x.
    @Test(arguments: [CGFloat(1), 2, 3])
    func stacksWhoseWidthRoundsDownKeepTheirTextWhole(scale: CGFloat) throws {
        let row = HStack(spacing: 8) { Color.red.frame(width: 11.7, height: 10); Text("Share") }
        let ideal = try #require(frames(layout(Text("Share"), scale: scale), named: "Text").first).width
        for view in [AnyView(row), AnyView(HStack { row }), AnyView(VStack { HStack { row } }.padding(3.3))] {
            let tree = layout(view, scale: scale)
            #expect(tree.first(text: "Share")?.frame.width == ideal)
        }
    }
}
