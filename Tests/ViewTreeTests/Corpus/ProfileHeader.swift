import Foundation
import ViewTree

final class ProfileViewModel: ObservableObject {
    @Published var displayName: String
    @Published var username: String
    @Published var followers: Int
    @Published var following: Int
    @Published var posts: Int
    @Published var isVerified: Bool

    init(displayName: String, username: String, followers: Int, following: Int, posts: Int, isVerified: Bool) {
        self.displayName = displayName
        self.username = username
        self.followers = followers
        self.following = following
        self.posts = posts
        self.isVerified = isVerified
    }

    var initials: String {
        displayName.split(separator: " ").compactMap(\.first).prefix(2).map(String.init).joined()
    }

    func follow() { followers += 1 }
}

struct ProfileHeader: View {
    @ObservedObject var model: ProfileViewModel
    @State private var showsEditor = false

    var body: some View {
        VStack(spacing: 12) {
            avatar
            VStack(spacing: 2) {
                HStack(spacing: 4) {
                    Text(model.displayName)
                        .font(.title2)
                        .fontWeight(.bold)
                    if model.isVerified {
                        Image(systemName: "checkmark.seal.fill")
                            .foregroundStyle(.blue)
                    }
                }
                Text("@\(model.username)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            stats
        }
        .padding(.vertical, 24)
        .frame(maxWidth: .infinity)
        .sheet(isPresented: $showsEditor) {
            Text("Edit profile")
        }
        .onAppear {
            print("Profile shown")
        }
    }

    private var avatar: some View {
        Circle()
            .fill(LinearGradient(colors: [.purple, .blue], startPoint: .top, endPoint: .bottom))
            .frame(width: 96, height: 96)
            .overlay(
                Text(model.initials)
                    .font(.system(size: 36, weight: .semibold, design: .rounded))
                    .foregroundColor(.white)
            )
            .overlay(Circle().stroke(Color.white, lineWidth: 4))
            .shadow(radius: 6)
            .onTapGesture { showsEditor = true }
    }

    private var stats: some View {
        HStack(spacing: 0) {
            statColumn(value: model.posts, label: "Posts")
            Divider().frame(height: 32)
            statColumn(value: model.followers, label: "Followers")
            Divider().frame(height: 32)
            statColumn(value: model.following, label: "Following")
        }
        .padding(.horizontal, 24)
    }

    private func statColumn(value: Int, label: String) -> some View {
        VStack(spacing: 2) {
            Text(value, format: .number)
                .font(.headline)
            Text(label)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}
