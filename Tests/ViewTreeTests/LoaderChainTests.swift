import Foundation
import Testing
@testable import ViewTree

/// Image loaders that delegate to other loaders, 10, 100 and 1,000 deep (an app's cache in front of a
/// stub in front of a decoder...): the image arrives through the whole chain, whether each
/// awaits the next one's closure, its `image(for:)`, or wraps the loader of the environment.
@MainActor struct LoaderChainTests {
    private let url = URL(string: "https://example.com/chained.png")!

    /// A view showing the image for `url` once loaded, settled, with its issues.
    private func settled<V: View>(_ view: V) -> (size: CGSize?, issues: [ViewTreeRenderIssue]) {
        let renderer = ImageRenderer(content: view)
        renderer.settle()
        return (frames(renderer.layout, named: "Image").first?.size, renderer.issues)
    }

    @Test(arguments: [10, 100, 1_000])
    func loadersAwaitingTheNextOne(_ count: Int) {
        var load: @Sendable (URL) async throws -> Image? = { _ in Image(color: .red, width: 6, height: 4) }
        for _ in 0..<count {
            let next = load
            load = { url in try await next(url) }
        }
        let (size, issues) = settled(AsyncImage(url: url).viewTreeImageLoader(ViewTreeImageLoader(load: load)))
        #expect(size == CGSize(width: 6, height: 4))
        #expect(issues.isEmpty)
    }

    @Test(arguments: [10, 100, 1_000])
    func loadersAwaitingTheNextOnesImage(_ count: Int) {
        // The innermost loader loads asynchronously, so each must wait for the next (asking a
        // loader for its phase gives nothing while its image is still to be loaded).
        var loader = ViewTreeImageLoader { _ in
            try await Task.sleep(nanoseconds: 1_000)
            return Image(color: .red, width: 6, height: 4)
        }
        for _ in 0..<count {
            let next = loader
            loader = ViewTreeImageLoader { url in try await next.image(for: url) }
        }
        let (size, issues) = settled(AsyncImage(url: url).viewTreeImageLoader(loader))
        #expect(size == CGSize(width: 6, height: 4))
        #expect(issues.isEmpty)
    }

    /// A view that puts a loader delegating to the environment's around its content.
    private struct Delegating<Content: View>: View {
        @Environment(\.viewTreeImageLoader) private var outer
        let content: Content
        var body: some View {
            let outer = outer
            content.viewTreeImageLoader(ViewTreeImageLoader { url in try await outer.image(for: url) })
        }
    }

    @Test(arguments: [10, 100, 1_000])
    func loadersWrappingTheEnvironmentsOne(_ count: Int) {
        var view = AnyView(AsyncImage(url: url))
        for _ in 0..<count { view = AnyView(Delegating(content: view)) }
        let (size, issues) = settled(view.viewTreeImageLoader(.stubbed([url: Image(color: .red, width: 6, height: 4)])))
        #expect(size == CGSize(width: 6, height: 4))
        #expect(issues.isEmpty)
    }
}
