import Foundation

/// A layout of the user's own, as SwiftUI's `Layout` protocol defines it: it sizes itself from
/// its subviews' sizes for proposals, and places each subview. Used as a view with
/// `MyLayout() { ... }`; `AnyLayout` switches between layouts.
public protocol Layout {
    /// Properties of the layout type: a stack orientation makes spacers inside stretch along it.
    static var layoutProperties: LayoutProperties { get }

    /// Values the layout computes once and reuses across its methods in one layout pass.
    associatedtype Cache = Void

    /// The subviews a layout arranges.
    typealias Subviews = LayoutSubviews

    /// Makes the cache for `subviews`.
    func makeCache(subviews: Subviews) -> Cache

    /// Brings `cache` up to date when the subviews change.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The space the layout prefers around it; by default its subviews' preferences merged.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The layout's size for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places every subview in `bounds` (the layout's frame; its origin is where subviews'
    /// positions are measured from) with `LayoutSubview.place(at:anchor:proposal:)`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// The layout's own value for a horizontal guide, or `nil` for the guide's default; by
    /// default the subviews' explicit values, merged as the guide's ID says.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// The layout's own value for a vertical guide, or `nil` for the guide's default; by
    /// default the subviews' explicit values, merged as the guide's ID says.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
}

/// Properties of a layout type.
public struct LayoutProperties: Sendable {
    /// The axis the layout stacks its subviews along, if it is a stack: spacers inside stretch
    /// along it.
    public var stackOrientation: Axis?

    /// Properties of a layout that is not a stack.
    public init() {}
}

extension Layout {
    /// Not a stack.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Makes the cache afresh.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The subviews' spacing preferences merged on every edge (`zero` with no subviews).
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.isEmpty ? .zero : subviews.reduce(ViewSpacing()) { $0.union($1.spacing) }
    }

    /// The subviews' explicit values for `guide`, where they are placed, merged.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The subviews' explicit values for `guide`, where they are placed, merged.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    private func mergedExplicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
                                         subviews: Subviews, cache: inout Cache) -> CGFloat? {
        key.combinedExplicitValue(of: subviews.placements(in: bounds) {
            placeSubviews(in: bounds, proposal: proposal, subviews: $0, cache: &cache)
        })
    }

    /// This layout arranging the views `content` builds.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: AnyLayout(self), content: content())
    }
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// A layout applied to views, as `callAsFunction` makes it.
nonisolated struct LayoutView<Content: View>: View, PrimitiveView {
    let layout: AnyLayout
    let content: Content

    var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        [CustomLayoutNode(layout: layout,
                          children: content.resolveNodes(in: environment.inStack(layout.properties.stackOrientation)),
                          direction: environment.layoutDirection)]
    }
}
