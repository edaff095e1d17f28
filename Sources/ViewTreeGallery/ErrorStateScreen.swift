import ViewTreePreviews

/// A failed load: a warning sign, what went wrong, the error's code, and what to do next.
struct ErrorStateScreen: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(spacing: 14) {
            WarningTriangle().fill(Color.orange).frame(width: 68, height: 60)
                .overlay(alignment: .bottom) { Text("!").font(.title.bold()).foregroundColor(.white).padding(.bottom, 6) }
            Text("Couldn’t load your orders").font(.title3.bold()).multilineTextAlignment(.center)
            Text("The server did not answer in time. Check your connection and try again.")
                .foregroundStyle(.secondary).multilineTextAlignment(.center)
            Text("Error 504 · gateway timeout").font(.system(.footnote, design: .monospaced)).foregroundStyle(.secondary)
            ProminentButtonLabel(title: "Try again").padding(.top, 10)
            Button("Contact support") {}
        }
        .padding(32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(GalleryPalette(colorScheme).background)
    }
}
