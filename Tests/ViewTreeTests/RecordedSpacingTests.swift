import Foundation
import Testing
@testable import ViewTree

/// Default stack spacing and paragraph line heights against iOS recordings of SwiftUI views
/// (our own equivalents of the recorded views; the figures in FIDELITY.md, "Default spacing
/// between views").
@MainActor struct RecordedSpacingTests {
    private func frame(_ tree: ViewTreeLayout, _ text: String) throws -> CGRect {
        try #require(tree.first(text: text)).frame
    }

    /// xramos/BusTrip's `StopInfoView` (iOS 17, `.device(config: .iPhoneX)`, content size
    /// `.medium`): a caption over a row of a 24-point symbol frame and a caption 2 date, padded
    /// 8 on a card. Recorded 60.0 points tall; 8 points between the two lines would make 61.33.
    @Test func busTripsStopCardIsAsTallAsRecorded() {
        let card = VStack(alignment: .leading) {
            Text("Gotham").font(.caption)
            HStack {
                Image(systemName: "calendar.circle").frame(height: 24)
                Text("08:00").font(.caption2)
            }
        }
        .padding(8)
        .environment(\.dynamicTypeSize, .medium)
        #expect(abs(layout(card, scale: 3).frame.height - 60) <= 1.0 / 3)
    }

    /// The same app's `TripCardView`: a headline over the same kind of row, padded 8. Recorded
    /// 69.33 points tall (67.33 with 8 points between them).
    @Test func busTripsTripCardIsAsTallAsRecorded() {
        let card = HStack(alignment: .bottom) {
            VStack(alignment: .leading) {
                Text("Visit Gotham").font(.headline)
                HStack {
                    Image(systemName: "calendar.circle").frame(height: 24)
                    Text("09:00").font(.footnote)
                }
            }
            Spacer()
            Text("Ongoing").font(.caption)
        }
        .padding(8)
        .environment(\.dynamicTypeSize, .medium)
        #expect(abs(layout(card.frame(width: 375), scale: 3).frame.height - 69.33) <= 1.0 / 3)
    }

    /// cashapp/AccessibilitySnapshot's `CustomActionsDemo` row (iOS 18.5 and 26.2, 3x): a
    /// headline over a subheadline. Their baselines are recorded 20.67 apart.
    @Test func aHeadlineOverASubheadlineAsRecorded() throws {
        let tree = layout(VStack(alignment: .leading) {
            Text("Important Email").font(.headline)
            Text("Preview of email content...").font(.subheadline)
        }, scale: 3)
        let headline = try frame(tree, "Important Email"), subheadline = try frame(tree, "Preview of email content...")
        let baselines = (subheadline.minY + 15 * 0.952147) - (headline.minY + 17 * 0.952147)
        #expect(abs(baselines - 20.67) <= 1.0 / 3)
    }

    /// The same recordings' `CustomRotorsDemo` rows: a subheadline over a caption, padded 8
    /// above and below, rows 8 apart. Recorded 58.33 from row to row, their baselines 17.0
    /// apart.
    @Test func aSubheadlineOverACaptionAsRecorded() throws {
        let row = VStack(alignment: .leading) {
            Text("Classic Burger").font(.subheadline).fontWeight(.medium)
            Text("$12").font(.caption)
        }
        let tree = layout(VStack(spacing: 8) { row.padding(.vertical, 8); row.padding(.vertical, 8) }, scale: 3)
        let names = tree.allViews.filter { $0.text == "Classic Burger" }.map(\.frame)
        #expect(names.count == 2 && abs(names[1].minY - names[0].minY - 58.33) <= 1.0 / 3)
        let caption = try frame(tree, "$12")
        let baselines = (caption.minY + 12 * 0.952147) - (names[0].minY + 15 * 0.952147)
        #expect(abs(baselines - 17.0) <= 1.0 / 3)
    }

    /// Paragraphs in SwiftUI text recorded on iOS: body lines 22 apart (KeenWill/signalbox's
    /// settings, iOS 26.4, default size), caption lines 16 apart (AccessibilitySnapshot, iOS
    /// 26.2), body 21 and subheadline 19 apart at `.medium` (home-assistant/iOS, iOS 26.x).
    @Test func paragraphLinesAreAsFarApartAsRecorded() throws {
        for (font, size, recorded) in [(Font.body, DynamicTypeSize.large, 22.0), (.caption, .large, 16),
                                       (.body, .medium, 21), (.subheadline, .medium, 19)] {
            let one = try frame(layout(Text("One").font(font).dynamicTypeSize(size), scale: 3), "One")
            let two = try frame(layout(Text("One\nTwo").font(font).dynamicTypeSize(size), scale: 3), "One\nTwo")
            #expect(abs(two.height - one.height - recorded) <= 1.0 / 3, "\(font) at \(size)")
        }
    }
}
