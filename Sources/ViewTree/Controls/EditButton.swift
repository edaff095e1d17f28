/// A button that turns a list's edit mode on and off, as SwiftUI's `EditButton`: drawn as a
/// button titled "Edit" (edit mode is never on in a render), tinted and following `buttonStyle(_:)`.
nonisolated public struct EditButton: View {
    /// An edit button.
    public init() {}

    /// "Edit", as a button.
    public var body: some View {
        Button("Edit") {}
    }
}
