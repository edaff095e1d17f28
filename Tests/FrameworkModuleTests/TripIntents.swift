import AppIntents
import SwiftUI
import WidgetKit

// An app's intents file as App Intents apps write it: an enum and an entity parameters choose
// from, an intent with a parameter summary, a widget configuration intent, shortcuts, and a
// widget configured by the intent. (No SwiftUI `Section`/`Table` here: App Intents' names only.)

enum TripLength: String, AppEnum {
    case short, long

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trip Length"
    static let caseDisplayRepresentations: [TripLength: DisplayRepresentation] = [
        .short: "Short",
        .long: DisplayRepresentation(title: "Long", subtitle: "A week or more"),
    ]
}

struct TripEntity: AppEntity, Hashable {
    let id: String
    let nights: Int

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id), \(nights) nights") }
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Trip")
    static let defaultQuery = TripEntityQuery()
}

struct TripEntityQuery: EntityQuery {
    static let all = [TripEntity(id: "Oslo", nights: 5), TripEntity(id: "Rome", nights: 9)]

    func entities(for identifiers: [TripEntity.ID]) async throws -> [TripEntity] {
        Self.all.filter { identifiers.contains($0.id) }
    }
}

struct PlanTripIntent: AppIntent {
    static let title: LocalizedStringResource = "Plan Trip"
    static let description = IntentDescription("Plans a trip.")

    @Parameter(title: "Length", default: TripLength.short)
    var length: TripLength

    @Parameter(title: "Trip")
    var trip: TripEntity?

    static var parameterSummary: some ParameterSummary {
        When(\.$length, .equalTo, TripLength.long) {
            Summary {
                \.$length
                \.$trip
            }
        } otherwise: {
            Summary {
                \.$length
            }
        }
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Planned a \(length.rawValue) trip to \(trip?.id ?? "nowhere")")
    }
}

struct TripWidgetIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Trip"

    @Parameter(title: "Trip")
    var trip: TripEntity?
}

struct TripShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: PlanTripIntent(), phrases: ["Plan a \(\.$length) trip with \(.applicationName)"])
    }
}

struct TripWidgetEntry: TimelineEntry {
    let date: Date
    let trip: String
}

struct TripWidgetProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> TripWidgetEntry { TripWidgetEntry(date: .distantPast, trip: "…") }

    func snapshot(for configuration: TripWidgetIntent, in context: Context) async -> TripWidgetEntry {
        TripWidgetEntry(date: .distantPast, trip: configuration.trip?.id ?? "No trip")
    }

    func timeline(for configuration: TripWidgetIntent, in context: Context) async -> Timeline<TripWidgetEntry> {
        Timeline(entries: [await snapshot(for: configuration, in: context)], policy: .never)
    }

    func recommendations() -> [AppIntentRecommendation<TripWidgetIntent>] {
        [AppIntentRecommendation(intent: TripWidgetIntent(), description: "Next trip")]
    }
}

struct TripWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Trip", intent: TripWidgetIntent.self, provider: TripWidgetProvider()) { entry in
            Text(entry.trip)
        }
        .supportedFamilies([.systemSmall])
    }
}
