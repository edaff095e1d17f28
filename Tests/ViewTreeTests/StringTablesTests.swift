import Foundation
import Testing
@testable import ViewTree

/// `Text` translates its key with the app's string tables, as SwiftUI does with the bundle's.
@MainActor struct StringTablesTests {
    private func bundle(strings: String? = nil, catalog: String? = nil) throws -> Bundle {
        let root = FileManager.default.temporaryDirectory.appending(path: "tables-\(UUID().uuidString)/App_App.resources")
        try FileManager.default.createDirectory(at: root.appending(path: "en.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appending(path: "de.lproj"), withIntermediateDirectories: true)
        if let strings { try Data(strings.utf8).write(to: root.appending(path: "en.lproj/Localizable.strings")) }
        try Data(#""welcome.title" = "Willkommen";"#.utf8).write(to: root.appending(path: "de.lproj/Localizable.strings"))
        if let catalog { try Data(catalog.utf8).write(to: root.appending(path: "Localizable.xcstrings")) }
        return try #require(Bundle(url: root))
    }

    private func shown(_ text: Text) -> [String] {
        ImageRenderer(content: text).layout.allViews.compactMap(\.text)
    }

    @Test func stringsFilesTranslateKeysInTheDevelopmentLanguage() throws {
        let bundle = try bundle(strings: """
            /* Onboarding */
            "welcome.title" = "Welcome to **ViewTree**";
            "%@ has %lld items" = "%2$lld items belong to %1$@";
            """)
        #expect(shown(Text("welcome.title", bundle: bundle)) == ["Welcome to ViewTree"])
        let name = "Maya", count = 3
        #expect(shown(Text("\(name) has \(count) items", bundle: bundle)) == ["3 items belong to Maya"])
        #expect(shown(Text("missing.key", bundle: bundle)) == ["missing.key"])
        // Foundation's String(localized:) reads the same tables.
        #expect(String(localized: "welcome.title", bundle: bundle) == "Welcome to **ViewTree**")
        #expect(String(localized: "\(name) has \(count) items", bundle: bundle) == "3 items belong to Maya")
        #expect(String(localized: "missing.key", defaultValue: "Fallback \(count)", bundle: bundle) == "Fallback 3")
        #expect(String(localized: "welcome.title", defaultValue: "Unused", bundle: bundle) == "Welcome to **ViewTree**")
    }

    @Test func stringCatalogsTranslateWithPluralVariations() throws {
        let bundle = try bundle(catalog: """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "%lld photos": {"localizations": {"en": {"variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%lld photo"}},
                "other": {"stringUnit": {"state": "translated", "value": "%lld photos"}}}}}}},
              "Done": {},
              "cta.save": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Save 100%%"}}}}
            }}
            """)
        let one = 1, many = 5
        #expect(shown(Text("\(one) photos", bundle: bundle)) == ["1 photo"])
        #expect(shown(Text("\(many) photos", bundle: bundle)) == ["5 photos"])
        #expect(shown(Text("Done", bundle: bundle)) == ["Done"], "a key with no translation is its own text")
        #expect(shown(Text("cta.save", bundle: bundle)) == ["Save 100%"])
    }

    @Test func keysAreWrittenAsSwiftUIWritesThem() {
        let name = "Ada", count = 2, price = 1.5
        let key: LocalizedStringKey = "\(name) bought \(count) at \(price, specifier: "%.2f") (100%)"
        #expect(key.tableKey == "%@ bought %lld at %.2f (100%%)" && key.pluralCount == 2)
    }
}
