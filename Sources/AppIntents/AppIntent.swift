import Foundation

/// An action an app offers to Shortcuts, Siri, Spotlight and widgets, as App Intents' `AppIntent`.
/// Compile-only on Linux: nothing asks for it; a test may call `perform()` itself.
public protocol AppIntent: Sendable {
    /// The result `perform()` returns.
    associatedtype PerformResult: IntentResult = _ViewTreeIntentResult<Never>
    /// How the intent's parameters read in Shortcuts.
    associatedtype SummaryContent: ParameterSummary = _ViewTreeNoParameterSummary

    /// The intent's name.
    static var title: LocalizedStringResource { get }

    /// The sentence Shortcuts shows for the intent, built from its parameters.
    @ParameterSummaryBuilder<Self> static var parameterSummary: SummaryContent { get }

    /// An intent with its parameters unset, as the system makes it.
    init()

    /// Does the action.
    func perform() async throws -> PerformResult
}

extension AppIntent where SummaryContent == _ViewTreeNoParameterSummary {
    /// No summary: Shortcuts lists the parameters.
    public static var parameterSummary: _ViewTreeNoParameterSummary { _ViewTreeNoParameterSummary() }
}

extension AppIntent where PerformResult == _ViewTreeIntentResult<Never> {
    /// Does nothing, as a widget's configuration intent does.
    public func perform() async throws -> _ViewTreeIntentResult<Never> { .result() }
}

extension AppIntent {
    /// Whether running the intent opens the app (no by default).
    public static var openAppWhenRun: Bool { false }

    /// Whether Shortcuts and Spotlight list the intent (yes by default).
    public static var isDiscoverable: Bool { true }
}

/// An intent that configures a widget, as App Intents' `WidgetConfigurationIntent` (iOS 17).
public protocol WidgetConfigurationIntent: AppIntent {}

/// The description Shortcuts shows under an intent, as App Intents' `IntentDescription`.
public struct IntentDescription: ExpressibleByStringInterpolation, Sendable {
    /// The text.
    public let descriptionText: LocalizedStringResource
    /// The category Shortcuts lists the intent under.
    public let categoryName: LocalizedStringResource?
    /// Words Spotlight finds the intent by.
    public let searchKeywords: [LocalizedStringResource]

    /// A description of `descriptionText`.
    public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
                searchKeywords: [LocalizedStringResource] = []) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
    }

    /// A description of the literal `value`.
    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(stringLiteral: value))
    }

    /// A description of the interpolated text.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}
