import Foundation

/// A window a view is shown in as its root view: its size and safe area, in points.
public struct ViewTreeWindow: Hashable, Sendable {
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

    /// The safe rectangle of a window of `size`, in the window's coordinates.
    func safeRect(in size: CGSize) -> CGRect {
        CGRect(x: safeAreaInsets.leading, y: safeAreaInsets.top,
               width: max(0, size.width - safeAreaInsets.leading - safeAreaInsets.trailing),
               height: max(0, size.height - safeAreaInsets.top - safeAreaInsets.bottom))
    }
}
