import Foundation

/// A control that opens a URL, as SwiftUI's `Link`: drawn as a button of its label, so it is
/// tinted (the accent colour unless `tint` sets another) and follows `buttonStyle(_:)`. A render
/// never opens anything.
nonisolated public struct Link<Label: View>: View {
    private let destination: URL
    private let label: Label

    /// A link to `destination` showing `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// The link, drawn as a button.
    public var body: some View {
        Button(action: {}) { label }
    }
}

extension Link where Label == Text {
    /// A link to `destination` titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link to `destination` titled with the string `title` (verbatim).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
