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
}
