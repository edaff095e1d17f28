import Foundation

/// UIKit's base class of controls: enabled, selected and highlighted states, and the actions
/// added for events (`addAction(_:for:)`), stored and never drawn. Nothing touches a control in
/// a render; `sendActions(for:)` runs the actions of an event as a touch would.
open class UIControl: UIView {
    /// Whether the control responds to touches; `true` by default (UIKit's `UIControl.isEnabled`).
    open var isEnabled = true
    /// Whether the control is selected; `false` by default.
    open var isSelected = false
    /// Whether the control is highlighted; `false` by default.
    open var isHighlighted = false
    /// The actions added, with the events they answer, in the order they were added.
    private var actions: [(action: UIAction, events: Event)] = []

    /// A control with `frame` whose `primaryAction` answers `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// The control's state: `.normal`, or highlighted, disabled and selected as they are set.
    open var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Adds `action` for `controlEvents`.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// Removes `action` from `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
    }

    /// Runs the actions added for any of `controlEvents`, in the order they were added, with the
    /// control as their sender.
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.perform(sender: self)
        }
    }

    /// The states of a control, as UIKit's `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        /// The states as bits.
        public let rawValue: UInt
        /// The states in `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No other state.
        public static let normal = State([])
        /// Touched down.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// The events a control sends, as UIKit's `UIControl.Event` (UIKit's bit values).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The events as bits.
        public let rawValue: UInt
        /// The events in `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch went down.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch went down again quickly.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A touch was lifted inside the control.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch was lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The menu's action fired.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Return was pressed and editing ended.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
