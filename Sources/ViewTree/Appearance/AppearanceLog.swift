import Foundation

/// Something a view asks for when it appears.
enum AppearanceEvent {
    /// An `onAppear` (or `onChange(of:initial: true)`) action of the view at an identity.
    case action(ViewIdentity, () -> Void)
    /// A `.task` to start.
    case task(TaskRequest)
    /// A value an `onGeometryChange` or `onPreferenceChange` modifier observes, read after the layout pass.
    case valueChange(ViewIdentity, ObservedValueChange)
}

/// A `.task` a view asks for when it appears.
struct TaskRequest {
    /// The identity of the `.task` modifier.
    let identity: ViewIdentity
    /// The `task(id:)` value, if any.
    let id: EquatableBox?
    let priority: TaskPriority
    let action: @isolated(any) @Sendable () async -> Void
    /// The view whose body attached the task, and where, for messages.
    let view: String
    let location: String
}

/// The appearance events of one layout pass, in the order SwiftUI delivers them: deeper views
/// first, modifiers of one view in the order they are written.
final class AppearanceLog: @unchecked Sendable {
    // Unchecked: recorded and taken on the main actor, while views are resolved.
    private var events: [AppearanceEvent] = []

    func record(_ event: AppearanceEvent) { events.append(event) }

    /// The events recorded so far, emptying the log.
    func take() -> [AppearanceEvent] {
        defer { events = [] }
        return events
    }
}

private struct AppearanceLogKey: EnvironmentKey { static let defaultValue: AppearanceLog? = nil }

extension EnvironmentValues {
    /// Where views record what they do when they appear; the renderer sets it for each pass.
    var appearanceLog: AppearanceLog? {
        get { self[AppearanceLogKey.self] }
        set { self[AppearanceLogKey.self] = newValue }
    }
}
