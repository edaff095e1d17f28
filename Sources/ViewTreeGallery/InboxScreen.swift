import ViewTreePreviews

/// A SwiftUI-style screen built with the view DSL: a large title over a list of message cards.
struct InboxScreen: View {
    private static let messages = [
        ("Maya Lopez", "Lunch on Thursday?", "Are we still on for Thursday? I found a new place near the park.", "9:41"),
        ("Build Bot", "main is green", "All 152 tests passed on a clean clone in 31 seconds.", "9:12"),
        ("Sam Chen", "Design review notes", "The continuous corners look right now; the shadows still need work.", "8:55"),
        ("Priya Natarajan", "Flight details", "Your flight to Lisbon departs at 14:20 from terminal 2, gate B34.", "Yesterday"),
        ("Jonas Berg", "Photos from the weekend", "I uploaded the photos from the hike, including the one by the lake.", "Yesterday"),
        ("Calendar", "Standup moved", "Tomorrow's standup starts at 10:00 instead of 9:30.", "Monday"),
    ]

    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                HStack(alignment: .firstTextBaseline) {
                    Text("Inbox").font(.largeTitle.bold())
                    Spacer()
                    Text("Edit").foregroundColor(.blue)
                }
                Text("6 messages, 3 unread").font(.subheadline).foregroundStyle(.secondary)
                ForEach(0..<Self.messages.count, id: \.self) { index in
                    let message = Self.messages[index]
                    MessageCard(sender: message.0, subject: message.1, preview: message.2, time: message.3,
                                unread: index < 3)
                }
                Spacer(minLength: 0)
            }
            .padding(.horizontal, 16)
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .background(GalleryPalette(colorScheme).groupedBackground)
    }
}

/// One message: an avatar, the sender, subject and a two-line preview.
private struct MessageCard: View {
    let sender: String
    let subject: String
    let preview: String
    let time: String
    let unread: Bool

    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            ZStack {
                Circle().fill(unread ? Color.blue : Color.gray)
                Text(String(sender.prefix(1))).font(.headline).foregroundColor(.white)
            }
            .frame(width: 40, height: 40)
            VStack(alignment: .leading, spacing: 2) {
                HStack {
                    Text(sender).font(.headline).lineLimit(1)
                    Spacer()
                    Text(time).font(.footnote).foregroundStyle(.secondary)
                }
                Text(subject).font(.subheadline.weight(.medium))
                Text(preview).font(.subheadline).foregroundStyle(.secondary).lineLimit(2)
            }
        }
        .padding(12)
        .background(GalleryPalette(colorScheme).card)
        .clipShape(RoundedRectangle(cornerRadius: 14))
    }
}
