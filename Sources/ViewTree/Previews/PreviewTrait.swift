/// A trait of a preview (`#Preview(traits:)`, ViewTreePreviews' `Preview`), with SwiftUI's names: its
/// layout or the orientation of its device.
public struct PreviewTrait: Hashable, Sendable {
    package let layout: PreviewLayout?
    package let orientation: InterfaceOrientation?

    /// On the device's screen (the default).
    public static let defaultLayout = PreviewTrait(layout: .device, orientation: nil)
    /// At the view's ideal size.
    public static let sizeThatFitsLayout = PreviewTrait(layout: .sizeThatFits, orientation: nil)
    /// Centred in a container of `width` x `height` points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(layout: .fixed(width: width, height: height), orientation: nil)
    }
    /// The device upright.
    public static let portrait = PreviewTrait(layout: nil, orientation: .portrait)
    /// The device upside down (rendered as portrait).
    public static let portraitUpsideDown = PreviewTrait(layout: nil, orientation: .portraitUpsideDown)
    /// The device turned with its top to the left.
    public static let landscapeLeft = PreviewTrait(layout: nil, orientation: .landscapeLeft)
    /// The device turned with its top to the right.
    public static let landscapeRight = PreviewTrait(layout: nil, orientation: .landscapeRight)
}
