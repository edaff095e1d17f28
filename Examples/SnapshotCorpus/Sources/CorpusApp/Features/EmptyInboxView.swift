import SwiftUI

/// What the inbox shows with no messages.
public struct EmptyInboxView: View {
    public init() {}

    public var body: some View {
        VStack(spacing: Spacing.m) {
            Image(systemName: "tray")
                .font(.system(size: 44))
                .foregroundStyle(.secondary)
            Text("No messages").font(.title3.bold())
            Text("Statements and notices from the bank appear here.")
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
        }
        .padding(Spacing.xl)
        .frame(width: 320)
        .background(Color(.systemBackground))
    }
}
