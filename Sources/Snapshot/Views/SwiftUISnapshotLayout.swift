import Foundation

/// Where a snapshot puts the view, as swift-snapshot-testing's `SwiftUISnapshotLayout`.
public enum SwiftUISnapshotLayout: Sendable, Hashable {
    /// On a device's screen: the device's size, safe area and traits.
    case device(config: ViewImageConfig)
    /// Centred in a window of a fixed size, with no safe area.
    case fixed(width: CGFloat, height: CGFloat)
    /// At the view's ideal size.
    case sizeThatFits
}
