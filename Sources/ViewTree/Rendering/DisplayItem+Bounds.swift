import Foundation

extension DisplayItem {
    /// A rectangle, in points, that everything the item draws lies inside (before effects that
    /// spread it, such as blurs): generous where exact ink is unknown, such as text, whose
    /// glyphs may reach past their line boxes.
    var bounds: CGRect {
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
            return path.boundingRect.intersection(items.boundsRect)
        case .layer(_, _, let items), .shadow(_, let items), .blur(_, _, let items), .colorMatrix(_, let items):
            return items.boundsRect
        case .transform(let transform, let items):
            return items.boundsRect.applying(transform)
        case .mask(let mask, let items):
            return mask.boundsRect.intersection(items.boundsRect)
        }
    }
}

extension DisplayItem {
    /// A rectangle, in points, that every pixel the item may change lies inside, spread by its
    /// shadows and blurs (three standard deviations, past which a Gaussian adds nothing visible):
    /// an item whose reach misses the clip can be skipped.
    var reach: CGRect {
        switch self {
        case .fill, .stroke, .text, .image:
            return bounds
        case .clip(let path, let items):
            return path.boundingRect.intersection(items.reachRect)
        case .layer(_, _, let items), .colorMatrix(_, let items):
            return items.reachRect
        case .transform(let transform, let items):
            return items.reachRect.applying(transform)
        case .mask(let mask, let items):
            return mask.reachRect.intersection(items.reachRect)
        case .shadow(let shadow, let items):
            let caster = items.reachRect
            let spread = 3 * abs(shadow.radius)
            return caster.union(caster.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height).insetBy(dx: -spread, dy: -spread))
        case .blur(let radius, _, let items):
            return items.reachRect.insetBy(dx: -3 * abs(radius), dy: -3 * abs(radius))
        }
    }
}

extension Array where Element == DisplayItem {
    /// A rectangle, in points, that everything the items draw lies inside (`nil` when not finite).
    var bounds: CGRect? {
        let union = reduce(CGRect.null) { $0.union($1.bounds) }
        guard !union.isNull, union.minX.isFinite, union.minY.isFinite, union.maxX.isFinite, union.maxY.isFinite else {
            return union.isNull ? .zero : nil
        }
        return union
    }

    fileprivate var boundsRect: CGRect { bounds ?? .infinite }

    /// The union of the items' reach (infinite when not finite).
    fileprivate var reachRect: CGRect {
        let union = reduce(CGRect.null) { $0.union($1.reach) }
        guard !union.isNull else { return .zero }
        return union.minX.isFinite && union.minY.isFinite && union.maxX.isFinite && union.maxY.isFinite ? union : .infinite
    }

    /// The items that may change pixels inside `rect`: a scroll view's clip drops the rows it
    /// does not show before they are rasterized.
    func reaching(into rect: CGRect) -> [DisplayItem] {
        filter { $0.reach.intersects(rect) }
    }
}
