import Foundation

/// The geometry of a scroll view, as SwiftUI's `ScrollGeometry`: its content's offset and size,
/// its insets and its own size.
public struct ScrollGeometry: Equatable, Sendable {
    /// How far the content is scrolled, from the top left of the content.
    public var contentOffset: CGPoint
    /// The size of the content.
    public var contentSize: CGSize
    /// The insets of the content (safe area and margins).
    public var contentInsets: EdgeInsets
    /// The size of the scroll view.
    public var containerSize: CGSize

    /// The part of the content visible, in the content's coordinates.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// The scroll view's bounds, in the content's coordinates, insets included.
    public var bounds: CGRect {
        CGRect(x: contentOffset.x - contentInsets.leading, y: contentOffset.y - contentInsets.top,
               width: containerSize.width, height: containerSize.height)
    }

    /// A scroll geometry.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }
}

nonisolated extension View {
    /// Runs `action` with the old and new values `transform` reads from the geometry of the
    /// scroll views inside when that value changes, on a device: a still render never scrolls,
    /// so the action never runs and the view is drawn as it is.
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        unchangedInRender()
    }
}
