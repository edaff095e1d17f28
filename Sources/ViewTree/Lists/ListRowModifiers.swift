import Foundation

extension VerticalEdge {
    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}

/// Keys of the values list rows give their list.
enum ListRowInsetsKey {}
enum ListRowSeparatorKey {}
enum ListRowSeparatorTintKey {}
enum ListRowBackgroundKey {}

/// Which separators next to a row are hidden or tinted, as a list row modifier said.
struct ListRowSeparatorSetting {
    var visibility: Visibility
    var edges: VerticalEdge.Set
}

/// A separator tint for the edges a list row modifier named.
struct ListRowSeparatorTint {
    var color: Color?
    var edges: VerticalEdge.Set
}

nonisolated extension View {
    /// Insets this list row's content by `insets` instead of the style's insets (`nil` keeps them).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        containerValue(ListRowInsetsKey.self, insets as Any, name: "listRowInsets")
    }

    /// Shows or hides the separators above (`.top`) and below (`.bottom`) this list row.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        containerValue(ListRowSeparatorKey.self, ListRowSeparatorSetting(visibility: visibility, edges: edges),
                       name: "listRowSeparator")
    }

    /// Paints the separators next to this list row in `color` (`nil`: the separator colour).
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        containerValue(ListRowSeparatorTintKey.self, ListRowSeparatorTint(color: color, edges: edges),
                       name: "listRowSeparatorTint")
    }

    /// Puts `view` behind this list row, in place of the style's row background; it fills the
    /// whole row (clipped to an inset-grouped card's corners).
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        wrapNodes { node, environment in
            guard let view else { return node }
            return LayoutValueNode(child: node, key: ObjectIdentifier(ListRowBackgroundKey.self),
                                   value: view.resolveSingleNode(in: environment.outsideList), name: "listRowBackground")
        }
    }

    /// Shows or hides the separators at the top and bottom of this section (a grouped list draws
    /// none there; a plain list's are its rows' own).
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        unchangedInRender()
    }

    /// Spaces the rows of the lists inside `spacing` points apart (`nil`: the style's spacing,
    /// none). In grouped and inset grouped lists spaced rows are cards of their own, with no
    /// separators between them (*unverified*: as iOS 17 draws an inset grouped list given
    /// spacing); plain rows keep their separators.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\.listRowSpacing, spacing)
    }
}
