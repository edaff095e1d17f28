import Foundation

/// `alignmentGuide`: the child laid out as it is, with its own value for one guide, computed
/// from the child's dimensions (which include the child's explicit guides).
final class AlignmentGuideNode: TransparentModifierNode {
    private let key: AlignmentKey
    private let computeValue: (ViewDimensions) -> CGFloat

    init(child: LayoutNode, key: AlignmentKey, computeValue: @escaping (ViewDimensions) -> CGFloat) {
        self.key = key
        self.computeValue = computeValue
        super.init(name: "alignmentGuide", child: child)
    }

    override func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        guard key == self.key else { return child.explicitAlignment(key, in: size) }
        let value = computeValue(child.dimensions(in: size))
        return value.isFinite ? value : nil
    }
}

nonisolated extension View {
    /// Sets where `guide` is in this view, from its dimensions: stacks, frames and overlays
    /// aligned by `guide` line this point up instead of the guide's default.
    public func alignmentGuide(_ guide: HorizontalAlignment,
                               computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        wrapNodes { node, _ in AlignmentGuideNode(child: node, key: guide.key, computeValue: computeValue) }
    }

    /// Sets where `guide` is in this view, from its dimensions: stacks, frames and overlays
    /// aligned by `guide` line this point up instead of the guide's default.
    public func alignmentGuide(_ guide: VerticalAlignment,
                               computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        wrapNodes { node, _ in AlignmentGuideNode(child: node, key: guide.key, computeValue: computeValue) }
    }
}
