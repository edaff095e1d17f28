/// A button that turns a list's edit mode on and off, as SwiftUI's `EditButton`: drawn as a
/// button titled "Edit", or "Done" while the environment's edit mode is editing, tinted and
/// following `buttonStyle(_:)`.
nonisolated public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// An edit button.
    public init() {}

    /// "Edit" or "Done", as a button.
    public var body: some View {
        Button(editMode?.wrappedValue.isEditing == true ? "Done" : "Edit") {}
    }
}
