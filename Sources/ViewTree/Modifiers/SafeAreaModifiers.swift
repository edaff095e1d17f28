import Foundation

/// The kinds of safe area a view can ignore, as in SwiftUI.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The container's own margins: status bar, home indicator, bars.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The software keyboard (never shown in a rendering).
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The top or bottom edge, for insets along the vertical axis.
public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
}

/// The leading or trailing edge, for insets along the horizontal axis.
public enum HorizontalEdge: Int8, Hashable, CaseIterable, Sendable {
    /// The leading edge (the left one, left to right).
    case leading
    /// The trailing edge.
    case trailing
}

extension Edge {
    /// The edge `edge` names.
    public init(_ edge: VerticalEdge) { self = edge == .top ? .top : .bottom }
    /// The edge `edge` names.
    public init(_ edge: HorizontalEdge) { self = edge == .leading ? .leading : .trailing }
}

nonisolated extension View {
    /// Shows `content` above or below this view, which is inset by its height (plus `spacing`,
    /// 8 when `nil`) and has its safe area end there: a view inside that ignores the safe area
    /// runs on under `content`.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        safeAreaInset(Edge(edge), alignment: alignment.key, spacing: spacing, content: content())
    }

    /// Shows `content` beside this view, which is inset by its width (plus `spacing`, 8 when
    /// `nil`) and has its safe area end there.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        safeAreaInset(Edge(edge), alignment: alignment.key, spacing: spacing, content: content())
    }

    private func safeAreaInset<V: View>(_ edge: Edge, alignment: AlignmentKey, spacing: CGFloat?, content: V) -> some View {
        wrapNodes { node, environment in
            let nodes = content.resolveNodes(in: environment)
            // Several views share the edge as a ZStack, as in SwiftUI.
            let inset = nodes.count == 1 ? nodes[0]
                : ZStackNode(alignment: .center, children: nodes, direction: environment.layoutDirection)
            return SafeAreaInsetNode(child: node, inset: inset, edge: edge, alignment: alignment, spacing: spacing,
                                     direction: environment.layoutDirection)
        }
    }

    /// Adds `insets` to this view's safe area: laid out as padding, but a view inside that
    /// ignores the safe area grows over them.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        wrapNodes { PaddingNode(child: $0, insets: insets, direction: $1.layoutDirection, addsToSafeArea: true) }
    }

    /// Adds `length` (16 when `nil`, the default padding) to this view's safe area on `edges`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        safeAreaPadding(EdgeInsets(edges, length ?? 16))
    }

    /// Adds `length` to this view's safe area on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }

    /// Grows this view over the safe area on `edges` where it reaches the safe area's edge, as
    /// a full-screen background does. Its layout among its siblings is unchanged.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        wrapNodes { node, environment in
            // Only the container region exists in a rendering; the keyboard is never up.
            guard regions.contains(.container) else { return node }
            return IgnoresSafeAreaNode(child: node, edges: AbsoluteEdges(edges, direction: environment.layoutDirection))
        }
    }

    /// Grows this view over the safe area on `edges` (SwiftUI's older name for `ignoresSafeArea`).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.all, edges: edges)
    }
}
