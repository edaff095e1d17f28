import Foundation

/// Makes a tip's static variable a parameter its rules can test, as TipKit's `@Parameter`:
///
/// ```swift
/// @Parameter static var isLoggedIn: Bool = false
/// ```
///
/// The variable reads and writes the tips' store; `Self.$isLoggedIn` is the `Tips.Parameter`
/// that `#Rule` takes.
@attached(accessor)
@attached(peer, names: prefixed(`$`))
public macro Parameter(_ options: Tips.ParameterOption...) =
    #externalMacro(module: "ViewTreeMacros", type: "TipParameterMacro")

extension Tips {
    /// A value in the tips' store that rules test, as TipKit's `Tips.Parameter`; `@Parameter`
    /// makes one.
    public struct Parameter<Value: Sendable>: Sendable {
        /// The parameter's key in the store: its type's and variable's names.
        public let id: String
        private let defaultValue: Value

        /// The parameter `name` of `owner`, `defaultValue` until it is set.
        public init(_ owner: Any.Type, _ name: String, _ defaultValue: Value, _ options: [ParameterOption] = []) {
            id = String(reflecting: owner) + "." + name
            self.defaultValue = defaultValue
        }

        /// The parameter's value.
        public var wrappedValue: Value {
            get { TipDatastore.shared.parameter(id) as? Value ?? defaultValue }
            nonmutating set { TipDatastore.shared.setParameter(id, to: newValue) }
        }
    }

    /// An option of `@Parameter`.
    public struct ParameterOption: Hashable, Sendable {
        private let name: String
        /// The value is not kept between launches.
        public static let transient = ParameterOption(name: "transient")
    }
}

extension Tips.Parameter: ViewTreeTipRuleInput {
    /// The parameter's value, which a rule's closure receives.
    public var viewTreeRuleValue: Value { wrappedValue }
}
