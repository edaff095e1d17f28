import Foundation
import Testing
import ViewTree

// What apps commonly define around an image cache, under the names ViewTree used to take for its
// own loader: they must compile and be used beside ViewTree with nothing renamed.

/// An app's own image loader.
final class ImageLoader: @unchecked Sendable {
    let name: String
    init(name: String) { self.name = name }
}

private struct AppImageLoaderKey: EnvironmentKey {
    static let defaultValue = ImageLoader(name: "default")
}

extension EnvironmentValues {
    /// The app's loader in the environment.
    var imageLoader: ImageLoader {
        get { self[AppImageLoaderKey.self] }
        set { self[AppImageLoaderKey.self] = newValue }
    }
}

extension View {
    /// Puts the app's loader in the environment.
    func imageLoader(_ loader: ImageLoader) -> some View {
        environment(\.imageLoader, loader)
    }
}

/// A view that shows the name of the app's loader it reads from the environment.
private struct LoaderName: View {
    @Environment(\.imageLoader) private var loader

    var body: some View { Text(verbatim: loader.name) }
}

/// ViewTree's additions carry its prefix, so an app's own `ImageLoader`, `\.imageLoader` and
/// `.imageLoader(_:)` compile and work beside ViewTree's loader.
@MainActor struct AppDefinedNamesTests {
    @Test func appLoaderAndViewTreeLoaderLiveSideBySide() {
        let url = URL(string: "https://example.com/a.png")!
        let view = VStack {
            LoaderName()
            AsyncImage(url: url)
        }
        .imageLoader(ImageLoader(name: "app"))
        .viewTreeImageLoader(.stubbed([url: Image(color: .red, width: 10, height: 6)]))
        let layout = ImageRenderer(content: view).layout
        #expect(layout.allViews.contains { $0.text == "app" })
        // The stub answered: the image shows at its size, not the placeholder.
        #expect(layout.allViews.contains { $0.name == "Image" && $0.frame.size == CGSize(width: 10, height: 6) })
    }
}
