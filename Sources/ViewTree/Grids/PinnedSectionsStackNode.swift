import Foundation

/// A lazy stack with pinned views (`LazyVStack(pinnedViews:)`): the headers, rows and footers of
/// its sections are views of one stack, in order, laid out as a lazy stack lays out its views.
/// Placed in a scroll view that scrolls along the stack's axis (vertically; a `LazyHStack`
/// shows its pinned views in place), the pinned header of a section that starts above what the
/// scroll view shows sticks to its top until the section's end pushes it up, and the pinned
/// footer of a section that ends below sticks to its bottom, as on iOS; pinned views draw over
/// the rows. At rest at the content's start no header has anything to stick over, so headers
/// show in place.
final class PinnedSectionsStackNode: LayoutNode {
    /// Where a section's parts are among the stack's views.
    private struct SectionParts {
        var header: Int?
        var footer: Int?
        var all: Range<Int>
    }

    private let axis: Axis
    private let stack: StackNode
    private let sections: [SectionParts]
    private let pinned: PinnedScrollableViews
    /// The headers and footers that pin, drawn after the rest.
    private let pinnable: Set<ObjectIdentifier>

    init(axis: Axis, alignment: StackNode.CrossAlignment, spacing: CGFloat?, nodes: [LayoutNode], pinned: PinnedScrollableViews,
         direction: LayoutDirection, name: String) {
        var children: [LayoutNode] = []
        var sections: [SectionParts] = []
        for node in nodes {
            guard let section = SectionNode.unwrapping(node) else {
                children.append(node)
                continue
            }
            var parts = SectionParts(all: children.count..<children.count)
            if let header = section.headerView {
                parts.header = children.count
                children.append(header)
            }
            children += section.rows
            if let footer = section.footerView {
                parts.footer = children.count
                children.append(footer)
            }
            parts.all = parts.all.lowerBound..<children.count
            sections.append(parts)
        }
        self.axis = axis
        self.sections = sections
        self.pinned = pinned
        var pinnable = Set<ObjectIdentifier>()
        for section in sections {
            if pinned.contains(.sectionHeaders), let header = section.header { pinnable.insert(ObjectIdentifier(children[header])) }
            if pinned.contains(.sectionFooters), let footer = section.footer { pinnable.insert(ObjectIdentifier(children[footer])) }
        }
        self.pinnable = pinnable
        stack = StackNode(axis: axis, alignment: alignment, spacing: spacing, children: children, direction: direction,
                          fillsCrossAxis: true, name: name)
        super.init(name: name, direction: direction)
    }

    override func size(for proposal: ProposedViewSize) -> CGSize { stack.sizeThatFits(proposal) }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        // Measured with the same proposals, the stack places the views for this size.
        _ = stack.sizeThatFits(proposal(thatGave: size))
        return stack.placeChildren(in: size)
    }

    override func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        stack.explicitAlignment(key, in: size)
    }

    override func placedChildren(in frame: CGRect, context: PlacementContext) -> [ChildPlacement] {
        let placed = super.placedChildren(in: frame, context: context)
        guard axis == .vertical, !pinnable.isEmpty, let viewport = context.scrollViewport, viewport.axes.contains(.vertical) else {
            return placed
        }
        var frames = placed.map(\.frame)
        let top = viewport.pinningBounds.minY - frame.minY, bottom = viewport.pinningBounds.maxY - frame.minY
        for section in sections where !section.all.isEmpty {
            let start = frames[section.all].map(\.minY).min() ?? 0, end = frames[section.all].map(\.maxY).max() ?? 0
            var stuckHeaderEnd = start
            if pinned.contains(.sectionHeaders), let header = section.header {
                frames[header].origin.y = max(frames[header].minY, min(top, end - frames[header].height))
                stuckHeaderEnd = frames[header].maxY
            }
            if pinned.contains(.sectionFooters), let footer = section.footer {
                frames[footer].origin.y = min(frames[footer].minY, max(bottom - frames[footer].height, stuckHeaderEnd))
            }
        }
        return zip(placed, frames).map { ChildPlacement(node: $0.node, frame: $1, context: $0.context) }
    }

    override func drawChildren(in frame: CGRect, _ children: [DrawnChild], into list: inout [ViewTreeDisplayItem]) {
        list += children.filter { !pinnable.contains(ObjectIdentifier($0.node)) }.flatMap(\.items)
        list += children.filter { pinnable.contains(ObjectIdentifier($0.node)) }.flatMap(\.items)
    }
}
