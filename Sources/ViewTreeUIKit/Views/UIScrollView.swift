import Foundation

/// UIKit's scroll view, as `UIViewRepresentable` wrappers configure it: the content's size,
/// offset and insets, paging, indicators and zoom, stored with UIKit's defaults (from Apple's
/// `UIScrollView` documentation). Nothing scrolls in a render and the view is drawn as a plain
/// `UIView` (its background and subviews).
open class UIScrollView: UIView {
    /// How far the content is scrolled from its origin; `.zero` by default.
    open var contentOffset = CGPoint.zero
    /// The size of the scrollable content; `.zero` by default.
    open var contentSize = CGSize.zero
    /// Extra space around the content; `.zero` by default.
    open var contentInset = UIEdgeInsets.zero
    /// Whether scrolling stops on multiples of the view's bounds; `false` by default.
    open var isPagingEnabled = false
    /// Whether scrolling is possible; `true` by default.
    open var isScrollEnabled = true
    /// Whether the vertical scroll indicator shows while scrolling; `true` by default.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal scroll indicator shows while scrolling; `true` by default.
    open var showsHorizontalScrollIndicator = true
    /// Whether scrolling bounces past the content's edges; `true` by default.
    open var bounces = true
    /// Whether it bounces vertically even when the content is shorter; `false` by default.
    open var alwaysBounceVertical = false
    /// Whether it bounces horizontally even when the content is narrower; `false` by default.
    open var alwaysBounceHorizontal = false
    /// The smallest zoom scale; 1 by default.
    open var minimumZoomScale: CGFloat = 1
    /// The largest zoom scale; 1 by default.
    open var maximumZoomScale: CGFloat = 1
    /// The current zoom scale; 1 by default.
    open var zoomScale: CGFloat = 1
    /// Whether tapping the status bar scrolls to the top; `true` by default.
    open var scrollsToTop = true
    /// How dragging dismisses the keyboard; `.none` by default.
    open var keyboardDismissMode = KeyboardDismissMode.none
    /// How the safe area adds to `contentInset`; `.automatic` by default.
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// The pull-to-refresh control (SwiftUI's `.refreshable` is the SwiftUI way).
    open var refreshControl: UIRefreshControl?
    /// The object told about scrolling (never, in a render).
    open weak var delegate: (any UIScrollViewDelegate)?

    /// The proxy whose properties every scroll view takes (see `UIView.appearance()`).
    override open class func appearance() -> UIScrollView { AppearanceProxies.shared.proxy(UIScrollView.init) }

    /// The proxy for scroll views inside instances of `containerTypes` (see `UIView.appearance()`).
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIScrollView {
        AppearanceProxies.shared.proxy(UIScrollView.init, in: containerTypes)
    }

    /// How dragging dismisses the keyboard, as UIKit's `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    /// How the safe area adds to the content inset, as UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// Sets `contentOffset` (at once: renders never animate).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Sets `zoomScale` (at once: renders never animate).
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoomScale = scale
    }
}

/// The object a scroll view tells about scrolling, as UIKit's `UIScrollViewDelegate`; every
/// method is optional (a default that does nothing). A render never scrolls, so none is called.
@MainActor @preconcurrency
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The content was scrolled.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// Dragging is about to begin.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// Dragging ended; `decelerate` says whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content stopped moving after a drag.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// The view whose zoom the scroll view changes; none by default.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// No view zooms.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
}
