import Testing
import ViewTree

// Models as apps write them in Swift 5 mode, main-actor isolated or not.
@MainActor final class Library: ObservableObject {
    @Published var title = "Books"
}

final class Shelf: ObservableObject {
    @Published var count = 12
}

@Observable final class Reader {
    var name = "Ada"
}

struct LibraryView: View {
    @StateObject private var library = Library()
    @ObservedObject var shelf: Shelf
    @EnvironmentObject var other: Library
    @Environment(Reader.self) private var reader

    var body: some View {
        VStack {
            Text(library.title)
            Text(String(shelf.count))
            Text(other.title)
            Text(reader.name)
        }
    }
}

/// The same property wrappers compile and render in Swift 5 language mode.
@MainActor struct Swift5ModelTests {
    @Test func modelsRenderTheirValues() {
        let other = Library()
        other.title = "Other"
        let view = LibraryView(shelf: Shelf()).environmentObject(other).environment(Reader())
        let texts = ImageRenderer(content: view).layout.allViews.compactMap(\.text)
        #expect(texts == ["Books", "12", "Other", "Ada"])
    }
}

// `#Preview` and `@Previewable` in Swift 5 mode compile as in Swift 6.
#Preview("Swift 5 library", traits: .sizeThatFitsLayout) {
    @Previewable @State var title = "Books"
    Text(title)
}
