import Foundation

/// A view that draws with a `GraphicsContext`, as SwiftUI's `Canvas`: it takes the space it is
/// offered, and `renderer` draws in its bounds (clipped to them) when the view is drawn.
nonisolated public struct Canvas<Symbols: View>: View, PrimitiveView {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    /// A canvas drawn by `renderer`. `opaque`, `colorMode` and `rendersAsynchronously` are
    /// accepted as SwiftUI's are; ViewTree draws every canvas the same way.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {
        self.renderer = renderer
    }

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        [CanvasNode(environment: environment, renderer: renderer)]
    }
}

/// A canvas laid out as a shape is (the proposal, 10 by 10 where unspecified) and drawn by its
/// renderer at its frame.
final class CanvasNode: LayoutNode {
    private let environment: EnvironmentValues
    private let renderer: (inout GraphicsContext, CGSize) -> Void

    init(environment: EnvironmentValues, renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.environment = environment
        self.renderer = renderer
        super.init(name: "Canvas", direction: environment.layoutDirection)
    }

    override func size(for proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    /// The renderer is app code, and may draw views.
    override var drawsOnlyOnMainActor: Bool { true }

    override func drawContent(in frame: CGRect, into list: inout [ViewTreeDisplayItem]) {
        guard frame.width.isFinite, frame.height.isFinite, frame.width > 0, frame.height > 0 else { return }
        let recorder = GraphicsContext.Recorder()
        var context = GraphicsContext(environment: environment, recorder: recorder)
        context.transform = CGAffineTransform(translationX: frame.minX, y: frame.minY)
        renderer(&context, frame.size)
        list.append(.clip(Path(frame), recorder.items))
    }
}
