import Foundation

/// UIKit's stack view, as representables build one: its arranged subviews and layout settings,
/// stored with UIKit's defaults; it lays nothing out (frames stay as set) and is never drawn.
open class UIStackView: UIView {
    /// The views the stack arranges, in order.
    open private(set) var arrangedSubviews: [UIView] = []
    /// The direction; `.horizontal` by default.
    open var axis = NSLayoutConstraint.Axis.horizontal
    /// The space between arranged views; 0 by default.
    open var spacing: CGFloat = 0
    /// How views are placed across the axis; `.fill` by default.
    open var alignment = Alignment.fill
    /// How views share the axis; `.fill` by default.
    open var distribution = Distribution.fill
    /// Whether the layout margins inset the views; `false` by default.
    open var isLayoutMarginsRelativeArrangement = false
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// A stack of `views`, which it also adds as subviews.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    /// Adds `view` at the end of the arranged views and as a subview.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` among the arranged views at `stackIndex` (clamped) and adds it as a subview.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
    }

    /// Removes `view` from the arranged views; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }

    /// Sets the space after `arrangedSubview`.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    }

    /// The space after `arrangedSubview`: as set, or `spacing`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? spacing
    }

    /// How a stack places views across its axis, as UIKit's `UIStackView.Alignment`.
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        /// The top, in a horizontal stack.
        public static let top = Alignment.leading
        /// The bottom, in a horizontal stack.
        public static let bottom = Alignment.trailing
    }

    /// How a stack shares its axis among views, as UIKit's `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
}
