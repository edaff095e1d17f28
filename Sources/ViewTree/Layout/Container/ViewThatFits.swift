import Foundation

/// The first of several views whose ideal size fits the space on the chosen axes, or the last
/// if none does, as SwiftUI's `ViewThatFits` chooses.
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// Chooses among the views `content` builds, comparing ideal sizes with the space on `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        [ViewThatFitsNode(children: content.resolveNodes(in: environment), axes: axes)]
    }
}

/// `ViewThatFits` laid out: only the chosen child is placed and drawn.
final class ViewThatFitsNode: LayoutNode {
    private let children: [LayoutNode]
    private let axes: Axis.Set

    init(children: [LayoutNode], axes: Axis.Set) {
        self.children = children
        self.axes = axes
        super.init(name: "ViewThatFits")
    }

    /// Every candidate's preferences, as a custom layout's by default (SwiftUI's `ViewThatFits`
    /// is one, `_SizeFittingLayout`).
    override var viewSpacing: ViewSpacing {
        children.isEmpty ? .zero : children.reduce(ViewSpacing()) { $0.union($1.viewSpacing) }
    }

    /// The first child whose ideal size (on the chosen axes; proposed as given on the others)
    /// is within `proposal`, or the last.
    private func choice(for proposal: ProposedViewSize) -> LayoutNode? {
        children.first { child in
            let ideal = child.sizeThatFits(ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                                            height: axes.contains(.vertical) ? nil : proposal.height))
            return Axis.allCases.allSatisfy { axis in
                !axes.contains(axis) || proposal[axis].map { ideal[axis] <= $0 } ?? true
            }
        } ?? children.last
    }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        choice(for: proposal)?.sizeThatFits(proposal) ?? .zero
    }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        let proposal = proposal(thatGave: size)
        guard let chosen = choice(for: proposal) else { return [] }
        return [Alignment.center.place(chosen, proposing: proposal, in: size)]
    }

    override func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        placeChildren(in: size).first.flatMap(key.explicitValue(of:))
    }
}
