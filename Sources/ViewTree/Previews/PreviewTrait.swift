/// The kinds of trait a preview takes, as DeveloperToolsSupport's `Preview`: only its
/// `ViewTraits` (`PreviewTrait<Preview.ViewTraits>`), the traits of previews of views.
public enum Preview {
    /// The traits of a preview of a view: its layout, the orientation of its device, and
    /// preview modifiers.
    public struct ViewTraits: Sendable {}
}

/// A trait of a preview (`#Preview(traits:)`, ViewTreePreviews' `Preview`), with SwiftUI's names:
/// its layout, the orientation of its device, or a `PreviewModifier` around its view.
public struct PreviewTrait<T>: Sendable {
    package let layout: PreviewLayout?
    package let orientation: InterfaceOrientation?
    /// Wraps the previewed view, for a `.modifier(_:)` trait.
    package let wrap: (@MainActor (AnyView) -> AnyView)?

    init(layout: PreviewLayout? = nil, orientation: InterfaceOrientation? = nil,
         wrap: (@MainActor (AnyView) -> AnyView)? = nil) {
        self.layout = layout
        self.orientation = orientation
        self.wrap = wrap
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// On the device's screen (the default).
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(layout: .device) }
    /// At the view's ideal size.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(layout: .sizeThatFits) }
    /// Centred in a container of `width` x `height` points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(layout: .fixed(width: width, height: height))
    }
    /// The device upright.
    public static var portrait: PreviewTrait<T> { PreviewTrait(orientation: .portrait) }
    /// The device upside down (rendered as portrait).
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(orientation: .portraitUpsideDown) }
    /// The device turned with its top to the left.
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(orientation: .landscapeLeft) }
    /// The device turned with its top to the right.
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(orientation: .landscapeRight) }

    /// Wraps the previewed view in `modifier`'s body, with the context its `makeSharedContext()`
    /// makes (sample data, a model container...), as iOS 18's previews do.
    public static func modifier<Modifier: PreviewModifier>(_ modifier: Modifier) -> PreviewTrait<T> {
        nonisolated(unsafe) let modifier = modifier  // used on the main actor only, where previews render
        return PreviewTrait(wrap: { AnyView(PreviewModifierHost(modifier: modifier, content: $0)) })
    }
}
