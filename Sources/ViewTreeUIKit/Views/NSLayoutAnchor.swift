import Foundation

/// An edge, centre or size of a view or layout guide, as UIKit's `NSLayoutAnchor`: it makes
/// constraints to anchors of the same kind (see `NSLayoutConstraint`, which move nothing here).
///
/// Main-actor isolated, as UIKit's `NSLayoutAnchor` and its subclasses (`@MainActor class` in
/// https://developer.apple.com/documentation/uikit/nslayoutanchor); Swift 5 code sees it
/// `@preconcurrency`, as it sees UIKit's.
@MainActor @preconcurrency
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or guide the anchor belongs to.
    private weak var item: AnyObject?
    /// The attribute of the item it stands for.
    let attribute: NSLayoutConstraint.Attribute

    /// The anchor of `item`'s `attribute`.
    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// A constraint `self relation anchor × multiplier + constant` (or to a constant alone).
    func constraint(_ relation: NSLayoutConstraint.Relation, to anchor: NSLayoutAnchor?, multiplier: CGFloat = 1,
                    constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item as Any, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
                           attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// A constraint making this anchor equal to `anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.equal, to: anchor)
    }
    /// A constraint making this anchor equal to `anchor` plus `c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, constant: c)
    }
    /// A constraint keeping this anchor at or past `anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor)
    }
    /// A constraint keeping this anchor at or past `anchor` plus `c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, constant: c)
    }
    /// A constraint keeping this anchor at or before `anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor)
    }
    /// A constraint keeping this anchor at or before `anchor` plus `c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, constant: c)
    }
}

/// A horizontal position anchor (leading, trailing, left, right, centre X), as UIKit's
/// `NSLayoutXAxisAnchor`.
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical position anchor (top, bottom, centre Y, baselines), as UIKit's `NSLayoutYAxisAnchor`.
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or height anchor, as UIKit's `NSLayoutDimension`: it also ties to constants and to
/// multiples of other dimensions.
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// A constraint making the dimension `c` points.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { constraint(.equal, to: nil, constant: c) }
    /// A constraint keeping the dimension at least `c` points.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: nil, constant: c)
    }
    /// A constraint keeping the dimension at most `c` points.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: nil, constant: c)
    }
    /// A constraint making the dimension `m` times `anchor`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, multiplier: m)
    }
    /// A constraint making the dimension `m` times `anchor` plus `c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, multiplier: m, constant: c)
    }
}

/// Linux addition: what has Auto Layout's edge, centre and size anchors: views and layout guides,
/// whose anchors are main-actor isolated as theirs are in UIKit.
@MainActor @preconcurrency
public protocol ViewTreeLayoutAnchored: AnyObject {}

extension ViewTreeLayoutAnchored {
    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

extension UILayoutGuide: ViewTreeLayoutAnchored {}
extension UIView: ViewTreeLayoutAnchored {}

/// A rectangle that constraints can tie to without a view, as UIKit's `UILayoutGuide` (a view's
/// safe area, margins and readable content guides are ones).
///
/// Main-actor isolated, as UIKit's `UILayoutGuide` (`@MainActor class` in
/// https://developer.apple.com/documentation/uikit/uilayoutguide); Swift 5 code sees it
/// `@preconcurrency`, as it sees UIKit's.
@MainActor @preconcurrency
open class UILayoutGuide: NSObject {
    /// The view the guide belongs to.
    open internal(set) weak var owningView: UIView?
    /// A name for debugging.
    open var identifier = ""

    /// A guide of no view.
    override public init() {}

    /// The guide's rectangle in its view's coordinates. Constraints are kept, not solved, so only a
    /// view's own guides have one: the safe area is the view's bounds (a render's views have no
    /// bars or screen corners over them), the margins and readable content guides its bounds inset
    /// by its `layoutMargins` (the readable width, 672 points at the default text size
    /// (*unverified*), is wider than an iPhone's content in portrait, so the two agree there); a
    /// guide of the app's own is empty.
    open var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        let bounds = owningView.bounds
        switch identifier {
        case "UIViewSafeAreaLayoutGuide": return bounds
        case "UIViewLayoutMarginsGuide", "UIViewReadableContentGuide":
            let margins = owningView.layoutMargins
            return CGRect(x: bounds.minX + margins.left, y: bounds.minY + margins.top,
                          width: max(0, bounds.width - margins.left - margins.right),
                          height: max(0, bounds.height - margins.top - margins.bottom))
        default: return .zero
        }
    }
}

extension UIView {
    /// The first line's baseline.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The last line's baseline.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    /// The part of the view no bars or rounded corners cover.
    public var safeAreaLayoutGuide: UILayoutGuide { guide("UIViewSafeAreaLayoutGuide") }
    /// The view's bounds inset by its margins.
    public var layoutMarginsGuide: UILayoutGuide { guide("UIViewLayoutMarginsGuide") }
    /// The width text reads comfortably at.
    public var readableContentGuide: UILayoutGuide { guide("UIViewReadableContentGuide") }

    /// The view's guide named `identifier`, made on first use (the view keeps it, as UIKit's do).
    private func guide(_ identifier: String) -> UILayoutGuide {
        if let guide = systemLayoutGuides[identifier] { return guide }
        let guide = UILayoutGuide()
        guide.owningView = self
        guide.identifier = identifier
        systemLayoutGuides[identifier] = guide
        return guide
    }

    /// Activates `constraint`.
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Activates `constraints`.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Deactivates `constraint`.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    /// Deactivates `constraints`.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }
}
