import ViewTreePreviews

/// An empty inbox: an illustration, a title, a line of explanation and the action to take.
struct EmptyStateScreen: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(spacing: 16) {
            ZStack {
                Circle().fill(LinearGradient(colors: [.blue.opacity(0.25), .purple.opacity(0.25)],
                                             startPoint: .topLeading, endPoint: .bottomTrailing))
                Envelope().stroke(Color.blue, style: StrokeStyle(lineWidth: 4, lineJoin: .round)).frame(width: 56, height: 40)
            }
            .frame(width: 120, height: 120)
            Text("No messages yet").font(.title2.bold())
            Text("When someone writes to you, their message shows up here.")
                .foregroundStyle(.secondary).multilineTextAlignment(.center)
            ProminentButtonLabel(title: "Write a message").padding(.top, 8)
        }
        .padding(32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(GalleryPalette(colorScheme).background)
    }
}

#Preview("Empty state") { EmptyStateScreen() }
