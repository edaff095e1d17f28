import Snapshot

/// A profile screen written as a SwiftUI file would be, for the package's own snapshot tests.
struct ProfileScreen: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 12) {
                Circle().fill(Color.indigo).frame(width: 56, height: 56)
                    .overlay(Text("MJ").font(.title3.bold()).foregroundColor(.white))
                VStack(alignment: .leading, spacing: 2) {
                    Text("Mary Jackson").font(.title2.bold())
                    Text(horizontalSizeClass == .regular ? "Engineer · regular width" : "Engineer")
                        .font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer()
            }
            HStack(spacing: 8) {
                StatTile(value: "128", label: "Posts", tint: .blue)
                StatTile(value: "4.2k", label: "Followers", tint: .green)
                StatTile(value: "312", label: "Following", tint: .orange)
            }
            Text("Wind tunnel engineer and mathematician. Writes about aerodynamics, boundary layers and the history of flight.")
                .font(.body)
            Spacer()
            Text("Edit profile")
                .font(.headline)
                .foregroundColor(.white)
                .frame(maxWidth: .infinity)
                .padding(.vertical, 14)
                .background(Color.blue, in: RoundedRectangle(cornerRadius: 12))
        }
        .padding()
        .background(Color.yellow.opacity(0.15))
    }
}

/// A number over a caption on a tinted rounded rectangle.
struct StatTile: View {
    let value: String
    let label: String
    let tint: Color

    var body: some View {
        VStack(spacing: 2) {
            Text(value).font(.headline)
            Text(label).font(.caption).foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, 10)
        .background(tint.opacity(0.18), in: RoundedRectangle(cornerRadius: 10))
    }
}

/// A small badge, snapshotted at its ideal size.
struct Badge: View {
    let count: Int

    var body: some View {
        Text("\(count) new")
            .font(.caption.bold())
            .foregroundColor(.white)
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(Capsule().fill(Color.red))
            // Its ideal size under `.sizeThatFits`, whose zero proposal would truncate the text.
            .fixedSize()
    }
}
