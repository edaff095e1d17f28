/// Whether a scene is in the foreground, as SwiftUI's `ScenePhase` read from
/// `@Environment(\.scenePhase)`. A rendered view is on screen: `.active`.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// In the background, not visible.
    case background
    /// Visible, not receiving events.
    case inactive
    /// In the foreground, receiving events.
    case active
}

private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }

extension EnvironmentValues {
    /// The phase of the scene the view is in: `.active` unless set.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
