/// A control that turns something on or off, as SwiftUI's `Toggle`, drawn by the toggle style in
/// the environment (`toggleStyle(_:)`): on iOS by default its label, then a switch at the
/// trailing edge, across the whole width offered. A render shows the binding's current value.
nonisolated public struct Toggle<Label: View>: View {
    private let isOn: Binding<Bool>
    private let label: Label
    @Environment(\.toggleStyle) private var style

    /// A toggle of `isOn`, showing `label`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The toggle drawn by the style in the environment.
    public var body: some View {
        style.body(for: ToggleStyleConfiguration(label: .init(AnyView(label)), isOn: isOn))
    }
}

extension Toggle where Label == Text {
    /// A toggle of `isOn` titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A toggle of `isOn` titled with the string `title` (verbatim).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == ViewTree.Label<Text, Image> {
    /// A toggle of `isOn` titled `titleKey` with the SF Symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { ViewTree.Label(titleKey, systemImage: systemImage) }
    }
}
