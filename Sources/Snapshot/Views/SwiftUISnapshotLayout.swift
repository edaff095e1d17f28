import Foundation

/// Where a snapshot puts the view, as swift-snapshot-testing's `SwiftUISnapshotLayout`.
public enum SwiftUISnapshotLayout: Sendable, Hashable {
    /// On a device's screen: the device's size, safe area and traits.
    case device(config: ViewImageConfig)
    /// Centred in a window of a fixed size, with no safe area.
    case fixed(width: CGFloat, height: CGFloat)
    /// At the size a hosting controller answers for `sizeThatFits(in: .zero)`, as
    /// swift-snapshot-testing sizes it on iOS: the view's size for the zero proposal (its
    /// minimum: multi-line text in a fixed width truncates to one line, stacks squeeze), rounded
    /// up to the pixel grid, then laid out in a window of that size with no safe area.
    case sizeThatFits
}
