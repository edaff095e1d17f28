import Foundation
import Raster
import Testing
@testable import ViewTree

extension EnvironmentValues {
    /// A value declared with `@Entry`, with a type.
    @Entry var entryAccent: Color = .orange
    /// An optional declared with `@Entry` without a value.
    @Entry var entryTitle: String?
    /// A value declared with `@Entry` by its initial value alone.
    @Entry var entryCount = 3
}

/// A view reading the entries.
private struct EntryReader: View {
    @Environment(\.entryAccent) private var accent
    @Environment(\.entryTitle) private var title
    @Environment(\.entryCount) private var count

    var body: some View {
        Text(verbatim: "\(title ?? "none") \(count)").foregroundStyle(accent)
    }
}

/// `@Entry`, and the environment's actions and settings that real apps read: openURL,
/// openWindow, dismissWindow, scenePhase, sizeCategory and the accessibility settings.
@MainActor @Suite struct EnvironmentEntryTests {
    @Test func entriesHaveTheirDefaultsUntilSet() throws {
        #expect(layout(EntryReader()).first(text: "none 3") != nil)
        let set = layout(EntryReader().environment(\.entryTitle, "Inbox").environment(\.entryCount, 7))
        #expect(set.first(text: "Inbox 7") != nil)
        let values = EnvironmentValues()
        #expect(values.entryAccent == .orange)
        var changed = values
        changed.entryAccent = .blue
        #expect(changed.entryAccent == .blue && values.entryAccent == .orange)
    }

    @Test func transformEnvironmentChangesTheValueTheViewWouldSee() {
        let doubled = EntryReader().transformEnvironment(\.entryCount) { $0 *= 2 }
        #expect(layout(doubled).first(text: "none 6") != nil)
        let inner = EntryReader().transformEnvironment(\.entryCount) { $0 += 1 }.environment(\.entryCount, 10)
        #expect(layout(inner).first(text: "none 11") != nil, "the transform starts from the outer value")
    }

    @Test func actionsAndSettingsHaveTheirDefaults() {
        var values = EnvironmentValues()
        #expect(values.scenePhase == .active)
        #expect(values.sizeCategory == .large && !values.sizeCategory.isAccessibilityCategory)
        values.sizeCategory = .accessibilityMedium
        #expect(values.dynamicTypeSize == .accessibility1)
        values.dynamicTypeSize = .xSmall
        #expect(values.sizeCategory == .extraSmall)
        #expect(!values.accessibilityVoiceOverEnabled && !values.accessibilityReduceMotion)
        values.openWindow(id: "detail")
        values.dismissWindow()
        nonisolated(unsafe) var opened: [URL] = []
        values.openURL = OpenURLAction { url in
            opened.append(url)
            return .handled
        }
        let url = URL(string: "https://example.com")!
        values.openURL(url)
        var accepted = false
        values.openURL(url) { accepted = $0 }
        #expect(opened == [url, url] && accepted)
    }
}
