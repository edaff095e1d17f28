import Foundation
import Testing
@testable import ViewTree
import Raster

/// A container or modifier wrapped around a view, to nest it many levels deep.
nonisolated enum NestingKind: String, CaseIterable, Sendable {
    case vStack, hStack, zStack, padding, frame, background, overlay, anyView, list

    /// `view` wrapped once.
    @MainActor func wrap(_ view: AnyView) -> AnyView {
        switch self {
        case .vStack: AnyView(VStack { view })
        case .hStack: AnyView(HStack { view })
        case .zStack: AnyView(ZStack { view })
        case .padding: AnyView(view.padding(0.5))
        case .frame: AnyView(view.frame(maxWidth: .infinity))
        case .background: AnyView(view.background(Color.red))
        case .overlay: AnyView(view.overlay(Color.clear))
        case .anyView: AnyView(AnyView(view))
        case .list: AnyView(List { view })
        }
    }

    /// A small square wrapped `depth` times.
    @MainActor func nested(_ depth: Int) -> AnyView {
        var view = AnyView(Color.blue.frame(width: 4, height: 4))
        for _ in 0..<depth { view = wrap(view) }
        return view
    }
}

/// Trees nested thousands of levels deep render, or fail with an error naming the depth: they
/// never overflow the stack while resolving, laying out, listing, drawing or scanning for warnings.
@MainActor struct DepthTests {
    private func renderAll<V: View>(_ view: V) throws -> RasterCanvas {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 100, height: 100)
        _ = renderer.layoutWarnings
        _ = renderer.issues
        return try renderer.canvas
    }

    /// Renders `view`, or expects it to fail with `tooDeep` naming a depth past `deeperThan`.
    private func renderOrTooDeep<V: View>(_ view: V, deeperThan: Int) {
        do {
            _ = try renderAll(view)
        } catch ViewTreeRenderError.tooDeep(let depth) {
            #expect(depth > deeperThan)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test(arguments: NestingKind.allCases)
    func tenThousandLevelsRenderOrThrowNamingTheDepth(_ kind: NestingKind) {
        // A list makes its rows while it is measured, so nested lists use the stack faster.
        renderOrTooDeep(kind.nested(10_000), deeperThan: kind == .list ? 100 : 1_000)
    }

    @Test(arguments: NestingKind.allCases.filter { $0 != .list })
    func thousandLevelsRender(_ kind: NestingKind) throws {
        let renderer = ImageRenderer(content: kind.nested(1_000))
        renderer.proposedSize = ProposedViewSize(width: 100, height: 100)
        let canvas = try renderer.canvas
        let square = try #require(renderer.layout.first(named: "Color").map(\.frame))
        let blue = canvas.pixel(x: Int(square.midX), y: Int(square.midY))
        // The blue of the default look, as the same colour draws outside any nesting.
        let expected = try ImageRenderer(content: Color.blue.frame(width: 4, height: 4)).canvas.pixel(x: 2, y: 2)
        #expect(blue == expected, "\(blue) at \(square)")
    }

    @Test func listInsideListThousandDeepRendersOrThrows() {
        renderOrTooDeep(NestingKind.list.nested(1_000), deeperThan: 100)
    }

    /// Emphasis nested 10,000 deep (`*_*_…x…_*_*`): walked without recursion.
    @Test(arguments: [("*", "_"), ("**", "~~")])
    func deeplyNestedMarkdownRenders(_ outer: String, _ inner: String) throws {
        let markdown = String(repeating: outer + inner, count: 5_000) + "x" + String(repeating: inner + outer, count: 5_000)
        let renderer = ImageRenderer(content: Text(LocalizedStringKey(markdown)).frame(width: 200, height: 40))
        _ = try renderer.canvas
        #expect(renderer.layout.first(named: "Text") != nil)
    }
}
