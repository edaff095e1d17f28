import SwiftUI
import UIKit

/// A small tag in the brand colours, written with the asset symbols Xcode generates for the
/// catalog (`Image(.logo)`, `.brandPrimary`, `Color.brandSoft`, `UIColor.brandPrimary`).
public struct BrandTag: View {
    public let title: String

    public init(_ title: String) {
        self.title = title
    }

    public var body: some View {
        HStack(spacing: Spacing.xs) {
            Image(.logo)
                .resizable()
                .frame(width: 16, height: 16)
            Text(title)
                .font(.caption.weight(.semibold))
                .foregroundStyle(.brandPrimary)
        }
        .padding(.horizontal, Spacing.s)
        .padding(.vertical, Spacing.xs)
        .background(Color.brandSoft, in: Capsule())
    }

    /// The tag's colour for UIKit screens.
    public static var uiColor: UIColor { .brandPrimary }
}
