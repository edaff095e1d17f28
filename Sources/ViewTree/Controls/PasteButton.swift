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
