import Foundation

/// The app's shortcuts, ready in Shortcuts and Siri without setup, as App Intents'
/// `AppShortcutsProvider`.
public protocol AppShortcutsProvider {
    /// The shortcuts.
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
}

/// An intent with the phrases Siri runs it by, as App Intents' `AppShortcut`.
public struct AppShortcut: Sendable {
    /// The phrases, with their tokens written out (`${applicationName}`, `${timeframe}`).
    public let phrases: [String]
    /// The intent's type name.
    public let intentName: String

    /// A shortcut running `intent` when Siri hears one of `phrases`.
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource? = nil,
                                   systemImageName: String? = nil) {
        self.phrases = phrases.map(\.text)
        intentName = String(describing: Intent.self)
    }
}

/// A phrase of a shortcut, as App Intents' `AppShortcutPhrase`: text with the app's name and
/// the intent's parameters (`"\(.applicationName) trends for \(\.$timeframe)"`).
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    /// The phrase, its tokens written as `${name}`.
    public let text: String

    /// The literal phrase.
    public init(stringLiteral value: String) {
        text = value
    }

    /// The phrase with its tokens.
    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }

    /// Collects a phrase's text and tokens.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        /// An empty phrase.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Literal text.
        public mutating func appendLiteral(_ literal: String) { text += literal }

        /// The app's name.
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { text += "${applicationName}" }

        /// A parameter of the intent.
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
            text += "${\(parameter)}"
        }
    }
}

/// The tokens a shortcut's phrase may hold, as App Intents' `AppShortcutPhraseToken`.
public enum AppShortcutPhraseToken: Sendable {
    /// The app's name, which every phrase must hold.
    case applicationName
}

/// Builds an app's shortcuts, as App Intents' `AppShortcutsBuilder`.
@resultBuilder
public enum AppShortcutsBuilder {
    /// One shortcut.
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }

    /// The shortcuts, in order.
    public static func buildBlock(_ shortcuts: [AppShortcut]...) -> [AppShortcut] { shortcuts.flatMap { $0 } }
}
