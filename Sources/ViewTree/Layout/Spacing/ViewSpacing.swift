import Foundation

/// The space a view prefers between itself and its neighbours on each edge, as stacks and custom
/// layouts read it (`LayoutSubview.spacing`).
///
/// As in SwiftUI, a preference is stated per edge and per category of neighbour (see
/// `SpacingCategory`): the distance between two views is the largest over the categories both
/// state on their facing edges, else the larger of their plain lengths, else the default 8
/// points. Text and symbols state font-derived categories; other views state that they are not
/// text; spacers state a length of zero.
public struct ViewSpacing: Sendable, Equatable {
    /// The preferences, by edge and category.
    private(set) var minima: [SpacingKey: SpacingValue]

    /// The space SwiftUI puts between two views that state nothing in common (iOS's default).
    static let defaultDistance: CGFloat = 8

    /// No preferences: the default spacing on every edge, to combine others into (a custom
    /// layout's `spacing(subviews:cache:)` starts from it).
    public init() {
        minima = [:]
    }

    init(minima: [SpacingKey: SpacingValue]) {
        self.minima = minima
    }

    /// No spacing on any edge, as an empty view prefers.
    public static let zero = ViewSpacing(plainLength: 0, on: .all)

    /// What a view that is not text states: a text's own distances apply next to it (a plain
    /// view above a text, or below one), other neighbours get the default.
    static let plainView = ViewSpacing(minima: [
        SpacingKey(category: .edgeBelowText, edge: .top): .distance(0),
        SpacingKey(category: .edgeAboveText, edge: .bottom): .distance(0),
    ])

    /// A plain `length` on `edges` and nothing else.
    init(plainLength length: CGFloat, on edges: Edge.Set) {
        minima = [:]
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            minima[SpacingKey(category: nil, edge: edge)] = .distance(length)
        }
    }

    /// The distance from this view to `next` placed after it along `axis` (below it, or after
    /// it in the reading direction): the largest distance over the categories both state on the
    /// facing edges; else the larger plain length; else the default spacing.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let (ownEdge, nextEdge): (Edge, Edge) = axis == .horizontal ? (.trailing, .leading) : (.bottom, .top)
        var matched: CGFloat?
        for (key, value) in minima where key.edge == ownEdge {
            guard let category = key.category,
                  let other = next.minima[SpacingKey(category: category, edge: nextEdge)],
                  let distance = value.distance(to: other) else { continue }
            matched = max(matched ?? -.infinity, distance)
        }
        if let matched { return matched }
        let own = minima[SpacingKey(category: nil, edge: ownEdge)].flatMap(\.length)
        let theirs = next.minima[SpacingKey(category: nil, edge: nextEdge)].flatMap(\.length)
        if own == nil && theirs == nil { return Self.defaultDistance }
        return max(own ?? -.infinity, theirs ?? -.infinity)
    }

    /// Takes the larger of this and `other`'s preferences on `edges`.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for (key, value) in other.minima where edges.contains(Edge.Set(key.edge)) {
            minima[key] = minima[key].map { SpacingValue.larger($0, value) } ?? value
        }
    }

    /// This spacing with the larger of it and `other`'s preferences on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// This spacing with `edges` stating what a plain view states, as padding and frames leave
    /// the edges they set: what was inside no longer reaches the neighbours there.
    func resetting(_ edges: Edge.Set) -> ViewSpacing {
        var result = self
        result.minima = minima.filter { !edges.contains(Edge.Set($0.key.edge)) }
        for (key, value) in Self.plainView.minima where edges.contains(Edge.Set(key.edge)) {
            result.minima[key] = value
        }
        return result
    }
}

extension SpacingValue {
    /// The length of a plain preference.
    fileprivate var length: CGFloat? {
        if case .distance(let length) = self { return length }
        return nil
    }
}
