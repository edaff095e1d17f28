// Apple Intelligence's Writing Tools (iOS 18), as SwiftUI declares them. They act on text a
// person selects on a device, which a still render never has, so they compile only.

/// The Writing Tools editing experience for text and text input.
public struct WritingToolsBehavior: Hashable, Sendable {
    private let name: String

    /// An editing experience chosen from the context, which may disable the tools.
    public static let automatic = WritingToolsBehavior(name: "automatic")
    /// The complete inline-editing experience, if possible.
    public static let complete = WritingToolsBehavior(name: "complete")
    /// The limited, overlay-panel experience, if possible.
    public static let limited = WritingToolsBehavior(name: "limited")
    /// No Writing Tools.
    public static let disabled = WritingToolsBehavior(name: "disabled")
}

nonisolated extension View {
    /// Sets the Writing Tools experience of the text and text input inside this view.
    /// Compiles only: a still render shows no Writing Tools.
    public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View { unchangedInRender() }
}
