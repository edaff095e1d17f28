/// Whether a view's content is being edited, as SwiftUI's `EditMode`.
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment, such as while a row is swiped.
    case transient
    /// Editing, as after a tap on Edit.
    case active

    /// Whether this mode is editing (`transient` or `active`).
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }

extension EnvironmentValues {
    /// The edit mode of the views inside, as a binding (nil: no edit mode, as outside a
    /// navigation stack).
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
