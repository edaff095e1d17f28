import Foundation

extension ViewTreeDisplayItem {
    /// A rectangle, in points, that everything the item draws lies inside (before effects that
    /// spread it, such as blurs): generous where exact ink is unknown, such as text, whose
    /// glyphs may reach past their line boxes.
    var bounds: CGRect { extent(spreadByEffects: false) }

    /// A rectangle, in points, that every pixel the item may change lies inside, spread by its
    /// shadows and blurs (three standard deviations, past which a Gaussian adds nothing visible):
    /// an item whose reach misses the clip can be skipped.
    var reach: CGRect { extent(spreadByEffects: true) }

    /// The item's bounds, spread by its shadows and blurs when `spreadByEffects`.
    private func extent(spreadByEffects spread: Bool) -> CGRect {
        switch self {
        case .fill(let path, _):
            return path.boundingRect
        case .stroke(let path, _, let style):
            // A miter join reaches furthest: half the width times the miter limit.
            let reach = style.lineWidth / 2 * max(1, style.miterLimit)
            return path.boundingRect.insetBy(dx: -reach, dy: -reach)
        case .text(let layout, let origin, _):
            let box = CGRect(origin: origin, size: layout.size)
            let slack = max(box.height, 8)
            return box.insetBy(dx: -slack, dy: -slack)
        case .image(let drawing):
            return drawing.rect
        case .clip(let path, let items):
            return path.boundingRect.intersection(items.extentRect(spread))
        case .layer(_, _, let items), .colorMatrix(_, let items), .evenOdd(let items):
            return items.extentRect(spread)
        case .transform(let transform, let items):
            return items.extentRect(spread).applying(transform)
        case .mask(let mask, let items):
            return mask.extentRect(spread).intersection(items.extentRect(spread))
        case .shadow(let shadow, let items):
            let caster = items.extentRect(spread)
            guard spread else { return caster }
            let blur = 3 * abs(shadow.radius)
            return caster.union(caster.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height).insetBy(dx: -blur, dy: -blur))
        case .blur(let radius, _, let items):
            let blurred = items.extentRect(spread)
            return spread ? blurred.insetBy(dx: -3 * abs(radius), dy: -3 * abs(radius)) : blurred
        }
    }
}

extension Array where Element == ViewTreeDisplayItem {
    /// A rectangle, in points, that everything the items draw lies inside (`nil` when not finite).
    var bounds: CGRect? { extent(spreadByEffects: false) }

    /// The union of the items' extents: `.zero` for none, `nil` when not finite.
    private func extent(spreadByEffects spread: Bool) -> CGRect? {
        let union = reduce(CGRect.null) { $0.union(spread ? $1.reach : $1.bounds) }
        guard !union.isNull, union.minX.isFinite, union.minY.isFinite, union.maxX.isFinite, union.maxY.isFinite else {
            return union.isNull ? .zero : nil
        }
        return union
    }

    /// The union of the items' extents, infinite when not finite.
    fileprivate func extentRect(_ spread: Bool) -> CGRect { extent(spreadByEffects: spread) ?? .infinite }

    /// The items that may change pixels inside `rect`: a scroll view's clip drops the rows it
    /// does not show before they are rasterized.
    func reaching(into rect: CGRect) -> [ViewTreeDisplayItem] {
        filter { $0.reach.intersects(rect) }
    }
}
