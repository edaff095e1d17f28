import Foundation
import ViewTree

/// SwiftUI's bridge into UIKit: a view controller whose view is a SwiftUI view. Snapshot
/// strategies for view controllers (`.image(on: .iPhone13ProMax)`) draw `rootView` exactly as the
/// SwiftUI strategies draw the view itself (`.image(layout: .device(config: .iPhone13ProMax))`),
/// so tests written against a hosting controller record the same pixels.
open class UIHostingController<Content: View>: UIViewController {
    /// The SwiftUI view shown.
    open var rootView: Content
    /// Which safe areas the content respects (accepted for source compatibility: snapshots lay
    /// the content out in the device's safe area, as a hosting controller does by default).
    open var safeAreaRegions = SafeAreaRegions.all
    /// How the controller sizes itself (accepted for source compatibility).
    open var sizingOptions = UIHostingControllerSizingOptions()

    /// A controller showing `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }

    /// A controller showing `rootView`, as a storyboard's hosting controller makes it from an
    /// archive (a subclass's `init?(coder:)` calls it).
    public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init()
    }

    /// From an archive alone: there is no root view to show, so `nil` (UIKit stops the app).
    public required init?(coder aDecoder: NSCoder) {
        return nil
    }

    override open func loadView() {
        view = HostingView(controller: self)
    }

    /// The size the content wants within `size`, as SwiftUI's hosting view answers it: each
    /// dimension is proposed to the root view as it is given, so 0 is the zero proposal (the
    /// view's minimum: text truncates to one line, stacks squeeze, spacers and shapes shrink), and
    /// only an infinite or huge length (2,777,780 points and more) is unspecified (the ideal
    /// size). The answer is rounded up to the screen's pixel grid. This is why
    /// swift-snapshot-testing's `.sizeThatFits`, which asks `sizeThatFits(in: .zero)`, records a
    /// view's minimum size on iOS.
    ///
    /// Sources: OpenSwiftUI's reading of `_UIHostingView.sizeThatFits(_:)`
    /// (`UIHostingViewBase._layoutSizeThatFits`: lengths of 2,777,780 and more become `nil`,
    /// others pass through, the result rounded up to the pixel length); swift-snapshot-testing
    /// issues #368 and #1070 (text truncated, flexible layouts collapsed under `.sizeThatFits`).
    @MainActor open func sizeThatFits(in size: CGSize) -> CGSize {
        sizeThatFits(in: size, scale: UIScreen.main.scale)
    }

    /// `sizeThatFits(in:)` on a screen of `scale` pixels per point (a snapshot's scale).
    @_spi(ViewTreeInternals) @MainActor public func sizeThatFits(in size: CGSize, scale: CGFloat) -> CGSize {
        let renderer = ImageRenderer(content: rootView)
        renderer.scale = scale
        renderer.proposedSize = ProposedViewSize(width: Self.proposal(size.width), height: Self.proposal(size.height))
        let fitting = renderer.layout.frame.size
        func roundedUp(_ length: CGFloat) -> CGFloat { (length * scale).rounded(.up) / scale }
        return CGSize(width: roundedUp(fitting.width), height: roundedUp(fitting.height))
    }

    /// The root view's proposal for one dimension of `sizeThatFits(in:)`: unspecified from
    /// 2,777,780 points (SwiftUI's threshold) or when not a number; otherwise the length, at least 0.
    private static func proposal(_ length: CGFloat) -> CGFloat? {
        length.isNaN || length >= 2_777_780 ? nil : max(0, length)
    }
}

/// How a hosting controller sizes itself (accepted for source compatibility).
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Its preferred content size follows the content's ideal size.
    public static let preferredContentSize = Self(rawValue: 1)
    /// Its view's intrinsic size follows the content.
    public static let intrinsicContentSize = Self(rawValue: 2)
}

/// A hosting controller's view: its content is the controller's current root view.
final class HostingView<Content: View>: UIView {
    private weak var controller: UIHostingController<Content>?

    init(controller: UIHostingController<Content>) {
        self.controller = controller
        super.init(frame: UIScreen.main.bounds)
        // Screen-sized until code sets a frame; as a subview it fills its superview.
        frameWasSet = false
        backgroundColor = .systemBackground
    }

    /// Never made from an archive.
    required init?(coder: NSCoder) {
        return nil
    }

    override var hostedContent: AnyView? {
        controller.map { AnyView($0.rootView) }
    }
}
