import Foundation
import Raster

/// The glass a `GlassEffectContainer` draws: its shapes grouped as they blend, each group one
/// glass (one backdrop, one outline), in the container's coordinates.
enum GlassBlend {
    /// One shape in the container.
    struct Shape {
        let frame: CGRect
        let record: GlassShapeRecord

        var path: Path { record.path(frame) }
    }

    /// What one glass is made of: its shapes' paths, the bridges between them, and the glass.
    struct Group {
        var paths: [Path]
        let glass: Glass
    }

    /// The gap between two frames, edge to edge (0 when they touch or overlap).
    static func gap(_ a: CGRect, _ b: CGRect) -> CGFloat {
        let dx = max(0, max(a.minX, b.minX) - min(a.maxX, b.maxX))
        let dy = max(0, max(a.minY, b.minY) - min(a.maxY, b.maxY))
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The bridge's width across a gap: shapes touching blend over half the smaller one's
    /// height (or width), narrowing to nothing at `spacing` (*unverified*: a still frame of
    /// iOS's blend, whose neck narrows as the shapes part).
    static func bridgeWidth(gap: CGFloat, spacing: CGFloat, across: CGFloat) -> CGFloat {
        guard spacing > 0 else { return gap <= 0 ? across / 2 : 0 }
        return max(0, across / 2 * (1 - gap / spacing))
    }

    /// The bridge between two frames side by side (or one above the other) across their gap: a
    /// neck whose sides curve in from inside each shape to `bridgeWidth` at the gap's middle, as
    /// glass pulls together; none for frames apart diagonally.
    static func bridge(_ a: CGRect, _ b: CGRect, spacing: CGFloat) -> Path? {
        let overlapY = min(a.maxY, b.maxY) - max(a.minY, b.minY), overlapX = min(a.maxX, b.maxX) - max(a.minX, b.minX)
        let horizontal = overlapY > 0 && overlapX <= 0
        guard horizontal || (overlapX > 0 && overlapY <= 0) else { return nil }
        // Work along x; a vertical pair is the same with x and y swapped.
        func along(_ rect: CGRect) -> CGRect {
            horizontal ? rect : CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width)
        }
        let (p, q) = (along(a), along(b))
        let (first, second) = p.minX < q.minX ? (p, q) : (q, p)
        let across = min(first.height, second.height)
        let width = bridgeWidth(gap: gap(a, b), spacing: spacing, across: across)
        guard width > 0 else { return nil }
        let middle = (max(first.minY, second.minY) + min(first.maxY, second.maxY)) / 2
        // The sides start a quarter of the smaller shape inside each, wider than the neck, and
        // bow in to half the neck's width at the middle (a quadratic's midpoint is halfway
        // between its ends' mean and its control point).
        let start = first.maxX - across / 4, end = second.minX + across / 4
        let endHalf = max(width / 2, across * 0.35), neckHalf = width / 2
        let controlHalf = 2 * neckHalf - endHalf
        let centre = (start + end) / 2
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { horizontal ? CGPoint(x: x, y: y) : CGPoint(x: y, y: x) }
        // Swapping x and y mirrors the path, so a vertical neck is walked the other way round to
        // wind as the shapes do (the group's glass is their nonzero union).
        let side: CGFloat = horizontal ? 1 : -1
        var path = Path()
        path.move(to: point(start, middle - side * endHalf))
        path.addQuadCurve(to: point(end, middle - side * endHalf), control: point(centre, middle - side * controlHalf))
        path.addLine(to: point(end, middle + side * endHalf))
        path.addQuadCurve(to: point(start, middle + side * endHalf), control: point(centre, middle + side * controlHalf))
        path.closeSubpath()
        return path
    }

    /// The groups of `shapes`: a union's shapes (same id, shape and variant) become one shape
    /// over their frames; then shapes closer than `spacing` (or touching) join one glass.
    static func groups(of shapes: [Shape], spacing: CGFloat) -> [Group] {
        var merged: [(frame: CGRect, shape: Shape)] = []
        for shape in shapes {
            if let union = shape.record.union, let index = merged.firstIndex(where: {
                $0.shape.record.union == union && $0.shape.record.shapeType == shape.record.shapeType
                    && $0.shape.record.glass.variant == shape.record.glass.variant
            }) {
                merged[index].frame = merged[index].frame.union(shape.frame)
            } else {
                merged.append((shape.frame, shape))
            }
        }
        // Union-find over the merged shapes by distance.
        var parent = Array(merged.indices)
        func root(_ index: Int) -> Int { parent[index] == index ? index : root(parent[index]) }
        var bridges: [(Int, Path)] = []
        for i in merged.indices {
            for j in merged.indices where j > i && gap(merged[i].frame, merged[j].frame) <= spacing {
                parent[root(j)] = root(i)
                if let path = bridge(merged[i].frame, merged[j].frame, spacing: spacing) { bridges.append((i, path)) }
            }
        }
        var groups: [Int: Group] = [:], order: [Int] = []
        for index in merged.indices {
            let key = root(index)
            let path = merged[index].shape.record.path(merged[index].frame)
            if groups[key] == nil {
                groups[key] = Group(paths: [path], glass: merged[index].shape.record.glass)
                order.append(key)
            } else {
                groups[key]?.paths.append(path)
            }
        }
        for (index, path) in bridges { groups[root(index)]?.paths.append(path) }
        return order.compactMap { groups[$0] }
    }

    /// The display items of one group: the backdrop over all its paths at once, and each path's
    /// outline and light edge only where no other path of the group covers it, so that the
    /// blended glass shows one outline.
    static func items(of group: Group, look: LiquidGlassLook, pixel: CGFloat, bounds: CGRect) -> [ViewTreeDisplayItem] {
        var union = Path()
        for path in group.paths { union.addPath(path) }
        guard group.paths.count > 1 else { return look.items(in: union, pixel: pixel) }
        var result: [ViewTreeDisplayItem] = [look.items(in: union, pixel: pixel)[0]]
        let everywhere = Path(bounds.insetBy(dx: -8, dy: -8))
        for (index, path) in group.paths.enumerated() {
            let others = group.paths.indices.filter { $0 != index }.map { ViewTreeDisplayItem.fill(group.paths[$0], .color(.black)) }
            let edges = Array(look.items(in: path, pixel: pixel).dropFirst())
            result.append(.mask([.fill(everywhere, .color(.black)), .layer(opacity: 1, blendMode: .destinationOut, others)], edges))
        }
        return result
    }
}

/// The glass of a container's shapes, drawn as they blend (`GlassBlend`), filling the container.
nonisolated struct BlendedGlass: View, PrimitiveView {
    let shapes: [GlassBlend.Shape]
    let spacing: CGFloat

    var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        [BlendedGlassNode(groups: GlassBlend.groups(of: shapes, spacing: spacing), environment: environment)]
    }
}

/// The blended glass of a container, laid out as a shape is (it fills its place).
final class BlendedGlassNode: LayoutNode {
    private let groups: [GlassBlend.Group]
    private let environment: EnvironmentValues

    init(groups: [GlassBlend.Group], environment: EnvironmentValues) {
        self.groups = groups
        self.environment = environment
        super.init(name: "BlendedGlass")
    }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func drawContent(in frame: CGRect, into list: inout [ViewTreeDisplayItem]) {
        let pixel = 1 / max(1, environment.displayScale)
        let moved = CGAffineTransform(translationX: frame.minX, y: frame.minY)
        for group in groups {
            let items = GlassBlend.items(of: group, look: .of(group.glass, in: environment), pixel: pixel,
                                         bounds: CGRect(origin: .zero, size: frame.size))
            list.append(.transform(moved, items))
        }
    }
}
