import Foundation

/// A scrollable view, as SwiftUI's: its content is proposed no size (its ideal size) along the
/// scrolling axes and the scroll view's own size across them. Along a scrolling axis the scroll
/// view takes what it is offered (the content's size when offered nothing); across, it is as
/// big as its content. A render shows the scroll view at rest: the content's top leading part,
/// clipped to the scroll view, drawn on under the safe-area margins the scroll view reaches,
/// as a scroll view insets its content by the safe area and shows it behind the bars.
nonisolated public struct ScrollView<Content: View>: View, PrimitiveView {
    /// The scrolling content.
    public var content: Content
    /// The axes the content scrolls along.
    public var axes: Axis.Set
    /// Whether scroll indicators would show while scrolling (a view at rest shows none).
    public var showsIndicators: Bool

    /// A view scrolling `content` along `axes`, vertically by default. Several views in
    /// `content` are stacked vertically, as in SwiftUI.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        var inner = environment.inStack(.vertical)
        // Lazy containers inside learn from these how much of them the scroll view shows.
        var hints: [Axis: ScrollLengthHint] = [:]
        for axis in [Axis.horizontal, .vertical] where axes.contains(axis == .horizontal ? .horizontal : .vertical) {
            hints[axis] = ScrollLengthHint()
        }
        inner.scrollLengthHints.merge(hints) { _, new in new }
        return [ScrollViewNode(content: content.resolveSingleNode(in: inner), axes: axes,
                               margins: environment.scrollContentMargins, clips: environment.scrollClipsContent,
                               anchor: environment.defaultScrollAnchor, lengthHints: hints,
                               direction: environment.layoutDirection)]
    }
}
