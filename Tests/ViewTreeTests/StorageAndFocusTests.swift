import Foundation
import Testing
@testable import ViewTree
import Raster

private enum SortOrder: String { case newest, oldest }

private struct PreferencesView: View {
    @AppStorage("username") private var username = "Guest"
    @AppStorage("launches") private var launches = 0
    @AppStorage("sort") private var sort = SortOrder.newest
    @AppStorage("nickname") private var nickname: String?
    @SceneStorage("draft") private var draft = "No draft"
    @FocusState private var isFocused: Bool

    var body: some View {
        VStack {
            Text(username)
            Text("\(launches)")
            Text(sort.rawValue)
            Text(nickname ?? "none")
            Text(draft)
            Text(isFocused ? "focused" : "not focused")
                .focused($isFocused)
                .submitLabel(.done)
                .keyboardType(.emailAddress)
                .textContentType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .onSubmit {}
        }
    }
}

/// `@AppStorage` reads only stores it is given, `@SceneStorage` and `@FocusState` show their
/// initial values, and `preferredColorScheme` recolours the whole window.
@MainActor struct StorageAndFocusTests {
    private func texts(_ view: some View) -> [String] { layout(view).allViews.compactMap(\.text) }

    @Test func withoutAStoreAppStorageShowsItsDefaults() {
        #expect(texts(PreferencesView()) == ["Guest", "0", "newest", "none", "No draft", "not focused"])
    }

    @Test func aGivenStoreIsReadAndWritten() throws {
        let suite = "viewtree-tests-\(UUID().uuidString)"
        let store = try #require(UserDefaults(suiteName: suite))
        defer { store.removePersistentDomain(forName: suite) }
        store.set("Ada", forKey: "username")
        store.set(3, forKey: "launches")
        store.set("oldest", forKey: "sort")
        store.set("ada", forKey: "nickname")
        #expect(texts(PreferencesView().defaultAppStorage(store)) == ["Ada", "3", "oldest", "ada", "No draft", "not focused"])
        // Writing goes to the store.
        let storage = AppStorage(wrappedValue: 0, "launches", store: store)
        storage.wrappedValue = 4
        #expect(store.integer(forKey: "launches") == 4)
    }

    @Test func preferredColorSchemeRecoloursTheWholeWindow() throws {
        let renderer = ImageRenderer(content: Text("Hi").preferredColorScheme(.dark))
        renderer.window = ViewTreeWindow(size: CGSize(width: 40, height: 40))
        let canvas = try renderer.canvas
        // The window background is black and the text white, as in the dark scheme.
        #expect(canvas.pixel(x: 1, y: 1) == RGBA8(red: 0, green: 0, blue: 0, alpha: 255))
        let inked = (0..<40).flatMap { y in (0..<40).map { canvas.pixel(x: $0, y: y) } }.filter { $0.red > 200 }
        #expect(!inked.isEmpty && inked.allSatisfy { $0.red == $0.blue })
        // No preference leaves the scheme as it is.
        let light = ImageRenderer(content: Text("Hi").preferredColorScheme(nil))
        light.window = ViewTreeWindow(size: CGSize(width: 40, height: 40))
        #expect(try light.canvas.pixel(x: 1, y: 1) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
    }
}
