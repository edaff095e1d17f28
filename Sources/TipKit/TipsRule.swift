import Foundation

/// A condition of a tip, as TipKit's `#Rule`: `#Rule(Self.$isLoggedIn) { $0 == true }` or
/// `#Rule(Self.didOpen) { $0.donations.count >= 3 }`. The closure receives each input's value
/// (a parameter's value, an event) and says whether the tip may show.
@freestanding(expression)
public macro Rule<each Input: ViewTreeTipRuleInput>(
    _ inputs: repeat each Input,
    predicate: @escaping @Sendable (repeat (each Input).ViewTreeRuleValue) -> Bool
) -> Tips.Rule = #externalMacro(module: "ViewTreeMacros", type: "TipRuleMacro")

/// Linux addition: what a tip's rule can test, a `Tips.Parameter` or a `Tips.Event`.
public protocol ViewTreeTipRuleInput: Sendable {
    /// What the rule's closure receives for this input.
    associatedtype ViewTreeRuleValue
    /// The input's value now.
    var viewTreeRuleValue: ViewTreeRuleValue { get }
}

extension Tips {
    /// A condition of a tip, as TipKit's `Tips.Rule`; `#Rule` makes one.
    public struct Rule: Sendable {
        private let holds: @Sendable () -> Bool

        /// A rule that holds when `predicate` does for the inputs' values.
        public init<each Input: ViewTreeTipRuleInput>(
            _ inputs: repeat each Input,
            predicate: @escaping @Sendable (repeat (each Input).ViewTreeRuleValue) -> Bool
        ) {
            holds = { predicate(repeat (each inputs).viewTreeRuleValue) }
        }

        /// Whether the rule holds now.
        var isSatisfied: Bool { holds() }
    }
}
