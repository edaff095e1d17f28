import ViewTree

struct PrimaryButtonLabel: View {
    let title: String
    var isProminent = true

    var body: some View {
        Text(title)
            .font(.headline)
            .frame(maxWidth: .infinity)
            .frame(height: 50)
            .foregroundColor(isProminent ? .white : .accentColor)
            .background(isProminent ? Color.accentColor : Color.accentColor.opacity(0.12))
            .cornerRadius(12)
    }
}

struct ButtonStack: View {
    let primaryTitle: String
    let secondaryTitle: String
    var onPrimary: () -> Void = {}
    var onSecondary: () -> Void = {}
    var onDelete: (() -> Void)? = nil

    @State private var confirmsDelete = false

    var body: some View {
        VStack(spacing: 12) {
            Button(action: onPrimary) {
                PrimaryButtonLabel(title: primaryTitle)
            }
            Button(action: onSecondary) {
                PrimaryButtonLabel(title: secondaryTitle, isProminent: false)
            }
            if onDelete != nil {
                Button("Delete Account", role: .destructive) {
                    confirmsDelete = true
                }
                .font(.subheadline)
                .padding(.top, 4)
            }
        }
        .padding(.horizontal, 20)
        .padding(.bottom, 8)
        .alert("Delete your account?", isPresented: $confirmsDelete) {
            Button("Delete", role: .destructive) { onDelete?() }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This cannot be undone.")
        }
    }
}

struct SocialSignInButtons: View {
    var body: some View {
        HStack(spacing: 12) {
            Button {
            } label: {
                Label("Apple", systemImage: "apple.logo")
                    .frame(maxWidth: .infinity, minHeight: 44)
                    .foregroundColor(.white)
                    .background(Color.black, in: RoundedRectangle(cornerRadius: 10))
            }
            Button {
            } label: {
                Label("Google", systemImage: "globe")
                    .frame(maxWidth: .infinity, minHeight: 44)
                    .overlay(RoundedRectangle(cornerRadius: 10).stroke(Color.gray.opacity(0.4), lineWidth: 1))
            }
            .tint(.primary)
        }
        .padding(.horizontal, 20)
    }
}
