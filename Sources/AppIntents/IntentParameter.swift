import Foundation

/// A parameter of an intent, which Shortcuts and Siri ask for, as App Intents' `IntentParameter`
/// (`@Parameter(title: "Backyard") var backyard: BackyardEntity`). `$backyard` names it in a
/// parameter summary or a shortcut's phrase. As on iOS, reading a parameter that has no value
/// (none given, no default, not optional) stops the program.
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
    // Unchecked: an intent's parameters are set before it is performed, on one task.
    /// The parameter's name in Shortcuts.
    public let title: LocalizedStringResource
    /// The parameter's description.
    public let description: LocalizedStringResource?
    private var value: Value?

    /// A parameter titled `title`, of `default` until set.
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default: Value? = nil,
                requestValueDialog: IntentDialog? = nil) {
        self.title = title
        self.description = description
        value = `default`
    }

    /// The parameter's value.
    public var wrappedValue: Value {
        get {
            if let value { return value }
            // An optional parameter without a value is `nil`.
            if let none = (Optional<Any>.none as Any) as? Value { return none }
            preconditionFailure("The intent parameter \"\(title.description)\" has no value")
        }
        set { value = newValue }
    }

    /// The parameter itself, for summaries and phrases (`\.$backyard`).
    public var projectedValue: IntentParameter<Value> { self }
}

/// `@Parameter`, App Intents' name for `IntentParameter`.
public typealias Parameter<Value> = IntentParameter<Value>
