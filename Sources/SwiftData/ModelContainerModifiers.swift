import Foundation
import ViewTree

extension View {
    /// Gives the view and its contents `container`'s main context, as SwiftData's modifier.
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }

    /// Gives the view and its contents the main context of a new container of `modelType`,
    /// made once for the view (in memory on Linux, whatever `inMemory` says).
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false,
                               isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                               onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
                       isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    /// Gives the view and its contents the main context of a new container of `modelTypes`,
    /// made once for the view.
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false,
                               isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                               onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        ModelContainerHost(content: self, types: modelTypes, onSetup: onSetup)
    }

    /// Gives the view and its contents `context`.
    public func modelContext(_ context: ModelContext) -> some View {
        environment(\.modelContext, context)
    }
}

extension Scene {
    /// Gives the scene's views `container`'s main context (kept as it is: a render draws views,
    /// which take a container with the view modifier).
    public func modelContainer(_ container: ModelContainer) -> some Scene { self }

    /// Gives the scene's views a container of `modelType` (kept as it is, as above).
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false,
                               isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                               onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene {
        self
    }

    /// Gives the scene's views a container of `modelTypes` (kept as it is, as above).
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false,
                               isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                               onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene {
        self
    }
}

/// A view whose contents get the main context of a container it keeps in its state, made when
/// the view first appears in a render; `onSetup` gets it when the view appears.
private struct ModelContainerHost<Content: View>: View {
    let content: Content
    let onSetup: (Swift.Result<ModelContainer, any Error>) -> Void
    @State private var container: ModelContainer

    init(content: Content, types: [any PersistentModel.Type],
         onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void) {
        self.content = content
        self.onSetup = onSetup
        _container = State(initialValue: ModelContainer(inMemory: Schema(types)))
    }

    var body: some View {
        content.modelContainer(container).onAppear { onSetup(.success(container)) }
    }
}

extension EnvironmentValues {
    /// The context views insert, fetch and delete models in, as SwiftData's; without a
    /// `.modelContainer`, a context of an empty container.
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

private struct ModelContextKey: EnvironmentKey {
    static var defaultValue: ModelContext {
        ModelContext(ModelContainer(inMemory: Schema([])))
    }
}
