import SwiftUI

/// A dismissible promotion in the brand colour.
public struct PromoBanner: View {
    public let title: String
    public let message: String
    public var onDismiss: () -> Void

    public init(title: String, message: String, onDismiss: @escaping () -> Void = {}) {
        self.title = title
        self.message = message
        self.onDismiss = onDismiss
    }

    public var body: some View {
        HStack(alignment: .top, spacing: Spacing.m) {
            Image("Logo", bundle: .module)
                .resizable()
                .frame(width: 32, height: 32)
                .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
            VStack(alignment: .leading, spacing: Spacing.xs) {
                Text(title).font(.headline).foregroundStyle(.white)
                Text(message).font(.subheadline).foregroundStyle(.white.opacity(0.85))
            }
            Spacer(minLength: 0)
            Button(action: onDismiss) {
                Image(systemName: "xmark")
                    .font(.footnote.weight(.bold))
                    .foregroundStyle(.white)
            }
        }
        .padding(Spacing.l)
        .background(Palette.brand, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
    }
}
