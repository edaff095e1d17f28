import Foundation

// Modifiers for typing: focus, submitting, keyboards and text input. Nobody types into a still
// render, so they compile and leave layout and pixels alone.

/// The keyboard a text field asks for, with UIKit's names.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The kind of text a field holds, for autofill, with UIKit's names.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    /// A content type named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
}

/// How a text field capitalises what is typed.
public struct TextInputAutocapitalization: Hashable, Sendable {
    private let rule: Int
    public static let never = TextInputAutocapitalization(rule: 0)
    public static let words = TextInputAutocapitalization(rule: 1)
    public static let sentences = TextInputAutocapitalization(rule: 2)
    public static let characters = TextInputAutocapitalization(rule: 3)
}

/// The label of the return key.
public struct SubmitLabel: Hashable, Sendable {
    private let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// What submitting covers: text fields or search fields.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    /// Triggers from `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

/// When a scroll view dismisses the keyboard.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    private let mode: Int
    public static let automatic = ScrollDismissesKeyboardMode(mode: 0)
    public static let immediately = ScrollDismissesKeyboardMode(mode: 1)
    public static let interactively = ScrollDismissesKeyboardMode(mode: 2)
    public static let never = ScrollDismissesKeyboardMode(mode: 3)
}

nonisolated extension View {
    /// Binds this view's focus to `condition` (nothing is focused in a render).
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { unchangedInRender() }

    /// Binds this view's focus to `binding` being `value` (nothing is focused in a render).
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        unchangedInRender()
    }

    /// Runs `action` when the user submits a field inside this view.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        unchangedInRender()
    }

    /// The return key's label for fields inside this view.
    public func submitLabel(_ label: SubmitLabel) -> some View { unchangedInRender() }

    /// The keyboard fields inside this view ask for.
    public func keyboardType(_ type: UIKeyboardType) -> some View { unchangedInRender() }

    /// The kind of text fields inside this view hold.
    public func textContentType(_ type: UITextContentType?) -> some View { unchangedInRender() }

    /// How fields inside this view capitalise.
    public func textInputAutocapitalization(_ rule: TextInputAutocapitalization?) -> some View {
        unchangedInRender()
    }

    /// Turns autocorrection off for fields inside this view.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { unchangedInRender() }

    /// When scrolling inside this view dismisses the keyboard.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        unchangedInRender()
    }
}
