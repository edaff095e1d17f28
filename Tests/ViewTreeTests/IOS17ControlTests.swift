import Foundation
import Testing
@testable import ViewTree

/// A card that uses the iOS 17 modifiers that compile only (sheets, haptics, symbol effects,
/// content transitions, search suggestions).
private struct FeedCard: View {
    @State private var count = 3
    @State private var detent = PresentationDetent.medium
    var decorated = true

    var body: some View {
        if decorated {
            content
                .presentationDetents([.medium, .large, .fraction(0.3), .height(200)])
                .presentationDetents([.medium, .large], selection: $detent)
                .presentationDragIndicator(.visible)
                .presentationCornerRadius(24)
                .presentationBackground(.thinMaterial)
                .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                .interactiveDismissDisabled()
                .sensoryFeedback(.success, trigger: count)
                .sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: count) { old, new in new > old }
                .sensoryFeedback(trigger: count) { _, new in new > 5 ? .warning : nil }
                .contentTransition(.numericText())
                .contentTransition(.numericText(value: Double(count)))
                .contentTransition(.symbolEffect(.replace.downUp))
                .symbolEffect(.pulse)
                .symbolEffect(.variableColor.iterative.reversing, options: .repeating, isActive: true)
                .symbolEffect(.bounce.up.byLayer, options: .speed(2).repeat(2), value: count)
                .symbolEffect(.scale.up, isActive: count > 2)
                .symbolEffect(.disappear, isActive: false)
                .searchSuggestions { Text("Recent").searchCompletion("recent") }
                .searchSuggestions(.hidden, for: .menu)
                .scrollTargetBehavior(.paging)
        } else {
            content
        }
    }

    private var content: some View {
        HStack {
            Image(systemName: "bell")
            Text("\(count) new").font(.headline)
        }
        .padding()
        .background(Color.white)
    }
}

/// DatePicker, ColorPicker, ShareLink, EditButton and PasteButton, and the iOS 17 modifiers that
/// compile only.
@MainActor @Suite struct IOS17ControlTests {
    /// 2024-01-09 09:41 GMT, the reference date.
    private let date = EnvironmentValues.viewTreeDefaultReferenceDate

    @Test func compileOnlyModifiersLeaveLayoutAndPixelsAlone() throws {
        let decorated = ImageRenderer(content: FeedCard())
        let plain = ImageRenderer(content: FeedCard(decorated: false))
        #expect(decorated.layout.description == plain.layout.description)
        #expect(try decorated.canvas.bitmap.pixels == plain.canvas.bitmap.pixels)
    }

    /// The label at the leading edge; the date and the time each in a 34-point grey pill (a
    /// rounded rectangle in iOS 17's look), 11 points of padding around the text and 6 points
    /// apart, at the trailing edge.
    @Test func datePickerIsItsLabelAndTwoCapsulesAtTheTrailingEdge() throws {
        let picker = layout(DatePicker("Starts", selection: .constant(date)).frame(width: 350))
        let dateWidth = try idealWidth("Jan 9, 2024") + 22
        let timeWidth = try idealWidth("9:41 AM") + 22
        #expect(frames(picker, named: "RoundedRectangle") == [
            CGRect(x: 350 - timeWidth - 6 - dateWidth, y: 0, width: dateWidth, height: 34),
            CGRect(x: 350 - timeWidth, y: 0, width: timeWidth, height: 34),
        ])
        #expect(picker.first(text: "Starts")?.frame.minX == 0)
        #expect(picker.frame.height == 34)
        // One component, another time zone and locale, no label.
        var environment = EnvironmentValues()
        environment.timeZone = TimeZone(identifier: "America/New_York")!
        let timeOnly = layout(DatePicker("Alarm", selection: .constant(date), displayedComponents: .hourAndMinute)
            .labelsHidden().environment(\.timeZone, environment.timeZone))
        #expect(timeOnly.allViews.compactMap(\.text) == ["4:41 AM"])
        let german = layout(DatePicker("Datum", selection: .constant(date), displayedComponents: [.date])
            .labelsHidden().environment(\.locale, Locale(identifier: "de_DE")))
        #expect(german.allViews.compactMap(\.text) == ["09.01.2024"])
        // A selection outside the range shows the range's end.
        let clamped = layout(DatePicker("Due", selection: .constant(date), in: ...date.addingTimeInterval(-86_400),
                                        displayedComponents: .date))
        #expect(clamped.allViews.compactMap(\.text) == ["Due", "Jan 8, 2024"])
    }

    @Test func datePickerPillsAreTertiaryFillWithPrimaryText() throws {
        let canvas = try ControlPixels.canvas(DatePicker("Starts", selection: .constant(date), displayedComponents: .date)
            .labelsHidden())
        // 118,118,128 at 12% over white, near the pill's left end and mid-height.
        #expect(ControlPixels.near(canvas.pixel(x: 6, y: 17), ControlPixels.overWhite(118, 118, 128, 0.12)))
        #expect(ControlPixels.darkest(canvas, in: CGRect(x: 11, y: 8, width: 40, height: 18)) < 60)
        // Dark: 118,118,128 at 24% over black.
        let dark = try ControlPixels.canvas(DatePicker("Starts", selection: .constant(date), displayedComponents: .date)
            .labelsHidden(), scheme: .dark)
        #expect(ControlPixels.near(dark.pixel(x: 6, y: 17), ControlPixels.overWhite(118, 118, 128, 0.24, base: 0)))
    }

    /// A 28-point well at the trailing edge: a disc of the colour inside a ring of hues.
    @Test func colorPickerIsItsLabelAndAWell() throws {
        let picker = layout(ColorPicker("Tint", selection: .constant(.orange)).frame(width: 300))
        // The disc, 3 + 2 points inside the 28-point well at the trailing edge.
        #expect(frames(picker, named: "Circle") == [CGRect(x: 277, y: 5, width: 18, height: 18)])
        #expect(picker.frame.size == CGSize(width: 300, height: 28))
        let canvas = try ControlPixels.canvas(ColorPicker("Tint", selection: .constant(.orange)).labelsHidden())
        let orange = try ControlPixels.canvas(Color.orange.frame(width: 4, height: 4)).pixel(x: 2, y: 2)
        #expect(canvas.pixel(x: 14, y: 14) == orange)
        // The ring: red at the right (0 degrees), not the disc's colour; white between ring and disc.
        #expect(canvas.pixel(x: 26, y: 14).red > 200 && canvas.pixel(x: 26, y: 14) != orange)
        #expect(canvas.pixel(x: 14, y: 4) == ControlPixels.white)
    }

    @Test func shareLinkEditAndPasteButtonsAreButtons() throws {
        let url = URL(string: "https://example.com/post/1")!
        let share = layout(ShareLink(item: url))
        #expect(share.allViews.compactMap(\.text) == ["Share"])
        #expect(layout(ShareLink("Send", item: url, subject: Text("Post"))).allViews.compactMap(\.text) == ["Send"])
        let custom = layout(ShareLink(item: "Hello", preview: SharePreview("Greeting")) { Text("Send greeting") })
        #expect(custom.allViews.compactMap(\.text) == ["Send greeting"])
        // The label is tinted: blue.
        let shareCanvas = try ControlPixels.canvas(ShareLink("Send", item: url))
        #expect(ControlPixels.contains(shareCanvas, ControlPixels.blue, in: CGRect(x: 0, y: 0, width: 40, height: 22)))
        #expect(layout(EditButton()).allViews.compactMap(\.text) == ["Edit"])
        // PasteButton: a blue capsule with white "Paste".
        let paste = try ControlPixels.canvas(PasteButton(payloadType: String.self) { _ in })
        #expect(layout(PasteButton(payloadType: String.self) { _ in }).allViews.compactMap(\.text) == ["Paste"])
        #expect(paste.pixel(x: 8, y: paste.height / 2) == ControlPixels.blue)
        #expect(ControlPixels.contains(paste, ControlPixels.white, in: CGRect(x: 30, y: 0, width: 60, height: 50)))
    }
}
