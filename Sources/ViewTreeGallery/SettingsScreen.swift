import ViewTreePreviews

/// A settings-like form: a profile row and grouped sections of rows with icons, values and chevrons.
struct SettingsScreen: View {
    /// One row: an icon's colour and letter, a title and a value.
    struct Row {
        let icon: Color
        let glyph: String
        let title: String
        let value: String
    }

    let photo: Image

    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                Text("Settings").font(.largeTitle.bold()).padding(.horizontal, 20)
                group {
                    HStack(spacing: 14) {
                        photo.resizable().scaledToFill().frame(width: 56, height: 56).clipShape(Circle())
                        VStack(alignment: .leading, spacing: 2) {
                            Text("Maya Lopez").font(.title3.weight(.semibold))
                            Text("Account, storage and purchases").font(.footnote).foregroundStyle(.secondary).lineLimit(1)
                        }
                        Spacer(minLength: 4)
                        chevron
                    }
                    .padding(.horizontal, 16).padding(.vertical, 10)
                }
                section("Connectivity", rows: [
                    Row(icon: .orange, glyph: "A", title: "Airplane Mode", value: "Off"),
                    Row(icon: .blue, glyph: "W", title: "Wi-Fi", value: "Harbour Loft 5G"),
                    Row(icon: .blue, glyph: "B", title: "Bluetooth", value: "On"),
                    Row(icon: .green, glyph: "M", title: "Mobile Data", value: "Roaming"),
                ])
                section("General", rows: [
                    Row(icon: .red, glyph: "N", title: "Notifications", value: ""),
                    Row(icon: .pink, glyph: "S", title: "Sounds & Haptics", value: ""),
                    Row(icon: .indigo, glyph: "F", title: "Focus", value: "Work"),
                    Row(icon: .purple, glyph: "T", title: "Screen Time", value: "2 h 14 min"),
                ])
                Text("Some settings are managed by your organisation.")
                    .font(.footnote).foregroundStyle(.secondary).padding(.horizontal, 36)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .background(GalleryPalette(colorScheme).groupedBackground)
    }

    private var chevron: some View {
        Chevron().stroke(Color.gray.opacity(0.6), style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
            .frame(width: 6, height: 11)
    }

    /// Rows on a rounded card, inset from the screen's edges.
    private func group<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        VStack(spacing: 0) { content() }
            .background(GalleryPalette(colorScheme).card, in: RoundedRectangle(cornerRadius: 10, style: .continuous))
            .padding(.horizontal, 16)
    }

    private func section(_ title: String, rows: [Row]) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title.uppercased()).font(.footnote).foregroundStyle(.secondary).padding(.horizontal, 36)
            group {
                ForEach(0..<rows.count, id: \.self) { index in
                    if index > 0 { Divider().padding(.leading, 59) }
                    row(rows[index])
                }
            }
        }
    }

    private func row(_ row: Row) -> some View {
        HStack(spacing: 14) {
            RoundedRectangle(cornerRadius: 7, style: .continuous).fill(row.icon).frame(width: 29, height: 29)
                .overlay { Text(row.glyph).font(.system(size: 15, weight: .bold)).foregroundColor(.white) }
            Text(row.title).lineLimit(1)
            Spacer(minLength: 8)
            Text(row.value).foregroundStyle(.secondary).lineLimit(1)
            chevron
        }
        .padding(.horizontal, 16)
        .frame(minHeight: 44)
    }
}
