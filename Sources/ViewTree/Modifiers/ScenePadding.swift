import Foundation

/// How much padding `scenePadding(_:edges:)` adds, as SwiftUI's `ScenePadding`.
public struct ScenePadding: Equatable, Sendable {
    /// The smallest padding the scene's content keeps from its edges.
    public static let minimum = ScenePadding()
    /// The padding of the content of a navigation bar (watchOS in SwiftUI; the minimum on iOS).
    public static let navigationBar = ScenePadding()
}

nonisolated extension View {
    /// Pads this view on `edges` as content is kept from a scene's edges: on iOS the default
    /// padding, 16 points (*unverified* that iPads pad scenes the same).
    public func scenePadding(_ edges: Edge.Set = .all) -> some View {
        padding(edges)
    }

    /// Pads this view on `edges` by `padding` (on iOS both paddings are the default one, 16 points,
    /// *unverified*).
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        self.padding(edges)
    }
}
