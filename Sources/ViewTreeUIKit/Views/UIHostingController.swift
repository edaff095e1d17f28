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

    override open func loadView() {
        view = HostingView(controller: self)
    }

    /// The size the content wants within `size`: its ideal size, measured as a snapshot would
    /// (sizes of 0 or infinity ask for the ideal size along that axis).
    @MainActor open func sizeThatFits(in size: CGSize) -> CGSize {
        let renderer = ImageRenderer(content: rootView)
        func proposal(_ length: CGFloat) -> CGFloat? { length > 0 && length.isFinite ? length : nil }
        renderer.proposedSize = ProposedViewSize(width: proposal(size.width), height: proposal(size.height))
        return renderer.layout.frame.size
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

    override var hostedContent: AnyView? {
        controller.map { AnyView($0.rootView) }
    }
}
