/// An app, as SwiftUI's `App`: `@main struct TripsApp: App { var body: some Scene { WindowGroup
/// { ContentView() } } }` compiles, so an app's sources build as they are (in an executable
/// target, which test targets can import). ViewTree renders views through previews and
/// snapshots, not running apps: `main()` makes the app and returns.
@MainActor @preconcurrency
public protocol App {
    /// The app's scenes.
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder var body: Body { get }
    /// The app, as the system makes it at launch.
    init()
}

extension App {
    /// The app's entry point: makes the app and returns, since a render runs no app.
    public static func main() {
        _ = Self()
    }
}
