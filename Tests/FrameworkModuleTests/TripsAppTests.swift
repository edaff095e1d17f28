import Foundation
import SwiftData
import SwiftUI
import Testing

/// An app delegate as SwiftUI apps declare one.
final class TripsAppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

/// An app file as Xcode's templates write it (here without `@main`, which belongs to an
/// executable target, so that the test bundle keeps its own entry point).
struct TripsApp: App {
    @UIApplicationDelegateAdaptor(TripsAppDelegate.self) private var delegate
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            TripsView()
        }
        .modelContainer(for: [Trip.self, Stop.self])
        .onChange(of: scenePhase) { _, _ in }
        if #available(iOS 17, *) {
            WindowGroup("Trip", id: "trip", for: String.self) { $name in
                Text(name ?? "")
            }
            .defaultSize(width: 400, height: 600)
        }
    }
}

@MainActor struct TripsAppTests {
    @Test func appsCompileAndTheirEntryPointReturns() {
        TripsApp.main()
        let group = WindowGroup { Text("Root") }
        #expect(ImageRenderer(content: group.content).layout.allViews.compactMap(\.text) == ["Root"])
        #expect(UISceneConfiguration(name: "Default", sessionRole: .windowApplication).role == .windowApplication)
    }
}
