import Foundation

// The text-entry settings UIKit's text views and fields share (`UITextInputTraits`), with UIKit's
// names and cases. Nobody types into a render, so they are stored and never used.

/// How lines of text line up, as UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    /// Along the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Along the right edge.
    case right = 2
    /// Both edges, the last line natural.
    case justified = 3
    /// The script's own side: left for left-to-right text.
    case natural = 4
}

/// The title of the return key, as UIKit's `UIReturnKeyType`.
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// When typed text is capitalised, as UIKit's `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// Whether typed text is autocorrected, as UIKit's `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}
