import Foundation
import ViewTree

/// SwiftUI's hosting view, public under its underscored name (`_UIHostingView`), which UIKit
/// code uses to put a SwiftUI view into a view hierarchy without a controller. It draws
/// `rootView` in its frame as a hosting controller's view does, and measures it as SwiftUI does.
open class _UIHostingView<Content: View>: UIView {
    /// The SwiftUI view shown.
    open var rootView: Content

    /// A view showing `rootView`, with an empty frame until it is given one.
    public required init(rootView: Content) {
        self.rootView = rootView
        super.init(frame: .zero)
    }

    /// No hosting view is unarchived on Linux (there are no storyboards), as with SwiftUI's,
    /// which cannot be made from a coder either.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The size the content wants within `size`, as `UIHostingController.sizeThatFits(in:)` answers
    /// (on the main thread, where UIKit views live; elsewhere the current size).
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        guard Thread.isMainThread else { return frame.size }
        // Read and measured on the main thread alone (checked above).
        nonisolated(unsafe) let content = rootView
        return MainActor.assumeIsolated { UIHostingController(rootView: content).sizeThatFits(in: size) }
    }

    /// The content's ideal size.
    override open var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
    }

    override var hostedContent: AnyView? { AnyView(rootView) }
}
