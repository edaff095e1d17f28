import Snapshot

/// A screen of cards with text, the kind of view a snapshot suite asserts on an iPhone.
struct CardScreen: View {
    /// The cards' titles.
    let titles: [String] = ["Morning run", "Team sync", "Groceries", "Book club", "Dentist", "Flight to Lisbon"]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Today").font(.largeTitle).bold()
            ForEach(titles, id: \.self) { title in
                card(title)
            }
            Spacer()
        }
        .padding()
    }

    /// One card: a coloured badge, a title, a subtitle and a caption.
    func card(_ title: String) -> some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 12).fill(Color.blue).frame(width: 56, height: 56)
            VStack(alignment: .leading, spacing: 4) {
                Text(title).font(.headline)
                Text("A short description of the event that wraps onto a second line").font(.subheadline)
                Text("9:41 AM").font(.caption).foregroundColor(.secondary)
            }
            Spacer()
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 16).fill(Color.gray.opacity(0.15)))
    }
}
