import Foundation

/// For the preview tool: one preview of a `previews` view, with the traits its preview
/// modifiers set (`nil` where none does).
@_spi(Previews)
public struct PreviewVariant: Hashable, Sendable {
    /// Its position among the previews.
    public var index: Int
    /// `previewDisplayName`.
    public var displayName: String?
    /// `previewDevice`.
    public var device: PreviewDevice?
    /// `previewLayout`.
    public var layout: PreviewLayout?
    /// `previewInterfaceOrientation`.
    public var orientation: InterfaceOrientation?
    /// `preferredColorScheme`.
    public var colorScheme: ColorScheme?

    /// The traits on the outside of `node`, down its chain of modifiers; the outermost of a
    /// kind wins.
    init(index: Int, node: LayoutNode) {
        self.index = index
        var current: LayoutNode? = node
        var seen = Set<String>()
        while let modifier = current as? ModifierNode {
            if let trait = (modifier as? PreviewTraitNode)?.trait, seen.insert(trait.name).inserted {
                switch trait {
                case .displayName(let name): displayName = name
                case .device(let device): self.device = device
                case .layout(let layout): self.layout = layout
                case .orientation(let orientation): self.orientation = orientation
                case .colorScheme(let scheme): colorScheme = scheme
                }
            }
            current = modifier.child
        }
    }
}

extension View {
    /// For the preview tool: the previews this view stands for in `environment`: one for each
    /// view at its top level (each view of a group, a `ForEach` or a list of views), as Xcode
    /// shows them.
    @_spi(Previews)
    public func previewVariants(in environment: EnvironmentValues) -> [PreviewVariant] {
        resolveNodes(in: environment).enumerated().map { PreviewVariant(index: $0.offset, node: $0.element) }
    }

    /// For the preview tool: the preview at `index` of `previewVariants(in:)`, alone, to render.
    @_spi(Previews)
    public func previewVariant(_ index: Int) -> some View {
        PreviewVariantView(content: self, index: index)
    }
}

/// One view of another view's top level, in its own colour scheme; a render issue that fails the
/// render when the view has no view at `index` in the environment it is rendered in.
nonisolated struct PreviewVariantView<Content: View>: View, PrimitiveView {
    let content: Content
    let index: Int

    var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        // The other previews' `preferredColorScheme` must not recolour this one: they ask a box
        // of their own, and only this preview's scheme is passed on (with several previews, the
        // one on its outside).
        var isolated = environment
        let preferences = WindowPreferences()
        isolated.windowPreferences = preferences
        let nodes = content.resolveNodes(in: isolated)
        let scheme = nodes.count == 1 ? preferences.colorScheme
            : nodes.indices.contains(index) ? PreviewVariant(index: index, node: nodes[index]).colorScheme : nil
        if let scheme { environment.windowPreferences?.prefer(scheme) }
        guard nodes.indices.contains(index) else {
            environment.report(ViewTreeRenderIssue(kind: .missingPreview, message: "The previews have \(nodes.count) views in "
                + "this configuration, so there is no preview \(index + 1).", isFailure: true))
            return []
        }
        return [nodes[index]]
    }
}
