import Foundation

// iOS 26's system effects that ViewTree does not draw, and iOS 26 bars that are safe-area
// insets. Each says what a still frame shows instead.

/// How iOS 26 fades or blurs scrolled content under the bars at a scroll view's edges, as
/// SwiftUI's `ScrollEdgeEffectStyle`.
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
    private let name: String
    /// As the platform decides (soft).
    public static let automatic = ScrollEdgeEffectStyle(name: "automatic")
    /// A sharp edge with an opaque backing, for dense content.
    public static let hard = ScrollEdgeEffectStyle(name: "hard")
    /// A gradual fade.
    public static let soft = ScrollEdgeEffectStyle(name: "soft")
}

nonisolated extension View {
    /// The style of the scroll edge effect at `edges` of the scroll views inside. ViewTree draws
    /// no scroll edge effect: a still frame's content has not scrolled under a bar, where the
    /// effect shows (*unverified* how much it tints content at rest).
    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View {
        unchangedInRender()
    }

    /// Hides the scroll edge effect at `edges` of the scroll views inside (ViewTree draws none).
    public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View {
        unchangedInRender()
    }

    /// Extends the view under the safe area beside it with a mirrored, blurred copy, as iOS 26
    /// does under a sidebar or inspector. ViewTree draws the view as it is (*unverified*: on an
    /// iPhone, without a sidebar, the copy is hidden under nothing).
    public func backgroundExtensionEffect() -> some View { unchangedInRender() }

    /// `backgroundExtensionEffect()` while `isEnabled`.
    public func backgroundExtensionEffect(isEnabled: Bool) -> some View { unchangedInRender() }

    /// A bar at the top or bottom edge, as iOS 26's `safeAreaBar`: laid out as `safeAreaInset`
    /// (its scroll edge effect is not drawn).
    public func safeAreaBar<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> V) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }

    /// A bar at the leading or trailing edge, as iOS 26's `safeAreaBar`: laid out as `safeAreaInset`.
    public func safeAreaBar<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> V) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }
}
