import Foundation

/// UIKit's switch, as UIKit code configures one: on or off and its colours, stored and never
/// drawn (SwiftUI's `Toggle` is drawn).
open class UISwitch: UIControl {
    /// Whether the switch is on; `false` by default.
    open var isOn = false
    /// The colour of the track when on.
    open var onTintColor: UIColor?
    /// The colour of the knob.
    open var thumbTintColor: UIColor?

    /// The proxy whose properties every switch takes (see `UIView.appearance()`).
    override open class func appearance() -> UISwitch { AppearanceProxies.shared.proxy(UISwitch.init) }

    /// The proxy for switches inside instances of `containerTypes` (see `UIView.appearance()`).
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UISwitch {
        AppearanceProxies.shared.proxy(UISwitch.init, in: containerTypes)
    }

    /// Turns the switch on or off (at once: renders never animate).
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}
