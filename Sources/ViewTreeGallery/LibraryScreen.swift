import ViewTreePreviews

/// A music library, as an app with several tabs shows it: a tab view of navigation stacks with a
/// badge on one tab; on the chosen tab a plain list of links with symbols (one with a count)
/// under a large title with a toolbar button, then a grid of recently added albums. The search tab shows a search that found nothing.
struct LibraryScreen: View {
    /// The tab showing: "library" or "search".
    var selectedTab = "library"

    /// An album in the grid: its title, artist and the colours of its artwork.
    private struct Album: Identifiable {
        let title: String
        let artist: String
        let colors: [Color]
        let symbol: String
        var id: String { title }
    }

    private let albums = [
        Album(title: "Harbour Lights", artist: "The Quay Singers", colors: [.orange, .pink], symbol: "sun.max.fill"),
        Album(title: "Night Ferry", artist: "Lena Marsh", colors: [.indigo, .blue], symbol: "moon.stars.fill"),
        Album(title: "Paper Gardens", artist: "Orchard", colors: [.green, .teal], symbol: "tree"),
        Album(title: "Static Bloom", artist: "Kite Theory", colors: [.purple, .red], symbol: "sparkles"),
    ]

    var body: some View {
        TabView(selection: .constant(selectedTab)) {
            Tab("Listen Now", systemImage: "play.circle.fill", value: "listen") { Text("Listen Now") }
                .badge(2)
            Tab("Browse", systemImage: "square.grid.2x2.fill", value: "browse") { Text("Browse") }
            Tab("Library", systemImage: "rectangle.stack.fill", value: "library") { library }
            Tab("Search", systemImage: "magnifyingglass", value: "search") {
                NavigationStack {
                    ContentUnavailableView.search(text: "Harbor Lights")
                        .navigationTitle("Search")
                }
            }
        }
        .tint(.pink)
    }

    private var library: some View {
        NavigationStack {
            List {
                Section {
                    ForEach([("Playlists", "music.note.list", 0), ("Artists", "person.2", 0), ("Albums", "rectangle.stack", 0),
                             ("Songs", "music.note", 0), ("Downloaded", "arrow.down.circle", 18)], id: \.0) { title, symbol, count in
                        NavigationLink(value: title) {
                            Label(title, systemImage: symbol).font(.title3)
                        }
                        .badge(count)
                    }
                }
                Section {
                    LazyVGrid(columns: [GridItem(.flexible(), spacing: 16), GridItem(.flexible())], spacing: 18) {
                        ForEach(albums) { album in
                            VStack(alignment: .leading, spacing: 2) {
                                LinearGradient(colors: album.colors, startPoint: .topLeading, endPoint: .bottomTrailing)
                                    .aspectRatio(1, contentMode: .fit)
                                    .overlay { Image(systemName: album.symbol).font(.system(size: 44)).foregroundStyle(.white.opacity(0.9)) }
                                    .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
                                    .padding(.bottom, 4)
                                Text(album.title).font(.subheadline).lineLimit(1)
                                Text(album.artist).font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
                            }
                        }
                    }
                    .listRowSeparator(.hidden)
                } header: {
                    Text("Recently Added").font(.title2.bold()).foregroundStyle(.primary).textCase(nil)
                }
            }
            .listStyle(.plain)
            .navigationTitle("Library")
            .toolbar { Button("Edit") {} }
        }
    }
}
