import ViewTree

struct BannerError: Equatable {
    enum Severity {
        case warning, error

        var color: Color {
            switch self {
            case .warning: return .orange
            case .error: return .red
            }
        }

        var icon: String {
            switch self {
            case .warning: return "exclamationmark.triangle.fill"
            case .error: return "xmark.octagon.fill"
            }
        }
    }

    let message: String
    let severity: Severity
}

struct ErrorBanner: View {
    let error: BannerError
    @Binding var isPresented: Bool

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: error.severity.icon)
                .font(.title3)
                .foregroundColor(.white)
            Text(error.message)
                .font(.subheadline)
                .foregroundColor(.white)
                .lineLimit(2)
                .frame(maxWidth: .infinity, alignment: .leading)
            Button {
                withAnimation(.easeInOut) {
                    isPresented = false
                }
            } label: {
                Image(systemName: "xmark")
                    .font(.footnote.bold())
                    .foregroundColor(.white.opacity(0.8))
            }
            .accessibilityLabel("Dismiss")
        }
        .padding(16)
        .background(error.severity.color)
        .cornerRadius(12)
        .shadow(color: error.severity.color.opacity(0.4), radius: 10, y: 6)
        .padding(.horizontal)
        .transition(.move(edge: .top).combined(with: .opacity))
    }
}

struct BannerHost<Content: View>: View {
    let error: BannerError?
    @ViewBuilder let content: Content
    @State private var showsBanner = true

    var body: some View {
        ZStack(alignment: .top) {
            content
            if let error, showsBanner {
                ErrorBanner(error: error, isPresented: $showsBanner)
                    .padding(.top, 8)
                    .zIndex(1)
            }
        }
        .animation(.spring(), value: showsBanner)
    }
}
