extension Font {
    /// A line spacing adjustment of a font, as SwiftUI's `Font.Leading`.
    public enum Leading: Hashable, Sendable {
        /// The font's own line spacing.
        case standard
        /// Lines 2 points closer (Apple's documentation of `Font.Leading.tight` for iOS, and of
        /// UIKit's `traitTightLeading` for text styles).
        case tight
        /// Lines 2 points further apart (Apple's documentation of `Font.Leading.loose`).
        case loose

        /// The points added to the line height.
        var points: Double {
            switch self {
            case .standard: 0
            case .tight: -2
            case .loose: 2
            }
        }
    }

    /// The font with its line spacing adjusted by `leading`; a custom font keeps its own (as
    /// SwiftUI leaves fonts that do not support the adjustment).
    public func leading(_ leading: Leading) -> Font {
        var font = self
        font.lineLeading = leading
        return font
    }
}
