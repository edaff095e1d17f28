import Foundation

/// UIKit's base class of controls, as far as wrapped text fields use it: enabled, selected and
/// highlighted states, stored and never drawn.
open class UIControl: UIView {
    /// Whether the control responds to touches; `true` by default (UIKit's `UIControl.isEnabled`).
    open var isEnabled = true
    /// Whether the control is selected; `false` by default.
    open var isSelected = false
    /// Whether the control is highlighted; `false` by default.
    open var isHighlighted = false
}
