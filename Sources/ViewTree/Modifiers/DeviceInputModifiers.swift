import Foundation

// Modifiers for hardware keyboards, pointers, text selection and the system's own overlays:
// a still render of a view on an iPhone shows none of them, so they compile and change nothing.

/// A key of a keyboard shortcut, as SwiftUI's `KeyEquivalent`.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The key's character.
    public let character: Character

    /// The key that types `character`.
    public init(_ character: Character) { self.character = character }

    /// The key that types `value`.
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }

    /// Return.
    public static let `return` = KeyEquivalent("\r")
    /// Escape.
    public static let escape = KeyEquivalent("\u{1B}")
    /// Delete (backspace).
    public static let delete = KeyEquivalent("\u{8}")
    /// Tab.
    public static let tab = KeyEquivalent("\t")
    /// Space.
    public static let space = KeyEquivalent(" ")
    /// Up arrow.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// Down arrow.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// Left arrow.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// Right arrow.
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Forward delete.
    public static let deleteForward = KeyEquivalent("\u{7F}")
    /// Home.
    public static let home = KeyEquivalent("\u{F729}")
    /// End.
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page up.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page down.
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear.
    public static let clear = KeyEquivalent("\u{F739}")
}

/// Modifier keys, as SwiftUI's `EventModifiers`.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The keys' bits.
    public let rawValue: Int
    /// The keys with `rawValue`'s bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock.
    public static let capsLock = EventModifiers(rawValue: 1)
    /// Shift.
    public static let shift = EventModifiers(rawValue: 2)
    /// Control.
    public static let control = EventModifiers(rawValue: 4)
    /// Option.
    public static let option = EventModifiers(rawValue: 8)
    /// Command.
    public static let command = EventModifiers(rawValue: 16)
    /// A key of the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 32)
    /// Every modifier.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

/// A key and its modifiers, as SwiftUI's `KeyboardShortcut`.
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key.
    public let key: KeyEquivalent
    /// The modifiers held with it.
    public let modifiers: EventModifiers

    /// `key` with `modifiers` (Command by default).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return: the default button's shortcut.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: the cancel button's shortcut.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// Whether text can be selected, as SwiftUI's `TextSelectability`.
public protocol TextSelectability {}

/// Selectable text.
public struct EnabledTextSelectability: TextSelectability, Sendable {}

/// Text that cannot be selected.
public struct DisabledTextSelectability: TextSelectability, Sendable {}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Selectable.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Not selectable.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// How a view reacts to a pointer hovering over it, as SwiftUI's `HoverEffect`.
public struct HoverEffect: Sendable {
    private let name: String
    /// As the platform decides.
    public static let automatic = HoverEffect(name: "automatic")
    /// A highlight under the pointer.
    public static let highlight = HoverEffect(name: "highlight")
    /// The view lifts under the pointer.
    public static let lift = HoverEffect(name: "lift")
}

nonisolated extension View {
    /// Triggers the view's action with `key` and `modifiers` on a hardware keyboard.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        unchangedInRender()
    }

    /// Triggers the view's action with `shortcut` on a hardware keyboard (none when `nil`).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { unchangedInRender() }

    /// Whether the text inside can be selected with a long press.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { unchangedInRender() }

    /// How the view reacts to a pointer hovering over it.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { unchangedInRender() }

    /// Whether the status bar is hidden. Snapshots of a view never contain the status bar, so
    /// nothing changes.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { unchangedInRender() }

    /// Whether the home indicator and other system overlays show; they are not part of a view's
    /// snapshot either.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { unchangedInRender() }
}
