import Foundation

/// A window a view is shown in as its root view: its size and safe area, in points.
public struct HostingWindow: Hashable, Sendable {
    /// The window's size; `nil` fits the window to the view's ideal size plus the insets.
    public var size: CGSize?
    /// The unsafe margins (status bar, home indicator, rounded corners). `leading` is the
    /// screen's left edge and `trailing` its right, whatever the layout direction, as UIKit's
    /// safe-area insets are.
    public var safeAreaInsets: EdgeInsets

    /// A window of `size` with `safeAreaInsets`.
    public init(size: CGSize?, safeAreaInsets: EdgeInsets = EdgeInsets()) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
    }
}
