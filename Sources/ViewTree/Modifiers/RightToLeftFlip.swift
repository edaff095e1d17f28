nonisolated extension View {
    /// Mirrors this view horizontally in a right-to-left layout when `enabled`, as SwiftUI's
    /// `flipsForRightToLeftLayoutDirection(_:)` (for images that point the way text runs).
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        RightToLeftFlip(content: self, enabled: enabled)
    }
}

/// A view mirrored about its centre when the layout direction is right-to-left.
nonisolated struct RightToLeftFlip<Content: View>: View {
    let content: Content
    let enabled: Bool
    @Environment(\.layoutDirection) private var direction

    var body: some View {
        content.scaleEffect(x: enabled && direction == .rightToLeft ? -1 : 1, y: 1)
    }
}
