import Foundation
import Testing
@testable import ViewTree

/// A settings app's first screen, as an iOS developer would write it: a tab view of navigation
/// stacks, an inset grouped list with a profile row, links with icons, a footer, and a photo
/// grid on another tab. The frames and pixels are those worked out in the component tests,
/// seen together on an iPhone 13 Pro Max at 1x (safe area 47...892).
struct SettingsAppScreen: View {
    var selectedTab = 0

    private struct Item: Identifiable {
        let id: String
        let color: Color
    }

    private let general = [Item(id: "General", color: .gray), Item(id: "Display & Brightness", color: .blue),
                           Item(id: "Wallpaper", color: .cyan)]

    var body: some View {
        TabView(selection: .constant(selectedTab)) {
            NavigationStack {
                List {
                    Section {
                        HStack(spacing: 12) {
                            Circle().fill(.indigo).frame(width: 60, height: 60)
                            VStack(alignment: .leading, spacing: 2) {
                                Text("Ada Lovelace").font(.title2)
                                Text("Apple Account, iCloud and more").font(.footnote).foregroundStyle(.secondary)
                            }
                        }
                        .padding(.vertical, 4)
                    }
                    Section {
                        ForEach(general) { item in
                            NavigationLink(value: item.id) {
                                Label {
                                    Text(item.id)
                                } icon: {
                                    RoundedRectangle(cornerRadius: 7).fill(item.color).frame(width: 29, height: 29)
                                }
                            }
                        }
                    } footer: {
                        Text("Changes apply to every device signed in to your account.")
                    }
                    Section("Privacy") {
                        Text("Location Services")
                        Text("Sign Out").foregroundStyle(.red)
                    }
                }
                .navigationTitle("Settings")
                .toolbar { Button("Edit") {} }
            }
            .tabItem { Label("Settings", systemImage: "gear") }
            .tag(0)

            NavigationStack {
                ScrollView {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 100), spacing: 2)], spacing: 2) {
                        ForEach(0..<40) { index in
                            (index.isMultiple(of: 3) ? Color.orange : index.isMultiple(of: 2) ? Color.teal : Color.pink)
                                .aspectRatio(1, contentMode: .fill)
                        }
                    }
                }
                .navigationTitle("Photos")
                .navigationBarTitleDisplayMode(.inline)
            }
            .tabItem { Label("Photos", systemImage: "photo") }
            .tag(1)
        }
    }
}

@MainActor @Suite struct ChromeScreenTests {
    @Test func theSettingsAppScreenLaysOutAsOnAPhone() throws {
        let tree = windowLayout(SettingsAppScreen())
        #expect(tree.first(named: "NavigationBar")?.frame == CGRect(x: 0, y: 47, width: 428, height: 96))
        #expect(tree.first(text: "Settings")?.frame.origin == CGPoint(x: 20, y: 94))
        #expect(tree.first(text: "Edit")?.frame.maxX == 408)
        // The list starts below the large title and ends at the tab bar.
        #expect(tree.first(named: "List")?.frame == CGRect(x: 0, y: 143, width: 428, height: 700))
        #expect(tree.first(named: "TabBar")?.frame == CGRect(x: 0, y: 843, width: 428, height: 49))
        // The profile row: 60 + 2 x 4 padding + 2 x 11 = 90 tall, 35 below the list's top
        // (143 + 35 + 11 + 4 = 193).
        let avatar = try #require(tree.first(named: "Circle"))
        #expect(avatar.frame == CGRect(x: 40, y: 193, width: 60, height: 60))
        // The links: labels' titles past their 29-point icons, chevrons at the trailing inset.
        #expect(frames(tree, named: "DisclosureChevron").count == 3)
        #expect(frames(tree, named: "DisclosureChevron").allSatisfy { $0.maxX == 388 })
        let general = try #require(tree.first(text: "General"))
        #expect(general.frame.minX == 77)       // 40, the icon (29) and 8
        #expect(tree.first(text: "PRIVACY") != nil)
        // Only the selected tab is laid out.
        #expect(tree.first(text: "Photos") != nil && tree.first(named: "LazyVGrid") == nil)
    }

    @Test func theSettingsAppScreenInLightAndDark() throws {
        for (scheme, background, row) in [(ColorScheme.light, opaque(242, 242, 247), opaque(255, 255, 255)),
                                          (.dark, opaque(0, 0, 0), opaque(28, 28, 30))] {
            let canvas = try windowRender(SettingsAppScreen(), scheme: scheme)
            #expect(canvas.pixel(x: 5, y: 20) == background)        // under the status bar
            #expect(canvas.pixel(x: 200, y: 120) == background)     // beside the large title
            #expect(canvas.pixel(x: 380, y: 223) == row)            // the profile card
            #expect(canvas.pixel(x: 70, y: 223) == opaque(scheme == .light ? 88 : 94, scheme == .light ? 86 : 92,
                                                          scheme == .light ? 214 : 230))   // the avatar
        }
    }

    @Test func thePhotosTabShowsItsGridUnderAnInlineTitle() throws {
        let tree = windowLayout(SettingsAppScreen(selectedTab: 1))
        #expect(tree.first(named: "NavigationBar")?.frame.height == 44)
        // floor((428 + 2) / 102) = 4 columns of (428 - 6) / 4 = 105.5.
        let cells = frames(tree, named: "Color")
        #expect(cells.prefix(4).map(\.minY) == [91, 91, 91, 91])
        #expect(cells[1].minX == 108 || cells[1].minX == 107)
        let canvas = try windowRender(SettingsAppScreen(selectedTab: 1))
        #expect(canvas.pixel(x: 50, y: 140) == opaque(255, 149, 0))
    }
}
