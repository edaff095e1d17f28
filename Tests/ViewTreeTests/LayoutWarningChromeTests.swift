import Foundation
import Testing
import ViewTree

/// A row of the app's own, whose title does not fit.
private struct OrderRow: View {
    var body: some View {
        HStack {
            Text("Past orders from the spring collection").lineLimit(1)
            Color.gray.frame(width: 30, height: 30)
        }
        .frame(width: 120)
    }
}

/// A screen of the app's own in a navigation stack with a large title, toolbar items, a bottom
/// toolbar and a tab bar: ViewTree's chrome around the app's rows.
private struct OrdersScreen: View {
    var body: some View {
        TabView {
            NavigationStack {
                VStack {
                    OrderRow()
                    Text("A footnote of the screen itself that is far too long").lineLimit(1).frame(width: 100)
                }
                .navigationTitle("Orders placed in the last twelve months")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Cancel") {} }
                    ToolbarItem(placement: .topBarTrailing) { Button("Save changes") {} }
                    ToolbarItem(placement: .bottomBar) { Button("Archive every order") {} }
                }
            }
            .tabItem { Label("Orders and returns", systemImage: "bag") }
        }
    }
}

/// Layout warnings leave ViewTree's own chrome alone and name the app's view a warning is in.
@MainActor @Suite struct LayoutWarningChromeTests {
    func warnings(on device: ViewTreeDevice, size: DynamicTypeSize) -> [ViewTreeLayoutWarning] {
        let renderer = ImageRenderer(content: OrdersScreen().environment(\.dynamicTypeSize, size))
        renderer.window = device.window
        device.apply(to: &renderer.environment)
        renderer.environment.dynamicTypeSize = size
        return renderer.layoutWarnings
    }

    @Test(arguments: [DynamicTypeSize.large, .accessibility3])
    func warningsSkipChrome(size: DynamicTypeSize) {
        let found = warnings(on: .iPhoneSe, size: size)
        let chrome: Set = ["NavigationBar", "BottomToolbar", "TabBar", "PageIndicator"]
        for warning in found {
            #expect(chrome.isDisjoint(with: warning.path), "\(warning.path): \(warning.message)")
            #expect(!["Cancel", "Save changes", "Archive every order", "Orders and returns"].contains(warning.text ?? ""),
                    "\(warning.message)")
        }
        // The app's own views are still checked.
        #expect(found.contains { $0.text == "Past orders from the spring collection" })
        #expect(found.contains { $0.text == "A footnote of the screen itself that is far too long" })
    }

    @Test func aWarningNamesTheAppViewItIsIn() throws {
        let found = warnings(on: .iPhone13ProMax, size: .large)
        let row = try #require(found.first { $0.text == "Past orders from the spring collection" })
        #expect(row.viewType == "OrderRow")
        #expect(row.message.hasPrefix("Text \"Past orders from the spring collection\" in OrderRow is truncated"),
                "\(row.message)")
        let footnote = try #require(found.first { $0.text == "A footnote of the screen itself that is far too long" })
        #expect(footnote.viewType == "OrdersScreen")
    }
}
