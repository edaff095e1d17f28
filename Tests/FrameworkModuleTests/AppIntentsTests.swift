import AppIntents
import Foundation
import SwiftUI
import Testing
@_spi(ViewTreeInternals) import ViewTree
import WidgetKit

/// App Intents compile-only: intents, parameters, entities, enums, summaries and shortcuts as
/// apps declare them, and widgets configured by an intent.
@MainActor struct AppIntentsTests {
    @Test func parametersHoldTheirDefaultsAndTheValuesSet() async throws {
        // Parameters are objects: setting one needs no `var`, as on iOS.
        let intent = PlanTripIntent()
        #expect(intent.length == .short && intent.trip == nil)
        intent.length = .long
        intent.trip = TripEntity(id: "Rome", nights: 9)
        #expect(intent.$length.title.description == "Length")
        let result = try await intent.perform() as Any as? _ViewTreeIntentResult<Never>
        #expect(result?.dialog?.fullDialog.description == "Planned a long trip to Rome")
        #expect(PlanTripIntent.title.description == "Plan Trip" && PlanTripIntent.description.descriptionText.description == "Plans a trip.")
    }

    @Test func enumsAndEntitiesDescribeThemselves() async throws {
        #expect(TripLength.caseDisplayRepresentations[.long]?.subtitle?.description == "A week or more")
        #expect(TripLength.typeDisplayRepresentation.name.description == "Trip Length")
        #expect(TripEntity(id: "Oslo", nights: 5).displayRepresentation.title.description == "Oslo, 5 nights")
        #expect(try await TripEntity.defaultQuery.entities(for: ["Rome"]).map(\.nights) == [9])
        #expect(try await TripEntity.defaultQuery.suggestedEntities().isEmpty)
    }

    @Test func summariesAndShortcutsNameTheParameters() {
        let summary = Summary<PlanTripIntent> {
            \.$length
            \.$trip
        }
        #expect(summary.parameters == [\PlanTripIntent.$length, \PlanTripIntent.$trip])
        let phrases = TripShortcuts.appShortcuts.flatMap(\.phrases)
        #expect(phrases.count == 1 && phrases[0].hasSuffix("trip with ${applicationName}") && phrases[0].hasPrefix("Plan a ${"))
    }

    @Test func widgetsConfiguredByAnIntentDrawTheirEntries() async throws {
        let context = TimelineProviderContext(family: .systemSmall, displaySize: CGSize(width: 158, height: 158))
        let configuration = TripWidgetIntent()
        configuration.trip = TripEntity(id: "Oslo", nights: 5)
        let timeline = await TripWidgetProvider().timeline(for: configuration, in: context)
        let view = try #require(TripWidget().body.viewTreeEntryView(timeline.entries[0]))
        #expect(ImageRenderer(content: view).layout.first(text: "Oslo") != nil)
        #expect(TripWidgetProvider().recommendations().map(\.description.description) == ["Next trip"])
        #expect(try await TripWidgetIntent().perform().view == nil)
    }
}
