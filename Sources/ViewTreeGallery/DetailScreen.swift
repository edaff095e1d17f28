import ViewTreePreviews

/// A detail screen: a photo under the status bar, a title with a price, a rating, a description,
/// facts in tiles, and a booking bar over the home indicator.
struct DetailScreen: View {
    let photo: Image

    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.clear.frame(height: 240)
                .overlay { photo.resizable().scaledToFill() }
                .clipped()
                .ignoresSafeArea(edges: .top)
            VStack(alignment: .leading, spacing: 12) {
                HStack(alignment: .firstTextBaseline) {
                    Text("Harbour Loft").font(.title.bold())
                    Spacer()
                    Text("£184").font(.title3.weight(.semibold)) + Text(" / night").font(.footnote)
                }
                HStack(spacing: 3) {
                    ForEach(0..<5, id: \.self) { index in
                        Star().fill(index < 4 ? Color.orange : Color.gray.opacity(0.4)).frame(width: 14, height: 14)
                    }
                    Text("4.8 · 212 reviews").font(.subheadline).foregroundStyle(.secondary).padding(.leading, 4)
                }
                Text("A bright loft over the old harbour, with a long oak table, a reading corner by the "
                    + "window and the fish market five minutes away. Trains to the city leave every twenty minutes.")
                    .lineLimit(4)
                HStack(spacing: 10) {
                    fact("2", "guests")
                    fact("1", "bedroom")
                    fact("42 m²", "of space")
                }
            }
            .padding(20)
            Spacer(minLength: 0)
        }
        .safeAreaInset(edge: .bottom) { bookingBar }
        .background(GalleryPalette(colorScheme).background)
    }

    private func fact(_ value: String, _ label: String) -> some View {
        VStack(spacing: 2) {
            Text(value).font(.headline)
            Text(label).font(.caption).foregroundStyle(.secondary)
        }
        .padding(.vertical, 10)
        .frame(maxWidth: .infinity)
        .background(Color.gray.opacity(0.12), in: RoundedRectangle(cornerRadius: 12, style: .continuous))
    }

    private var bookingBar: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text("Free cancellation").font(.subheadline.weight(.semibold))
                Text("until 1 June").font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            ProminentButtonLabel(title: "Reserve")
        }
        .padding(.horizontal, 20).padding(.vertical, 12)
        .background(GalleryPalette(colorScheme).card)
        .overlay(alignment: .top) { Divider() }
    }
}
