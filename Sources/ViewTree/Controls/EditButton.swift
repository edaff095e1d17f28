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

/// A button that pastes the clipboard's items of a type, as SwiftUI's `PasteButton`: drawn as
/// iOS draws it, a prominent capsule of the tint colour with "Paste" and the
/// `doc.on.clipboard` symbol in white. A render never reads the clipboard.
nonisolated public struct PasteButton: View {
    /// A button that pastes items of `payloadType` (SwiftUI requires it to be `Transferable`).
    public init<T>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}

    /// The capsule.
    public var body: some View {
        Button(action: {}) { ViewTree.Label("Paste", systemImage: "doc.on.clipboard") }
            .buttonStyle(.borderedProminent)
            .buttonBorderShape(.capsule)
    }
}
