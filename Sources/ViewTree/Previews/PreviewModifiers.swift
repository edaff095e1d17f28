import Foundation

/// What a preview modifier says about the preview it is on.
enum PreviewTraitValue {
    case displayName(String?)
    case device(PreviewDevice?)
    case layout(PreviewLayout)
    case orientation(InterfaceOrientation)
    case colorScheme(ColorScheme?)

    var name: String {
        switch self {
        case .displayName: return "previewDisplayName"
        case .device: return "previewDevice"
        case .layout: return "previewLayout"
        case .orientation: return "previewInterfaceOrientation"
        case .colorScheme: return "preferredColorScheme"
        }
    }
}

/// A preview modifier: leaves layout and drawing to its child and keeps the trait for the
/// preview tool, which reads the traits on the outside of each preview.
final class PreviewTraitNode: TransparentModifierNode {
    let trait: PreviewTraitValue

    init(child: LayoutNode, trait: PreviewTraitValue) {
        self.trait = trait
        super.init(name: trait.name, child: child)
    }
}

nonisolated extension View {
    /// The view with `trait` kept on each of its nodes for the preview tool.
    func previewTrait(_ trait: PreviewTraitValue) -> some View {
        wrapNodes { node, _ in PreviewTraitNode(child: node, trait: trait) }
    }

    /// The name the preview is shown under.
    public func previewDisplayName(_ displayName: String?) -> some View {
        previewTrait(.displayName(displayName))
    }

    /// The device the preview is shown on (`nil`: the tool's choice).
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        previewTrait(.device(value))
    }

    /// How the preview is sized: on the device's screen, at its ideal size, or in a fixed size.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        previewTrait(.layout(value))
    }

    /// The orientation of the device the preview is shown on.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        previewTrait(.orientation(value))
    }
}
