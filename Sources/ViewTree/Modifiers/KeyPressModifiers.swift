import Foundation

// Hardware-keyboard handlers, as SwiftUI's `onKeyPress` (iOS 17): a still render presses no
// key, so they compile and change nothing.

/// A key press, as SwiftUI's `KeyPress`: the key, the characters it types, the modifiers held
/// and whether the key went down, repeated or came up.
public struct KeyPress: Sendable {
    /// Whether a key-press handler consumed the press.
    public enum Result: Sendable {
        /// Consumed.
        case handled
        /// Passed on.
        case ignored
    }

    /// When in a key's press a handler runs, as SwiftUI's `KeyPress.Phases`.
    public struct Phases: OptionSet, Hashable, Sendable {
        /// The phases' bits.
        public let rawValue: Int
        /// The phases with `rawValue`'s bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The key went down.
        public static let down = Phases(rawValue: 1)
        /// The key, held, repeated.
        public static let `repeat` = Phases(rawValue: 2)
        /// The key came up.
        public static let up = Phases(rawValue: 4)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// The phase of this press.
    public let phase: Phases
    /// The key pressed.
    public let key: KeyEquivalent
    /// The characters the press types.
    public let characters: String
    /// The modifier keys held.
    public let modifiers: EventModifiers
}

/// How a focusable view is used, as SwiftUI's `FocusInteractions`.
public struct FocusInteractions: OptionSet, Hashable, Sendable {
    /// The interactions' bits.
    public let rawValue: Int
    /// The interactions with `rawValue`'s bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Focused to be activated, as a button.
    public static let activate = FocusInteractions(rawValue: 1)
    /// Focused to be edited, as a text field.
    public static let edit = FocusInteractions(rawValue: 2)
    /// As the platform decides.
    public static let automatic: FocusInteractions = [.activate, .edit]
}

nonisolated extension View {
    /// Runs `action` when `key` is pressed on a hardware keyboard while the view has focus.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        unchangedInRender()
    }

    /// Runs `action` with each press of `key` in `phases` while the view has focus.
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases,
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        unchangedInRender()
    }

    /// Runs `action` with each press of one of `keys` in `phases` while the view has focus.
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        unchangedInRender()
    }

    /// Runs `action` with each press typing one of `characters` in `phases` while the view has focus.
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        unchangedInRender()
    }

    /// Runs `action` with each key press in `phases` while the view has focus.
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        unchangedInRender()
    }

    /// Lets the view take keyboard focus for `interactions`, on a device.
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        unchangedInRender()
    }
}
