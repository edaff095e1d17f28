import Foundation

/// `frame(width:height:alignment:)`: fixed dimensions are proposed to the child and reported as
/// given; the other dimensions are the child's. The child is aligned inside.
final class FixedFrameNode: ModifierNode {
    private let width: CGFloat?
    private let height: CGFloat?
    private let alignment: Alignment

    init(child: LayoutNode, width: CGFloat?, height: CGFloat?, alignment: Alignment, direction: LayoutDirection,
         name: String = "frame") {
        // SwiftUI treats negative or non-finite fixed sizes as invalid; ViewTree clamps them.
        func clean(_ value: CGFloat?) -> CGFloat? { value.map { $0.isFinite ? max(0, $0) : 0 } }
        self.width = clean(width)
        self.height = clean(height)
        self.alignment = alignment
        super.init(name: name, child: child, direction: direction)
    }

    /// The child's preferences, but a plain view's across each dimension the frame sets (a
    /// spacer's kept): OpenSwiftUI's `_FrameLayout.spacing`.
    override var viewSpacing: ViewSpacing {
        child.viewSpacing.resettingFramed(width: width != nil, height: height != nil, of: child)
    }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let childSize = child.sizeThatFits(ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
        return CGSize(width: width ?? childSize.width, height: height ?? childSize.height)
    }

    /// The child is proposed the frame's dimensions and, where it sets none, what the frame was
    /// proposed, as it was measured (OpenSwiftUI's `_FrameLayout.placement`).
    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        let proposal = proposal(thatGave: size)
        return [alignment.place(child, proposing: ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height),
                                in: size)]
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`, by
/// SwiftUI's documented rules: the child is proposed the frame's proposal clamped to the limits
/// (the ideal where the proposal is unspecified). In each dimension the frame is then the child's
/// size with no limits; the proposal clamped to both limits when both are given; and with one
/// limit, the child's size pulled towards the proposal as far as the limit allows.
final class FlexibleFrameNode: ModifierNode {
    struct Limits {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        /// Limits in order (min <= ideal <= max), negatives as zero, NaN as unspecified.
        init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            func clean(_ value: CGFloat?) -> CGFloat? { value.flatMap { $0.isNaN ? nil : Swift.max(0, $0) } }
            let minimum = clean(min)
            let idealValue = clean(ideal).map { Swift.max(minimum ?? 0, $0) }
            self.min = minimum
            self.ideal = idealValue
            self.max = clean(max).map { Swift.max(idealValue ?? minimum ?? 0, $0) }
        }

        /// Whether any limit is given.
        var isSet: Bool { min != nil || ideal != nil || max != nil }

        func clamp(_ value: CGFloat) -> CGFloat {
            Swift.min(Swift.max(value, min ?? -.infinity), max ?? .infinity)
        }

        func childProposal(_ proposed: CGFloat?) -> CGFloat? {
            proposed.map(clamp) ?? ideal
        }

        func size(proposed: CGFloat?, child: CGFloat) -> CGFloat {
            switch (min, max) {
            case (nil, nil):
                return proposed == nil ? ideal ?? child : child
            case (.some, .some):
                return clamp(proposed ?? ideal ?? child)
            case (.some(let minimum), nil):
                return Swift.max(Swift.min(proposed ?? ideal ?? child, child), minimum)
            case (nil, .some(let maximum)):
                return Swift.min(Swift.max(proposed ?? ideal ?? child, child), maximum)
            }
        }
    }

    private let width: Limits
    private let height: Limits
    private let alignment: Alignment

    init(child: LayoutNode, width: Limits, height: Limits, alignment: Alignment, direction: LayoutDirection) {
        self.width = width
        self.height = height
        self.alignment = alignment
        super.init(name: "frame", child: child, direction: direction)
    }

    /// The child's preferences, but a plain view's across each dimension the frame limits (a
    /// spacer's kept): OpenSwiftUI's `_FlexFrameLayout.spacing`.
    override var viewSpacing: ViewSpacing {
        child.viewSpacing.resettingFramed(width: width.isSet, height: height.isSet, of: child)
    }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        let childSize = child.sizeThatFits(ProposedViewSize(width: width.childProposal(proposal.width),
                                                            height: height.childProposal(proposal.height)))
        return CGSize(width: width.size(proposed: proposal.width, child: childSize.width),
                      height: height.size(proposed: proposal.height, child: childSize.height))
    }

    /// The child is proposed the frame's size, but no length along an axis where the frame was
    /// proposed none, sets no ideal, and came out strictly between its limits (OpenSwiftUI's
    /// `_FlexFrameLayout.childPlacementProposal`).
    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        let proposal = proposal(thatGave: size)
        func length(_ value: CGFloat, proposed: CGFloat?, limits: Limits) -> CGFloat? {
            limits.ideal == nil && proposed == nil && (limits.min ?? -.infinity) < value && value < (limits.max ?? .infinity)
                ? nil : value
        }
        let childProposal = ProposedViewSize(width: length(size.width, proposed: proposal.width, limits: width),
                                             height: length(size.height, proposed: proposal.height, limits: height))
        return [alignment.place(child, proposing: childProposal, in: size)]
    }
}
