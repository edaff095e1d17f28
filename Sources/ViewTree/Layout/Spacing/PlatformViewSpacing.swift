import Foundation

/// A view that iOS draws with a UIKit view of its own (a text field, a text view, a date
/// picker's button): spaced from its neighbours as a plain view, whatever ViewTree builds it
/// from, as SwiftUI spaces a hosted platform view (a leaf: OpenSwiftUI's `LeafViewLayout`).
final class PlatformViewSpacingNode: TransparentModifierNode {
    override var viewSpacing: ViewSpacing { .plainView }
}

nonisolated extension View {
    /// This view spaced in stacks as the UIKit view iOS draws it with: as a plain view.
    func spacedAsPlatformView() -> some View {
        wrapNodes { node, _ in PlatformViewSpacingNode(name: "platformView", child: node) }
    }
}
