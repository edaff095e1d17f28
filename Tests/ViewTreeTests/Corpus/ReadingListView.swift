import Observation
import ViewTree

// A screen backed by main-actor models, as most apps written for Swift 6 have them: an
// `ObservableObject` view model and an `@Observable` store, both `@MainActor`, read in `body`
// and in helper properties, and reloaded from a task and a button through `Task`.

struct Book: Identifiable, Equatable {
    let id: Int
    let title: String
    let author: String
}

@MainActor
final class ReadingListModel: ObservableObject {
    @Published private(set) var books: [Book] = [
        Book(id: 1, title: "The Left Hand of Darkness", author: "Ursula K. Le Guin"),
        Book(id: 2, title: "Kindred", author: "Octavia E. Butler"),
    ]
    @Published private(set) var isLoading = false

    func reload() async {
        isLoading = true
        defer { isLoading = false }
        try? await Task.sleep(for: .milliseconds(10))
    }
}

@MainActor @Observable
final class ReaderSettings {
    var showsAuthors = true
    var accent: Color = .indigo
}

struct ReadingListView: View {
    @StateObject private var model = ReadingListModel()
    @Environment(ReaderSettings.self) private var settings

    private var summary: String {
        model.isLoading ? "Loading…" : "\(model.books.count) books"
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(summary)
                .font(.headline)
            ForEach(model.books) { book in
                row(for: book)
            }
            Button("Reload") {
                Task { await model.reload() }
            }
            .tint(settings.accent)
        }
        .padding()
        .task { await model.reload() }
    }

    private func row(for book: Book) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(book.title)
            if settings.showsAuthors {
                Text(book.author)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
        }
    }
}
