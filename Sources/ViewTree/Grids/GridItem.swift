import Foundation

/// A column of a `LazyVGrid` or a row of a `LazyHGrid`, as in SwiftUI: its size, the spacing
/// after it and how views are aligned in its cells.
public struct GridItem: Sendable {
    /// How big the track is.
    public enum Size: Sendable {
        /// Exactly this many points.
        case fixed(CGFloat)
        /// A share of the space left, between the limits.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` as fit in its share of the space, sharing it.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// How big the track is.
    public var size: Size
    /// The space after this track (and between the tracks of an adaptive item); `nil` is 8.
    public var spacing: CGFloat?
    /// How views are aligned in the track's cells; `nil` is the grid's alignment.
    public var alignment: Alignment?

    /// A track of `size`, `spacing` from the next, aligning its views by `alignment`.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// One resolved track of a lazy grid: its length, the spacing after it, and its alignment.
struct GridTrack: Hashable {
    var length: CGFloat
    var spacing: CGFloat
    var alignment: Alignment?
}

extension GridItem {
    /// The space after the item: 8 unless it says.
    var resolvedSpacing: CGFloat { spacing.gridSpacing }

    /// The tracks `items` make in `available` points, as SwiftUI's lazy grids size them: fixed
    /// items first; then each flexible or adaptive item in turn is offered an equal share of
    /// what is left, a flexible item taking it within its limits and an adaptive one fitting as
    /// many tracks of its minimum as it can and sharing the offer between them. With no finite
    /// space (an ideal size), flexible and adaptive items are `ideal` (the widest cell) within
    /// their limits, one track each.
    static func tracks(for items: [GridItem], available: CGFloat?, ideal: CGFloat) -> [GridTrack] {
        let budget = available.flatMap { $0.isFinite ? $0 : nil }
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
        func clamp(_ value: CGFloat, _ minimum: CGFloat, _ maximum: CGFloat) -> CGFloat {
            min(max(value, clean(minimum)), max(clean(minimum), maximum.isNaN ? .infinity : maximum))
        }
        var lengths: [[CGFloat]] = items.map { item in
            if case .fixed(let length) = item.size { return [clean(length)] }
            return []
        }
        let gaps = items.dropLast().reduce(0) { $0 + $1.resolvedSpacing }
        var remaining = (budget ?? 0) - gaps - lengths.joined().reduce(0, +)
        var left = items.filter { if case .fixed = $0.size { return false } else { return true } }.count
        for (index, item) in items.enumerated() {
            switch item.size {
            case .fixed:
                continue
            case .flexible(let minimum, let maximum):
                let offer = budget == nil ? ideal : remaining / CGFloat(left)
                lengths[index] = [clamp(offer, minimum, maximum)]
            case .adaptive(let minimum, let maximum):
                guard budget != nil else {
                    lengths[index] = [clamp(ideal, minimum, maximum)]
                    break
                }
                let offer = max(0, remaining / CGFloat(left))
                let spacing = item.resolvedSpacing
                let count = max(1, Int(((offer + spacing) / (max(1, clean(minimum)) + spacing)).rounded(.down)))
                let share = (offer - spacing * CGFloat(count - 1)) / CGFloat(count)
                lengths[index] = Array(repeating: clamp(share, minimum, maximum), count: count)
            }
            remaining -= lengths[index].reduce(0, +) + item.resolvedSpacing * CGFloat(lengths[index].count - 1)
            left -= 1
        }
        return zip(items, lengths).flatMap { item, lengths in
            lengths.map { GridTrack(length: $0, spacing: item.resolvedSpacing, alignment: item.alignment) }
        }
    }
}
