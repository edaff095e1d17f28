import Foundation

/// `safeAreaInset`: the inset view sits against one edge and the main view takes the rest, less
/// the spacing; the main view's safe area ends where the inset view begins, so a main view that
/// ignores the safe area grows under the inset view. The result is the two views' extent.
final class SafeAreaInsetNode: ModifierNode {
    private let inset: LayoutNode
    private let edge: Edge
    private let alignment: AlignmentKey
    private let spacing: CGFloat

    /// The main view `child` with `inset` against `edge`, aligned across by `alignment` (a
    /// guide on the other axis), `spacing` apart: by default as far as the two views prefer,
    /// the main view's preferences read as those of the first of two views along the axis,
    /// whichever edge the inset view is on (OpenSwiftUI's reading of `InsetViewLayout.spacing()`).
    init(child: LayoutNode, inset: LayoutNode, edge: Edge, alignment: AlignmentKey, spacing: CGFloat?,
         direction: LayoutDirection) {
        self.inset = inset
        self.edge = edge
        self.alignment = alignment
        let axis: Axis = edge == .top || edge == .bottom ? .vertical : .horizontal
        self.spacing = spacing.flatMap { $0.isFinite ? $0 : nil }
            ?? child.viewSpacing.distance(to: inset.viewSpacing, along: axis)
        super.init(name: "safeAreaInset", child: child, direction: direction)
    }

    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    /// `proposal` with `value` along the inset's axis.
    private func replacing(_ proposal: ProposedViewSize, with value: CGFloat?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: value, height: proposal.height)
            : ProposedViewSize(width: proposal.width, height: value)
    }

    /// The inset view is offered what is left once the spacing and the main view's minimum are set aside.
    private func insetSize(for proposal: ProposedViewSize) -> CGSize {
        guard let available = proposal[axis] else { return inset.sizeThatFits(proposal) }
        let withoutSpacing = max(0, available - spacing)
        let mainMinimum = child.sizeThatFits(replacing(proposal, with: 0))[axis]
        return inset.sizeThatFits(replacing(proposal, with: max(0, withoutSpacing - mainMinimum)))
    }

    private func mainProposal(_ proposal: ProposedViewSize, insetSize: CGSize) -> ProposedViewSize {
        replacing(proposal, with: proposal[axis].map { max(0, $0 - insetSize[axis] - spacing) })
    }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        let insetSize = insetSize(for: proposal)
        let mainSize = child.sizeThatFits(mainProposal(proposal, insetSize: insetSize))
        let cross: Axis = axis == .horizontal ? .vertical : .horizontal
        return CGSize(main: insetSize[axis] + spacing + mainSize[axis], cross: max(insetSize[cross], mainSize[cross]),
                      axis: axis)
    }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        let proposal = ProposedViewSize(size)
        let insetSize = insetSize(for: proposal)
        let mainSize = child.sizeThatFits(mainProposal(proposal, insetSize: insetSize))
        // The main view against the opposite edge, the inset view against its own, both centred
        // across; then the inset view moved across so that the alignment guides meet.
        var main = CGRect(origin: .zero, size: mainSize)
        var bar = CGRect(origin: .zero, size: insetSize)
        switch edge {
        case .top: main.origin.y = size.height - mainSize.height
        case .bottom: bar.origin.y = size.height - insetSize.height
        case .leading: main.origin.x = size.width - mainSize.width
        case .trailing: bar.origin.x = size.width - insetSize.width
        }
        let guideOffset = child.dimensions(in: mainSize)[alignment] - inset.dimensions(in: insetSize)[alignment]
        if axis == .vertical {
            main.origin.x = (size.width - mainSize.width) / 2
            bar.origin.x = main.minX + guideOffset
        } else {
            main.origin.y = (size.height - mainSize.height) / 2
            bar.origin.y = main.minY + guideOffset
        }
        return [(child, main), (inset, bar)]
    }

    override func placedChildren(in frame: CGRect, context: PlacementContext) -> [ChildPlacement] {
        let placed = super.placedChildren(in: frame, context: context)
        guard let bar = placed.first(where: { $0.node === inset })?.frame else { return placed }
        var inner = context
        inner.safeArea = context.safeArea.adding(SafeArea.Region(bounds: frame,
                                                                 safe: frame.inset(by: length(bar.size), edge: edge, direction: direction)))
        return placed.map { $0.node === child ? ChildPlacement(node: child, frame: $0.frame, context: inner) : $0 }
    }

    /// How much of the frame the inset view and the spacing take.
    private func length(_ barSize: CGSize) -> CGFloat { barSize[axis] + spacing }
}

extension CGRect {
    /// This rectangle less `length` on `edge` (leading and trailing read in `direction`).
    func inset(by length: CGFloat, edge: Edge, direction: LayoutDirection) -> CGRect {
        let left = (edge == .leading) == (direction == .leftToRight)
        switch edge {
        case .top: return CGRect(x: minX, y: minY + length, width: width, height: max(0, height - length))
        case .bottom: return CGRect(x: minX, y: minY, width: width, height: max(0, height - length))
        case .leading, .trailing:
            return CGRect(x: left ? minX + length : minX, y: minY, width: max(0, width - length), height: height)
        }
    }
}
