import AppIntents
import Foundation
import ViewTree

/// Makes the entries of a widget the person configures with an intent, as WidgetKit's
/// `AppIntentTimelineProvider` (iOS 17). A render runs no provider: a test calls it itself.
public protocol AppIntentTimelineProvider {
    /// The entries it makes.
    associatedtype Entry: TimelineEntry
    /// The intent the widget is configured with.
    associatedtype Intent: WidgetConfigurationIntent
    /// The context the system passes.
    typealias Context = TimelineProviderContext
    /// An entry to draw redacted while the widget loads.
    func placeholder(in context: Context) -> Entry
    /// An entry for the widget gallery, for `configuration`.
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    /// The widget's entries from now on, for `configuration`.
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
    /// Configurations to offer where the widget cannot be configured (watch complications).
    func recommendations() -> [AppIntentRecommendation<Intent>]
}

extension AppIntentTimelineProvider {
    /// None.
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

/// A configuration offered ready-made, as WidgetKit's `AppIntentRecommendation`.
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent>: Sendable {
    /// The configuration.
    public let intent: Intent
    /// Its description.
    public let description: LocalizedStringResource

    /// The recommendation of `intent`, described as `description`.
    public init(intent: Intent, description: LocalizedStringResource) {
        self.intent = intent
        self.description = description
    }
}

/// A widget the person configures with an intent, as WidgetKit's `AppIntentConfiguration`: its
/// kind, its intent type, its provider and the view of each entry. A render runs no provider;
/// previews and snapshots draw the entry view.
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration {
    /// The widget's kind, which `WidgetCenter` reloads by.
    public let kind: String
    private let entryView: (any TimelineEntry) -> AnyView?

    /// The widget of `kind`, configured by `intent`, whose `provider` makes the entries `content`
    /// draws.
    public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider,
                                                     @ViewBuilder content: @escaping (Provider.Entry) -> Content)
        where Provider.Intent == Intent {
        self.kind = kind
        entryView = { entry in (entry as? Provider.Entry).map { AnyView(content($0)) } }
    }

    /// The view `content` makes for `entry`, when it is the provider's kind of entry.
    public func viewTreeEntryView(_ entry: any TimelineEntry) -> AnyView? {
        entryView(entry)
    }
}
