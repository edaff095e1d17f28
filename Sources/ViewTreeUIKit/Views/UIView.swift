import Foundation
@_spi(ViewTreeInternals) import ViewTree

/// UIKit's view, as far as snapshot tests use it: a frame, a background colour, an alpha, hidden
/// or not, subviews at their frames, and the SwiftUI content a hosting controller puts in its
/// view. Snapshots draw that much (the background filled, hosted content laid out in its frame,
/// subviews in order); UIKit's own controls, Auto Layout and layers are not drawn.
open class UIView: UIResponder, UIAppearanceContainer, UITraitEnvironment {
    /// The frame in the superview's coordinates.
    open var frame: CGRect {
        didSet { frameWasSet = true }
    }
    /// Whether code gave the view its frame (a subview without one fills its superview).
    var frameWasSet: Bool
    /// The fill behind the content; `nil` is clear.
    open var backgroundColor: UIColor?
    /// The opacity of the view and its subviews.
    open var alpha: CGFloat = 1
    /// Whether the view is hidden.
    open var isHidden = false
    /// The tint of controls inside, as SwiftUI's `tint`.
    open var tintColor: UIColor!
    /// The appearance the view and its subviews use, overriding what they inherit.
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// Accepted for source compatibility: layout follows frames.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// Accepted for source compatibility.
    open var clipsToBounds = false
    /// Whether touches reach the view; `true` by default (nothing touches a render).
    open var isUserInteractionEnabled = true
    /// How strongly the view resists growing past its content, per axis (`.defaultLow` unless set).
    private var huggingPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    /// How strongly the view resists shrinking below its content, per axis (`.defaultHigh` unless set).
    private var compressionResistancePriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    /// How the content fills the bounds; `.scaleToFill` by default (stored, not drawn).
    open var contentMode = ContentMode.scaleToFill
    /// An integer that identifies the view in the app's code; 0 by default.
    open var tag = 0
    /// The gesture recognizers attached to the view (none ever recognizes anything in a render).
    open var gestureRecognizers: [UIGestureRecognizer]?
    /// The identifier UI tests find the view by.
    open var accessibilityIdentifier: String?
    /// What VoiceOver reads for the view (SwiftUI's `.accessibilityLabel` is what ViewTree reads).
    open var accessibilityLabel: String?
    /// What VoiceOver reads after a pause.
    open var accessibilityHint: String?
    /// The value VoiceOver reads.
    open var accessibilityValue: String?
    /// Whether VoiceOver stops on the view; `false` by default, as for plain UIKit views.
    open var isAccessibilityElement = false
    /// The safe area, margins and readable content guides made so far, by name.
    var systemLayoutGuides: [String: UILayoutGuide] = [:]
    /// The subviews, back to front.
    open private(set) var subviews: [UIView] = []
    /// The view this one is a subview of.
    open private(set) weak var superview: UIView?

    /// A view with `frame`.
    public init(frame: CGRect) {
        self.frame = frame
        frameWasSet = frame != .zero
    }

    /// A view from an archive, as a storyboard or nib makes it: there are none here, so a view
    /// with an empty frame, as UIKit's subclasses that call `super.init(coder:)` then set up.
    public required init?(coder: NSCoder) {
        frame = .zero
        frameWasSet = false
    }

    /// The proxy whose properties every view of the class takes, as UIKit's `UIAppearance`:
    /// the same object each time, keeping what apps set. ViewTree accepts it and does not apply
    /// it: SwiftUI draws its own views (a `List` is not a `UITableView` since iOS 16), and the
    /// UIKit views of representables are not drawn. ViewTree's subclasses that apps style
    /// (`UINavigationBar`, `UITableView`, `UILabel`...) return a proxy of their own class; an
    /// app's subclass gets the proxy of the nearest of them (Linux cannot make an instance of an
    /// app's class from its type alone).
    open class func appearance() -> UIView { AppearanceProxies.shared.proxy(UIView.init) }

    /// The proxy for views of the class inside instances of `containerTypes` (see `appearance()`).
    open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIView {
        AppearanceProxies.shared.proxy(UIView.init, in: containerTypes)
    }

    /// A view with an empty frame.
    override public convenience init() {
        self.init(frame: .zero)
    }

    /// The view's own coordinate space: its frame's size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// Adds `view` on top of the subviews.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// The size that fits `size`: the current size (hosting views measure their content).
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }

    /// How strongly the view resists growing past its content along `axis`; `.defaultLow` (250)
    /// unless set, as a plain UIKit view's (Apple's Auto Layout Guide; stored, not used: views lay
    /// out by frames).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        huggingPriorities[axis] ?? .defaultLow
    }
    /// Sets the hugging priority along `axis`.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        huggingPriorities[axis] = priority
    }
    /// How strongly the view resists shrinking below its content along `axis`; `.defaultHigh`
    /// (750) unless set (Apple's Auto Layout Guide; stored, not used: views lay out by frames).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionResistancePriorities[axis] ?? .defaultHigh
    }
    /// Sets the compression resistance along `axis`.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        compressionResistancePriorities[axis] = priority
    }

    /// Attaches `gestureRecognizer` to the view.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer` from the view.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }

    /// Resizes the view to `sizeThatFits(_:)` of its current size.
    open func sizeToFit() { frame.size = sizeThatFits(frame.size) }

    /// The size the view's content wants without constraints; none on either axis
    /// (`noIntrinsicMetric`) for a plain view, as UIKit's.
    open var intrinsicContentSize: CGSize { CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }
    /// Tells layout that `intrinsicContentSize` changed (nothing to redo: layout follows frames).
    open func invalidateIntrinsicContentSize() {}
    /// The size that fits `targetSize` (`layoutFittingCompressedSize` asks for the smallest):
    /// `sizeThatFits(_:)` of it, as constraints are kept but not solved.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { sizeThatFits(targetSize) }
    /// The size that fits `targetSize` at the given priorities (see `systemLayoutSizeFitting(_:)`).
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        sizeThatFits(targetSize)
    }

    /// The space the view keeps between its edges and its content, left to right; 8 points on each
    /// edge unless set (UIKit's documented default for `layoutMargins`). Setting it, or
    /// `directionalLayoutMargins`, calls `layoutMarginsDidChange()`. A render lays out left to
    /// right, so left is leading.
    open var layoutMargins: UIEdgeInsets {
        get { UIEdgeInsets(top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing) }
        set {
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: newValue.top, leading: newValue.left,
                                                               bottom: newValue.bottom, trailing: newValue.right)
        }
    }
    /// The margins by leading and trailing edge; 8 points on each edge unless set.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { margins }
        set {
            margins = newValue
            layoutMarginsDidChange()
        }
    }
    private var margins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// Whether the view's margins also respect its superview's; `false` by default.
    open var preservesSuperviewLayoutMargins = false
    /// Whether the margins are measured from the safe area; `true` by default.
    open var insetsLayoutMarginsFromSafeArea = true
    /// Called after the margins change.
    open func layoutMarginsDidChange() {}

    /// The traits the view is drawn with: the current traits (`UITraitCollection.current`, which a
    /// snapshot sets to its own while it draws).
    open var traitCollection: UITraitCollection { UITraitCollection.current }
    /// Called when the view's traits change: never in a render, which draws with one set of traits.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Accepted for source compatibility: frames are laid out as set.
    open func layoutIfNeeded() {}
    /// Accepted for source compatibility.
    open func setNeedsLayout() {}
    /// Accepted for source compatibility.
    open func layoutSubviews() {}

    /// Draws the view's own content in `rect`, as a subclass overrides it with UIKit drawing calls.
    /// A render never calls it: it draws a view's background, hosted content and subviews only
    /// (see `UIView`), so custom drawing is live-only.
    open func draw(_ rect: CGRect) {}
    /// Marks the whole view for `draw(_:)`: accepted for source compatibility (a render never
    /// calls `draw(_:)`).
    open func setNeedsDisplay() {}

    /// What `intrinsicContentSize` gives on an axis the view has no size of its own on.
    public static let noIntrinsicMetric: CGFloat = -1
    /// The target size of `systemLayoutSizeFitting(_:)` that asks for the smallest size.
    public static let layoutFittingCompressedSize = CGSize.zero

    /// Accepted for source compatibility: snapshots never animate, so this does nothing.
    nonisolated public static func setAnimationsEnabled(_ enabled: Bool) {}

    /// Whether animations are enabled: always false, as snapshots never animate.
    nonisolated public static var areAnimationsEnabled: Bool { false }

    /// Runs `actionsWithoutAnimation` at once.
    nonisolated public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }

    /// Runs `animations` and then `completion` at once: snapshots show the end state.
    nonisolated public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                                           completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// The SwiftUI content the view hosts, if it is a hosting controller's view.
    var hostedContent: AnyView? { nil }

    /// Linux addition: what a snapshot of the view draws: a hosting view's SwiftUI content as it
    /// is (so that it lays out in the snapshot's window as the SwiftUI view would), any other
    /// view as `drawing`.
    @_spi(ViewTreeInternals) @MainActor public var snapshotContent: AnyView {
        if let hostedContent, subviews.isEmpty { return hostedContent }
        return drawing
    }

    /// The view as ViewTree draws it: its background, hosted content and subviews in its bounds
    /// (a subview whose frame was never set fills its superview, as one pinned to its edges does).
    @MainActor var drawing: AnyView {
        let size = frame.size
        let content = ZStack(alignment: .topLeading) {
            (backgroundColor.map { Color(uiColor: $0) } ?? Color.clear)
            if let hostedContent {
                hostedContent.frame(width: size.width, height: size.height)
            }
            ForEach(Array(subviews.enumerated()), id: \.offset) { _, subview in
                if !subview.isHidden {
                    let frame = subview.frameWasSet ? subview.frame : CGRect(origin: .zero, size: size)
                    subview.drawing(in: frame.size)
                        .offset(x: frame.minX, y: frame.minY)
                }
            }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
        .opacity(Double(alpha))
        switch overrideUserInterfaceStyle {
        case .dark: return AnyView(content.environment(\.colorScheme, .dark))
        case .light: return AnyView(content.environment(\.colorScheme, .light))
        case .unspecified: return AnyView(content)
        }
    }

    /// The view drawn at `size` (its own frame's size unless it was never set).
    @MainActor private func drawing(in size: CGSize) -> AnyView {
        if !frameWasSet { frame.size = size }
        return drawing
    }
}
