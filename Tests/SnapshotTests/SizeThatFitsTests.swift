import Foundation
import Snapshot
import Testing
import Raster
@_spi(ViewTreeInternals) import ViewTreeUIKit

/// `.sizeThatFits` sizes the window as swift-snapshot-testing does on iOS, with a hosting
/// controller's `sizeThatFits(in: .zero)`: the zero proposal, so the view's minimum size.
@Suite @MainActor struct SizeThatFitsTests {
    static let paragraph = "Wind tunnel engineer and mathematician. Writes about aerodynamics and flight."

    /// The pixels `.image` records of `view`.
    private func image<V: View>(of view: V, scale: CGFloat = 1) throws -> Bitmap {
        var image: ViewTreeSnapshotImage?
        Snapshotting<V, ViewTreeSnapshotImage>.image(traits: .init(displayScale: scale)).snapshot(view).run { image = $0 }
        return try #require(image?.bitmap)
    }

    /// The layout `.layoutTree` records of `view`, one view a line.
    private func tree<V: View>(of view: V) -> [String] {
        var tree = ""
        Snapshotting<V, String>.layoutTree(traits: .init(displayScale: 1)).snapshot(view).run { tree = $0 }
        return tree.split(separator: "\n").map(String.init)
    }

    /// The height in pixels of one line of body text at `scale`.
    private func oneLinePixels(scale: CGFloat) -> Int {
        let renderer = ImageRenderer(content: Text("W"))
        renderer.scale = scale
        return Int((renderer.layout.frame.height * scale).rounded())
    }

    @Test func wrappingTextInAFixedWidthTruncatesToOneLine() throws {
        let view = Text(Self.paragraph).frame(width: 200)
        let ideal = ImageRenderer(content: view).layout.frame.size
        #expect(ideal.height > 40, "at its ideal size the paragraph wraps")
        let lines = tree(of: view)
        // One line of body text (21 points), the width the frame gives it.
        #expect(lines.first?.contains("(0, 0, 200, 21)") == true, "\(lines)")
        let bitmap = try image(of: view, scale: 2)
        #expect(bitmap.width == 400 && bitmap.height == oneLinePixels(scale: 2))
    }

    @Test func hStackColumnsSqueezeToOneLineEach() throws {
        let view = HStack(alignment: .top, spacing: 8) {
            Text(Self.paragraph)
            Text("Boundary layers, lift and the history of flight in twelve short chapters.")
        }
        .frame(width: 240)
        let lines = tree(of: view)
        #expect(lines.first?.contains("(0, 0, 240, 21)") == true, "\(lines)")
        // Both columns are one truncated line, side by side within the width.
        let texts = lines.filter { $0.contains("Text (") }
        #expect(texts.count == 2)
        #expect(texts.allSatisfy { $0.contains(", 21)") }, "\(texts)")
        let bitmap = try image(of: view, scale: 3)
        #expect(bitmap.width == 720 && bitmap.height == oneLinePixels(scale: 3))
    }

    @Test func flexibleViewsTakeTheirMinimum() throws {
        // A spacer keeps its minimum length; the texts beside it truncate.
        let stack = HStack { Text("Left"); Spacer(); Text("Right") }.padding()
        let ideal = ImageRenderer(content: stack).layout.frame.size
        let bitmap = try image(of: stack)
        #expect(CGFloat(bitmap.width) < ideal.width && CGFloat(bitmap.height) == ideal.height)
        // Views of a fixed size keep it.
        let fixed = try image(of: Color.red.frame(width: 120, height: 30), scale: 2)
        #expect(fixed.width == 240 && fixed.height == 60)
    }

    @Test func hostingControllerProposesEachLengthAsGiven() {
        let controller = UIHostingController(rootView: Text(Self.paragraph))
        let ideal = ImageRenderer(content: Text(Self.paragraph)).layout.frame.size
        // Huge or infinite lengths are unspecified: the ideal size.
        #expect(controller.sizeThatFits(in: CGSize(width: 2_777_780, height: CGFloat.infinity), scale: 1) == ideal)
        // A width with an unspecified height wraps; with a zero height it is one line.
        let wrapped = controller.sizeThatFits(in: CGSize(width: 200, height: CGFloat.infinity), scale: 1)
        #expect(wrapped.width <= 200 && wrapped.height > 40)
        let oneLine = controller.sizeThatFits(in: CGSize(width: 200, height: 0), scale: 1)
        #expect(oneLine.height == ideal.height)
        // Answers are rounded up to the pixel grid.
        let thirds = UIHostingController(rootView: Text("Thirds")).sizeThatFits(in: CGSize(width: 1e7, height: 1e7), scale: 3)
        #expect((thirds.width * 3).rounded() == thirds.width * 3 && (thirds.height * 3).rounded() == thirds.height * 3)
    }
}
