// How sheets and popovers adapt to compact size classes and share scrolling with their content,
// as SwiftUI's `presentationCompactAdaptation(_:)` and `presentationContentInteraction(_:)`.
// Presentations are drawn from the window, which a snapshot of the view does not contain.

/// What a presentation becomes in a compact size class, as SwiftUI's `PresentationAdaptation`.
public struct PresentationAdaptation: Hashable, Sendable {
    private let name: String
    /// As the platform decides.
    public static let automatic = PresentationAdaptation(name: "automatic")
    /// No adaptation: the presentation keeps its own kind.
    public static let none = PresentationAdaptation(name: "none")
    /// A popover.
    public static let popover = PresentationAdaptation(name: "popover")
    /// A sheet.
    public static let sheet = PresentationAdaptation(name: "sheet")
    /// A full-screen cover.
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// Whether swipes on a resizable sheet resize it or scroll its content first, as SwiftUI's
/// `PresentationContentInteraction`.
public struct PresentationContentInteraction: Hashable, Sendable {
    private let name: String
    /// As the platform decides (resizing first).
    public static let automatic = PresentationContentInteraction(name: "automatic")
    /// Resizing the sheet first.
    public static let resizes = PresentationContentInteraction(name: "resizes")
    /// Scrolling the content first.
    public static let scrolls = PresentationContentInteraction(name: "scrolls")
}

nonisolated extension View {
    /// What presentations from this view become in compact size classes.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        unchangedInRender()
    }

    /// What presentations from this view become in a compact width and in a compact height.
    public func presentationCompactAdaptation(horizontal horizontalAdaptation: PresentationAdaptation,
                                              vertical verticalAdaptation: PresentationAdaptation) -> some View {
        unchangedInRender()
    }

    /// Whether swipes on this resizable sheet resize it or scroll its content first.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View {
        unchangedInRender()
    }
}
