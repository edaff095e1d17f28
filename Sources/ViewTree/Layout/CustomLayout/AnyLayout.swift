import Foundation

/// Any layout behind one type, so that code can choose a layout at run time:
/// `let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`.
public struct AnyLayout: Layout {
    let base: any Layout

    /// Wraps `layout` (an `AnyLayout` is not wrapped twice).
    public init<L: Layout>(_ layout: L) {
        base = (layout as? AnyLayout)?.base ?? layout
    }

    /// The wrapped layout's cache.
    public struct Cache {
        var value: Any
    }

    /// The wrapped layout type's properties.
    var properties: LayoutProperties { type(of: base).layoutProperties }

    /// The wrapped layout type's name, for layout trees.
    var name: String { String(describing: type(of: base)) }

    /// The wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache {
        Cache(value: base.erasedCache(subviews: subviews))
    }

    /// The wrapped layout's cache, brought up to date.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        base.updateErasedCache(&cache.value, subviews: subviews)
    }

    /// The wrapped layout's spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        base.erasedSpacing(subviews: subviews, cache: &cache.value)
    }

    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        base.erasedSizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    /// The wrapped layout's placement.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        base.erasedPlaceSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    /// The wrapped layout's horizontal guide.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        base.erasedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    /// The wrapped layout's vertical guide.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        base.erasedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    /// The wrapped layout's value for the guide `key`.
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                           cache: inout Cache) -> CGFloat? {
        base.erasedExplicitAlignment(key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }
}

// The layout's methods with the cache as `Any`, so that they can be called on `any Layout`.
extension Layout {
    fileprivate func erasedCache(subviews: Subviews) -> Any { makeCache(subviews: subviews) }

    fileprivate func updateErasedCache(_ cache: inout Any, subviews: Subviews) {
        withErasedCache(&cache, subviews: subviews) { updateCache(&$0, subviews: subviews) }
    }

    fileprivate func erasedSpacing(subviews: Subviews, cache: inout Any) -> ViewSpacing {
        withErasedCache(&cache, subviews: subviews) { spacing(subviews: subviews, cache: &$0) }
    }

    fileprivate func erasedSizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Any) -> CGSize {
        withErasedCache(&cache, subviews: subviews) { sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    fileprivate func erasedPlaceSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Any) {
        withErasedCache(&cache, subviews: subviews) {
            placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    fileprivate func erasedExplicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
                                             subviews: Subviews, cache: inout Any) -> CGFloat? {
        withErasedCache(&cache, subviews: subviews) { cache in
            key.axis == .horizontal
                ? explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                : explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    /// Runs `body` with this layout's typed cache taken out of `cache` (made afresh if it holds
    /// another type's) and put back.
    private func withErasedCache<Result>(_ cache: inout Any, subviews: Subviews, _ body: (inout Cache) -> Result) -> Result {
        var typed = cache as? Cache ?? makeCache(subviews: subviews)
        defer { cache = typed }
        return body(&typed)
    }
}
