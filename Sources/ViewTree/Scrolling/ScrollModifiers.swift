import Foundation

/// Whether a scroll view shows its scroll indicators, as in SwiftUI. A scroll view at rest shows
/// none whatever this says: iOS only shows them while scrolling.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    private let name: String

    /// As the platform decides.
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    /// Shown while scrolling.
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    /// Hidden, unless the platform needs them (a mouse on macOS).
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(name: "never")
}

/// Which part of a scroll view `contentMargins` insets.
public struct ContentMarginPlacement: Hashable, Sendable {
    private let name: String

    /// The content and the indicators, as the view decides.
    public static let automatic = ContentMarginPlacement(name: "automatic")
    /// The scrolling content only.
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// The scroll indicators only (not drawn at rest, so nothing changes).
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

private struct ScrollContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }
private struct ScrollClipsContentKey: EnvironmentKey { static let defaultValue = true }
private struct ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = Visibility.automatic }
private struct DefaultScrollAnchorKey: EnvironmentKey { static let defaultValue: UnitPoint? = nil }
private struct HorizontalIndicatorKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }
private struct VerticalIndicatorKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }

extension EnvironmentValues {
    /// Whether horizontal scroll indicators show while scrolling.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalIndicatorKey.self] }
        set { self[HorizontalIndicatorKey.self] = newValue }
    }

    /// Whether vertical scroll indicators show while scrolling.
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalIndicatorKey.self] }
        set { self[VerticalIndicatorKey.self] = newValue }
    }

    /// The margins `contentMargins` puts around the content of scroll views inside.
    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }

    /// Whether scroll views inside clip their content (`scrollClipDisabled` turns it off).
    var scrollClipsContent: Bool {
        get { self[ScrollClipsContentKey.self] }
        set { self[ScrollClipsContentKey.self] = newValue }
    }

    /// Whether lists and forms inside draw their own background.
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }

    /// The point of the content a scroll view shows at rest, where `defaultScrollAnchor` sets one.
    var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Whether scroll views inside show their indicators on `axes` while scrolling.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        transformEnvironment {
            if axes.contains(.horizontal) { $0.horizontalScrollIndicatorVisibility = visibility }
            if axes.contains(.vertical) { $0.verticalScrollIndicatorVisibility = visibility }
        }
    }

    /// Hides (`.hidden`) the background of the lists and forms inside, so that a background
    /// behind them shows through.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }

    /// Adds `insets` on `edges` around the content of the scroll views inside, inside their
    /// scrolling area.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        transformEnvironment { environment in
            guard placement != .scrollIndicators else { return }
            var margins = environment.scrollContentMargins
            if edges.contains(.top) { margins.top = insets.top }
            if edges.contains(.leading) { margins.leading = insets.leading }
            if edges.contains(.bottom) { margins.bottom = insets.bottom }
            if edges.contains(.trailing) { margins.trailing = insets.trailing }
            environment.scrollContentMargins = margins
        }
    }

    /// Adds `length` on `edges` around the content of the scroll views inside (16 when `nil`).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(edges, EdgeInsets(.all, length ?? 16), for: placement)
    }

    /// Adds `length` on every edge around the content of the scroll views inside.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    /// Lets the scroll views inside draw their content outside their bounds.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        environment(\.scrollClipsContent, !disabled)
    }

    /// Shows the scroll views inside at rest scrolled so that `anchor` of their content meets
    /// the same point of the scroll view (`.bottom` shows the end of a chat).
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        environment(\.defaultScrollAnchor, anchor)
    }

    /// How the scroll views inside settle after a swipe (a still render shows them at rest).
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { unchangedInRender() }

    /// Marks the views of this layout as the targets `scrollTargetBehavior(.viewAligned)` settles on.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { unchangedInRender() }

    /// Binds the identity of the view scrolled to (a still render shows the scroll view at rest).
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        unchangedInRender()
    }

    /// Stops the scroll views inside from scrolling.
    public func scrollDisabled(_ disabled: Bool) -> some View { unchangedInRender() }
}

/// How a scroll view settles after a swipe, as in SwiftUI; only a live scroll view uses it.
public protocol ScrollTargetBehavior {}

/// Settling on whole pages of the scroll view's size.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// Paging.
    public init() {}
}

/// Settling on the views of a `scrollTargetLayout()`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one swipe may scroll, as SwiftUI's `ViewAlignedScrollTargetBehavior.LimitBehavior`.
    public struct LimitBehavior: Hashable, Sendable {
        private let name: String
        /// As the platform decides (limited in compact horizontal size classes).
        public static let automatic = LimitBehavior(name: "automatic")
        /// At most one view's worth.
        public static let always = LimitBehavior(name: "always")
        /// As far as the swipe carries.
        public static let never = LimitBehavior(name: "never")
        /// A few views at most.
        public static let alwaysByFew = LimitBehavior(name: "alwaysByFew")
        /// Exactly one view.
        public static let alwaysByOne = LimitBehavior(name: "alwaysByOne")
    }

    /// Settling on views, each swipe limited by `limitBehavior`.
    public init(limitBehavior: LimitBehavior = .automatic) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Settles on whole pages.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Settles on the views of a scroll target layout.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Settles on the views of a scroll target layout, each swipe limited by `limitBehavior`.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// Scrolls the scroll views inside a `ScrollViewReader` programmatically, on a device; a render
/// shows them at rest.
public struct ScrollViewProxy {
    /// Scrolls to the view identified by `id` (nothing happens in a render).
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// A view whose content can scroll the scroll views in it through a proxy, as in SwiftUI.
public struct ScrollViewReader<Content: View>: View {
    /// Builds the content from the proxy.
    public var content: (ScrollViewProxy) -> Content

    /// A reader whose content `content` builds.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    /// The content, built with a proxy that scrolls nothing in a render.
    public var body: some View { content(ScrollViewProxy()) }
}
