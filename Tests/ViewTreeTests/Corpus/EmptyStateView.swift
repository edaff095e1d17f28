import ViewTree

struct EmptyStateView: View {
    let systemImage: String
    let title: String
    let message: String
    var actionTitle: String? = nil
    var action: (() -> Void)? = nil

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: systemImage)
                .font(.system(size: 56))
                .foregroundStyle(.secondary)
                .padding(.bottom, 8)
            Text(title)
                .font(.title3)
                .fontWeight(.semibold)
            Text(message)
                .font(.body)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
                .fixedSize(horizontal: false, vertical: true)
            if let actionTitle, let action {
                Button(action: action) {
                    Text(actionTitle)
                        .font(.headline)
                        .foregroundColor(.white)
                        .padding(.horizontal, 24)
                        .padding(.vertical, 12)
                        .background(.tint)
                        .clipShape(Capsule())
                }
                .padding(.top, 8)
            }
        }
        .padding(32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

struct InboxEmptyState: View {
    @State private var isRefreshing = false

    var body: some View {
        EmptyStateView(
            systemImage: "tray",
            title: "No Messages",
            message: "When someone sends you a message, it will show up here.",
            actionTitle: "Refresh"
        ) {
            isRefreshing = true
        }
        .task {
            isRefreshing = false
        }
        .opacity(isRefreshing ? 0.5 : 1)
    }
}
