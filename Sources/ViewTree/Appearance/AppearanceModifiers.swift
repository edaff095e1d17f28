import Foundation

// Appearing and tasks, as a window shows a view: when a render settles (snapshot strategies and
// previews settle it; `ImageRenderer.settle()` does it by hand), `onAppear` actions run once per
// view, deepest first, `onChange(of:initial: true)` actions with them, and then `.task` bodies
// start on the main actor, each with a bounded time to finish. `onDisappear` never runs, and
// `onChange` without `initial` never fires: nothing changes a still view after it appears.

nonisolated extension View {
    /// Runs `action` when the view appears: once, when a render settles.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        AppearanceModifier(content: self) { environment in
            action.map { action in .action(environment.identity, { action() }) }
        }
    }

    /// Runs `action` when the view disappears, which a still render never shows.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { unchangedInRender() }

    /// Starts `action` on the main actor when the view appears (when a render settles); it is
    /// cancelled if it has not finished when the image is taken.
    public func task(priority: TaskPriority = .userInitiated, file: StaticString = #fileID, line: UInt = #line,
                     @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        AppearanceModifier(content: self) { environment in
            .task(TaskRequest(identity: environment.identity, id: nil, priority: priority, action: action,
                              view: environment.bodyOwnerName, location: "\(file):\(line)"))
        }
    }

    /// Starts `action` when the view appears, and again (cancelling the running one) when
    /// `value` has changed by a later pass of the same render.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, file: StaticString = #fileID,
                                   line: UInt = #line,
                                   @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        AppearanceModifier(content: self) { environment in
            .task(TaskRequest(identity: environment.identity, id: EquatableBox(value), priority: priority, action: action,
                              view: environment.bodyOwnerName, location: "\(file):\(line)"))
        }
    }

    /// Runs `action` with the old and new values when `value` changes, and with the value twice
    /// when the view appears if `initial` is true.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (V, V) -> Void) -> some View {
        AppearanceModifier(content: self) { environment in
            initial ? .action(environment.identity, { action(value, value) }) : nil
        }
    }

    /// Runs `action` when `value` changes, and when the view appears if `initial` is true.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping () -> Void) -> some View {
        AppearanceModifier(content: self) { environment in
            initial ? .action(environment.identity, action) : nil
        }
    }

    /// Runs `action` with the new value when `value` changes (the iOS 14 form; never when a
    /// still view appears).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
        unchangedInRender()
    }

    /// Gives the view an explicit identity: views with different ids are different views, with
    /// state of their own.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        IdentifiedView(content: self, id: AnyHashable(id))
    }
}

/// A view whose appearance is recorded once its content is resolved, so that deeper views come
/// first, as SwiftUI calls `onAppear` on children before their parents.
nonisolated struct AppearanceModifier<Content: View>: View, PrimitiveView {
    let content: Content
    let event: (EnvironmentValues) -> AppearanceEvent?

    var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        let nodes = content.resolveNodes(in: environment)
        if let log = environment.appearanceLog, let event = event(environment) { log.record(event) }
        return nodes
    }
}

/// A view with an explicit identity.
nonisolated struct IdentifiedView<Content: View>: View, PrimitiveView {
    let content: Content
    let id: AnyHashable

    var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        var environment = environment
        environment.identity = environment.identity.appending(id)
        return content.resolveNodes(in: environment)
    }
}

/// A `task(id:)` value, compared with the value of an earlier pass.
struct EquatableBox: @unchecked Sendable {
    // Unchecked: compared on the main actor only, while a render settles.
    let value: Any
    private let equals: (Any) -> Bool

    init<T: Equatable>(_ value: T) {
        self.value = value
        equals = { ($0 as? T) == value }
    }

    func isEqual(to other: EquatableBox) -> Bool { equals(other.value) }
}

extension EnvironmentValues {
    /// The name of the view whose body is being resolved, for messages.
    var bodyOwnerName: String {
        bodyOwner.map { String(describing: $0) } ?? "the root view"
    }
}
