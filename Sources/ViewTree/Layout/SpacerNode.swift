import Foundation
import Raster

/// A spacer: stretches along its stack's axis from its minimum length, and takes no room across
/// it. Outside a stack it stretches both ways.
final class SpacerNode: LayoutNode {
    /// The axis of the stack it is in, set by the stack.
    var axis: Axis?
    private let minLength: CGFloat

    /// SwiftUI's spacer is at least the default spacing long unless told otherwise.
    init(minLength: CGFloat?) {
        self.minLength = max(0, minLength.flatMap { $0.isNaN ? nil : $0 } ?? ViewSpacing.defaultDistance)
        super.init(name: "Spacer")
    }

    override var isSpacer: Bool { true }

    override var viewSpacing: ViewSpacing { .spacer(along: axis) }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        let width = max(minLength, proposal.width ?? minLength)
        let height = max(minLength, proposal.height ?? minLength)
        switch axis {
        case .horizontal: return CGSize(width: width, height: 0)
        case .vertical: return CGSize(width: 0, height: height)
        case nil: return CGSize(width: width, height: height)
        }
    }
}

/// A divider: a hairline across its stack (horizontal outside stacks and in vertical ones).
final class DividerNode: LayoutNode {
    /// The axis of the stack it is in.
    private let stackAxis: Axis?
    private let thickness: CGFloat
    private let color: RGBAColor

    /// One pixel thick at the display scale (*unverified*: SwiftUI draws a hairline), in the
    /// separator colour.
    init(axis: Axis?, scale: CGFloat, color: RGBAColor) {
        stackAxis = axis
        thickness = 1 / max(1, scale)
        self.color = color
        super.init(name: "Divider")
    }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        if stackAxis == .horizontal {
            return CGSize(width: thickness, height: proposal.height ?? 0)
        }
        return CGSize(width: proposal.width ?? 0, height: thickness)
    }

    override func drawContent(in frame: CGRect, into list: inout [ViewTreeDisplayItem]) {
        list.append(.fill(Path(frame), .color(color)))
    }
}
