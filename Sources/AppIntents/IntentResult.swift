import Foundation
import ViewTree

/// What performing an intent returns, as App Intents' `IntentResult`: `.result()`, or a result
/// with a dialog, a value or a snippet view.
public protocol IntentResult: Sendable {}

/// A result that shows a view in Siri or Shortcuts, as App Intents' `ShowsSnippetView`.
public protocol ShowsSnippetView: IntentResult {}

/// A result Siri speaks, as App Intents' `ProvidesDialog`.
public protocol ProvidesDialog: IntentResult {}

/// A result that returns a value to the next action, as App Intents' `ReturnsValue`.
public protocol ReturnsValue<Value>: IntentResult {
    /// The value's type.
    associatedtype Value
}

/// What Siri says, as App Intents' `IntentDialog`.
public struct IntentDialog: ExpressibleByStringInterpolation, Sendable {
    /// The full text.
    public let fullDialog: LocalizedStringResource

    /// A dialog of `fullDialog`.
    public init(_ fullDialog: LocalizedStringResource) {
        self.fullDialog = fullDialog
    }

    /// A dialog of the literal `value`.
    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(stringLiteral: value))
    }

    /// A dialog of the interpolated text.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// Linux addition: the one result type behind `.result(...)`, with what it was given.
public struct _ViewTreeIntentResult<Value>: ShowsSnippetView, ProvidesDialog, ReturnsValue, @unchecked Sendable {
    // Unchecked: a result is handed back once, to the caller of `perform()`.
    /// The value returned, if any.
    public let value: Value?
    /// The dialog, if any.
    public let dialog: IntentDialog?
    /// The snippet view, if any.
    public let view: AnyView?
}

extension IntentResult where Self == _ViewTreeIntentResult<Never> {
    /// A result with nothing to show.
    public static func result() -> Self { _ViewTreeIntentResult(value: nil, dialog: nil, view: nil) }

    /// A result Siri speaks `dialog` for.
    public static func result(dialog: IntentDialog) -> Self { _ViewTreeIntentResult(value: nil, dialog: dialog, view: nil) }

    /// A result showing `view`.
    public static func result<Content: View>(view: Content) -> Self {
        _ViewTreeIntentResult(value: nil, dialog: nil, view: AnyView(view))
    }

    /// A result Siri speaks `dialog` for, showing `view`.
    public static func result<Content: View>(dialog: IntentDialog, view: Content) -> Self {
        _ViewTreeIntentResult(value: nil, dialog: dialog, view: AnyView(view))
    }
}

extension IntentResult {
    /// A result returning `value`.
    public static func result<Value>(value: Value) -> Self where Self == _ViewTreeIntentResult<Value> {
        _ViewTreeIntentResult(value: value, dialog: nil, view: nil)
    }

    /// A result returning `value`, which Siri speaks `dialog` for.
    public static func result<Value>(value: Value, dialog: IntentDialog) -> Self where Self == _ViewTreeIntentResult<Value> {
        _ViewTreeIntentResult(value: value, dialog: dialog, view: nil)
    }
}
