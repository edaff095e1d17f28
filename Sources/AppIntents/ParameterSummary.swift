import Foundation

/// How an intent's parameters read in Shortcuts, as App Intents' `ParameterSummary`: a
/// `Summary`, or a `When` choosing between two by a parameter's value.
public protocol ParameterSummary {
    /// The intent it summarizes.
    associatedtype _ViewTreeIntent
}

/// No summary, for intents that declare none.
public struct _ViewTreeNoParameterSummary: ParameterSummary {
    /// Any intent.
    public typealias _ViewTreeIntent = Never
    /// No summary.
    public init() {}
}

/// A sentence with an intent's parameters, as App Intents' `Summary`: `Summary("Refill
/// \(\.$backyard)")`, or `Summary { \.$backyards }` listing parameters.
public struct Summary<Intent: AppIntent>: ParameterSummary {
    /// The intent it summarizes.
    public typealias _ViewTreeIntent = Intent
    /// The sentence, if any.
    public let text: String?
    /// The parameters listed, in order.
    public let parameters: [PartialKeyPath<Intent>]

    /// A summary of the sentence `text`, listing `parameters` under it.
    public init(_ text: String? = nil, @_ViewTreeParameterListBuilder<Intent> _ parameters: () -> [PartialKeyPath<Intent>] = { [] }) {
        self.text = text
        self.parameters = parameters()
    }
}

/// The comparisons `When` makes of a parameter's value.
public enum EquatableComparisonOperator: Sendable {
    /// The value is the one given.
    case equalTo
    /// The value is not the one given.
    case notEqualTo
}

/// One summary or another by a parameter's value, as App Intents' `When`.
public struct When<Intent: AppIntent, Then: ParameterSummary, Otherwise: ParameterSummary>: ParameterSummary {
    /// The intent it summarizes.
    public typealias _ViewTreeIntent = Intent
    /// The summary when the comparison holds.
    public let then: Then
    /// The summary otherwise.
    public let otherwise: Otherwise

    /// `then` when the parameter at `parameter` compares to `value` by `comparison`, else `otherwise`.
    public init<Value: Equatable>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: EquatableComparisonOperator,
                                  _ value: Value, @ParameterSummaryBuilder<Intent> _ then: () -> Then,
                                  @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise) {
        self.then = then()
        self.otherwise = otherwise()
    }
}

/// Builds an intent's parameter summary, as App Intents' `ParameterSummaryBuilder`.
@resultBuilder
public enum ParameterSummaryBuilder<Intent> {
    /// A summary of the intent.
    public static func buildExpression<Content: ParameterSummary>(_ content: Content) -> Content
        where Content._ViewTreeIntent == Intent {
        content
    }

    /// The summary.
    public static func buildBlock<Content: ParameterSummary>(_ content: Content) -> Content { content }
}

/// Lists an intent's parameters in a `Summary` (`\.$backyards` on each line).
@resultBuilder
public enum _ViewTreeParameterListBuilder<Intent> {
    /// One parameter.
    public static func buildExpression<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) -> [PartialKeyPath<Intent>] {
        [parameter]
    }

    /// The parameters, in order.
    public static func buildBlock(_ parameters: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] {
        parameters.flatMap { $0 }
    }
}
