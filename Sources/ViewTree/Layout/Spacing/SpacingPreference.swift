import Foundation

/// One spacing preference of a view: on which edge, for which kind of neighbour, and how much.
///
/// SwiftUI's stacks do not put a fixed 8 points between every pair of views. Each view states
/// minima per edge and per *category*, and the space between two neighbours is the largest
/// minimum over the categories both state on their facing edges; only when they share none do
/// plain lengths (or the default 8) apply. Text states font-derived categories, so that text
/// follows text like the lines of a paragraph and keeps a font-sized distance from other views.
/// The rules are OpenSwiftUI's reading of SwiftUI's `Spacing` (Sources/OpenSwiftUICore/Layout/
/// Geometry/Spacing.swift, Text+Spacing.swift, ResolvedImage.swift), checked against iOS
/// recordings in FIDELITY.md ("Default spacing between views").
enum SpacingCategory: Hashable, Sendable {
    /// Between two texts (or a text and a symbol): the lines' own metrics decide.
    case textToText
    /// Between a view above and the text below it: stated by the text's top edge, matched by
    /// a plain view's bottom edge.
    case edgeAboveText
    /// Between a text above and the view below it: stated by the text's bottom edge, matched by
    /// a plain view's top edge.
    case edgeBelowText
}

/// An edge and the category its preference is for (`nil`: the plain length, used only when two
/// neighbours share no category).
struct SpacingKey: Hashable, Sendable {
    let category: SpacingCategory?
    let edge: Edge
}

/// What a view prefers on one edge for one category.
enum SpacingValue: Sendable, Equatable {
    /// A length, added to the neighbour's length for the same category.
    case distance(CGFloat)
    /// A text's metrics on its top edge, for the text (or view) above it.
    case textTop(TextSpacingMetrics)
    /// A text's metrics on its bottom edge, for the text (or view) below it.
    case textBottom(TextSpacingMetrics)

    /// The space between a view with this preference on its facing edge and a neighbour with
    /// `other` on its facing edge, or `nil` when the two do not combine (two tops or two bottoms).
    func distance(to other: SpacingValue) -> CGFloat? {
        switch (self, other) {
        case let (.distance(a), .distance(b)): return a + b
        case let (.distance(a), _): return a
        case let (_, .distance(b)): return b
        case let (.textBottom(above), .textTop(below)), let (.textTop(below), .textBottom(above)):
            return TextSpacingMetrics.distance(from: above, to: below)
        case (.textTop, .textTop), (.textBottom, .textBottom): return nil
        }
    }

    /// The larger of two preferences for the same edge and category, as merging children's
    /// preferences keeps: any text metrics over a length, the taller line over the shorter.
    static func larger(_ a: SpacingValue, _ b: SpacingValue) -> SpacingValue {
        switch (a, b) {
        case let (.distance(x), .distance(y)): return .distance(max(x, y))
        case (.distance, _): return b
        case (_, .distance): return a
        case let (.textTop(x), .textTop(y)): return .textTop(x.lineSpacing >= y.lineSpacing ? x : y)
        case let (.textBottom(x), .textBottom(y)): return .textBottom(x.lineSpacing >= y.lineSpacing ? x : y)
        case (.textTop, .textBottom): return b
        case (.textBottom, .textTop): return a
        }
    }
}
