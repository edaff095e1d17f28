import Foundation

/// A lazy stack laid out. In a scroll view that shows a bounded part of it (a screen), along the
/// scroll view's axis, it makes and measures only its first elements to estimate its length (the
/// rest at their average pitch) and, when placed, the elements in and near what the scroll view
/// shows; everywhere else (a scroll view offered no length, as `.sizeThatFits` offers, shows all
/// of it; a stack outside a scroll view) it makes every element and lays out as a stack.
final class LazyStackNode: LayoutNode {
    private let axis: Axis
    private let crossAlignment: StackNode.CrossAlignment
    private let spacing: CGFloat?
    private let rows: LazyRows
    /// The scroll view's hint along `axis`, when the stack is in one.
    private let hint: ScrollLengthHint?
    /// The elements made so far, in order.
    private var built: [[LayoutNode]] = []
    /// The whole stack, once it lays out eagerly.
    private var eager: StackNode?

    /// How far past what the scroll view shows elements are made, as a fraction of its length.
    private static let overscan: CGFloat = 0.5
    /// The length sampled to estimate the stack's when the scroll view's length is not finite.
    private static let defaultSample: CGFloat = 1000

    init(axis: Axis, alignment: StackNode.CrossAlignment, spacing: CGFloat?, rows: LazyRows, hint: ScrollLengthHint?,
         direction: LayoutDirection, name: String) {
        self.axis = axis
        crossAlignment = alignment
        self.spacing = spacing.map { $0.isNaN ? 0 : $0 }
        self.rows = rows
        self.hint = hint
        super.init(name: name, direction: direction)
    }

    private var crossAxis: Axis { axis == .horizontal ? .vertical : .horizontal }

    /// The nodes made so far, in order.
    private var builtNodes: [LayoutNode] { built.flatMap { $0 } }

    /// Makes elements until `count` of them are made (or all are).
    private func build(upTo count: Int) {
        while built.count < min(count, rows.count) {
            let nodes = rows.resolve(built.count)
            for node in nodes { (node as? SpacerNode)?.axis = axis }
            built.append(nodes)
        }
    }

    /// Whether `proposal` lays the stack out lazily: unbounded along its axis inside a scroll
    /// view showing a bounded part, with a finite length across.
    private func isLazy(_ proposal: ProposedViewSize) -> Bool {
        guard eager == nil, proposal[axis] == nil, let hint, hint.length != nil,
              let cross = proposal[crossAxis], cross.isFinite else { return false }
        return true
    }

    /// The stack of every element, made the first time it is needed.
    private func eagerStack() -> StackNode {
        if let eager { return eager }
        build(upTo: rows.count)
        let stack = StackNode(axis: axis, alignment: crossAlignment, spacing: spacing, children: builtNodes,
                              direction: direction, fillsCrossAxis: true, name: name)
        eager = stack
        return stack
    }

    /// The stack's spacing, or the pair's own preference, as `StackNode` spaces its children.
    private func gap(between before: LayoutNode, and after: LayoutNode) -> CGFloat {
        spacing ?? before.viewSpacing.distance(to: after.viewSpacing, along: axis)
    }

    /// The frames of the elements made, laid one after another from the start, making more
    /// until they reach `end` along the axis; the stack's size is `size`.
    private func frames(in size: CGSize, through end: CGFloat) -> [(node: LayoutNode, frame: CGRect)] {
        let proposal = ProposedViewSize(main: nil, cross: size[crossAxis], axis: axis)
        let key = crossAlignment.key
        let line = key.defaultValue(in: size)
        var frames: [(node: LayoutNode, frame: CGRect)] = []
        var position: CGFloat = 0
        var previous: LayoutNode?
        var element = 0
        while element < rows.count {
            if element == built.count {
                guard position <= end else { break }
                build(upTo: element + 1)
            }
            for node in built[element] {
                if let previous { position += gap(between: previous, and: node) }
                let nodeSize = node.sizeThatFits(proposal)
                let cross = line - node.dimensions(in: nodeSize)[key]
                let origin = axis == .horizontal ? CGPoint(x: position, y: cross) : CGPoint(x: cross, y: position)
                frames.append((node, CGRect(origin: origin, size: nodeSize)))
                position += nodeSize[axis]
                previous = node
            }
            element += 1
        }
        return frames
    }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        guard isLazy(proposal), let length = hint?.length else { return eagerStack().sizeThatFits(proposal) }
        let cross = proposal[crossAxis] ?? 0
        let sample = length.isFinite ? length * (1 + Self.overscan) : Self.defaultSample
        let made = frames(in: CGSize(main: 0, cross: cross, axis: axis), through: sample)
        guard let last = made.last else { return CGSize(main: 0, cross: cross, axis: axis) }
        let measured = last.frame.maxY(along: axis)
        let remaining = rows.count - built.count
        // The elements not made are as long, with their gaps, as the made ones on average.
        let gaps = measured - made.reduce(0) { $0 + $1.frame.size[axis] }
        let meanGap = made.count > 1 ? gaps / CGFloat(made.count - 1) : spacing ?? ViewSpacing.defaultDistance
        let pitch = (measured + meanGap) / CGFloat(max(1, built.count))
        return CGSize(main: measured + CGFloat(remaining) * pitch, cross: cross, axis: axis)
    }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        if let eager { return eager.placeChildren(in: size) }
        return frames(in: size, through: 0)
    }

    override func placedChildren(in frame: CGRect, context: PlacementContext) -> [ChildPlacement] {
        guard eager == nil else { return super.placedChildren(in: frame, context: context) }
        // What the scroll view shows of the stack, and half as much again beyond it.
        let shown = context.scrollViewport?.shownBounds ?? frame
        let shownLength = axis == .vertical ? shown.height : shown.width
        let end = (axis == .vertical ? shown.maxY - frame.minY : shown.maxX - frame.minX) + shownLength * Self.overscan
        return frames(in: frame.size, through: end).map {
            ChildPlacement(node: $0.node, frame: onScreen($0.frame, in: frame.size), context: context)
        }
    }

    override func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        key.combinedExplicitValue(of: placeChildren(in: size))
    }
}

private extension CGRect {
    /// The far edge along `axis`.
    func maxY(along axis: Axis) -> CGFloat { axis == .vertical ? maxY : maxX }
}
