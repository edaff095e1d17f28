import Foundation

/// A view that takes all the space it is offered and builds its content from its own geometry,
/// as SwiftUI's does: the content is proposed the reader's size and placed at its top leading
/// corner. The content is made when the reader is placed, from a proxy that knows the final
/// frame.
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
    /// Builds the content from the reader's geometry.
    public var content: (GeometryProxy) -> Content

    /// A reader whose content `content` builds.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        let content = self.content
        // The content runs during layout, with the environment of the view whose body made the
        // reader current, so that it reads that view's `@Environment` properties.
        let bodyEnvironment = EnvironmentValues.current
        return [GeometryReaderNode(direction: environment.layoutDirection) { proxy in
            EnvironmentValues.$current.withValue(bodyEnvironment) { content(proxy) }.resolveNodes(in: environment)
        }]
    }
}

/// A geometry reader laid out: the proposal (10 by 10 where unspecified); content resolved at
/// placement.
final class GeometryReaderNode: LayoutNode {
    private let makeContent: (GeometryProxy) -> [LayoutNode]

    init(direction: LayoutDirection, makeContent: @escaping (GeometryProxy) -> [LayoutNode]) {
        self.makeContent = makeContent
        super.init(name: "GeometryReader", direction: direction)
    }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placedChildren(in frame: CGRect, context: PlacementContext) -> [ChildPlacement] {
        makeContent(GeometryProxy(frame: frame, context: context, direction: direction)).map { node in
            let leading = CGRect(origin: .zero, size: node.sizeThatFits(ProposedViewSize(frame.size)))
            return ChildPlacement(node: node, frame: onScreen(leading, in: frame.size), context: context)
        }
    }
}
