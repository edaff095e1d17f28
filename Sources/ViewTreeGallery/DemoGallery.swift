import ViewTreePreviews

/// The demo gallery `viewtree` renders: realistic screens built with the view DSL (orders with
/// status badges, a detail screen, a settings screen, a profile form and a music library built
/// from the system's chrome, empty and error states, an inbox, a photo feed, a wallet of
/// effects), a type specimen and Raster's shapes. The screens render
/// on an iPhone 13 Pro Max in light and dark unless the command line chooses.
public enum DemoGallery: ViewTreePreviewCatalog {
    /// The screens, the type specimen and Raster's shapes; the profile form and the empty state
    /// are `#Preview`s in their own files, rendered after these.
    public static var previews: [Preview] {
        Preview("Orders") { OrdersScreen(photo: try SamplePhoto.load()) }
        Preview("Detail") { DetailScreen(photo: try SamplePhoto.load()) }
        Preview("Settings") { SettingsScreen(photo: try SamplePhoto.load()) }
        Preview("Library") { LibraryScreen() }
        Preview("Library search") { LibraryScreen(selectedTab: "search") }
        Preview("Error state") { ErrorStateScreen() }
        Preview("Inbox") { InboxScreen() }
        Preview("Photos") { try PhotoScreen.make() }
        Preview("Wallet") { EffectsScreen() }
        Preview("Text specimen", traits: .sizeThatFitsLayout, colorSchemes: [.light]) { TextSpecimen.view }
        Preview("Raster shapes", traits: .sizeThatFitsLayout, colorSchemes: [.light]) { RasterShapes.view }
    }

    /// The gallery's own `#Preview`s (a process that links other modules may have more).
    public static var declaredPreviews: [Preview] { Preview.declared(inModule: "ViewTreeGallery") }
    /// An iPhone 13 Pro Max, which the screens were designed on.
    public static var defaultDevices: [ViewTreeDevice] { [.iPhone13ProMax] }
    /// Light and dark.
    public static var defaultColorSchemes: [ColorScheme] { [.light, .dark] }
    /// `viewtree`.
    public nonisolated static var commandName: String { "viewtree" }
}
