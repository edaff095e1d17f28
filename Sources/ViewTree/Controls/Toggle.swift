/// A control that turns something on or off, as SwiftUI's `Toggle`, drawn by the toggle style in
/// the environment (`toggleStyle(_:)`): on iOS by default its label, then a switch at the
/// trailing edge, across the whole width offered. A render shows the binding's current value.
///
/// Inside a style's `makeBody(configuration:)` the styles set around it are in effect, not the
/// style itself, as in SwiftUI: a `Toggle` made there (`Toggle(configuration)`, or a new one
/// that a custom style wraps and tints) is drawn in the next style out, by default a switch.
/// GoodRequest's GoodSwiftUI `GRSwitchStyle` relies on this; its iOS 18.6 references show the
/// inner toggle as a switch.
nonisolated public struct Toggle<Label: View>: View {
    private let isOn: Binding<Bool>
    private let label: Label
    @Environment(\.toggleStyles) private var styles

    /// A toggle of `isOn`, showing `label`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The toggle drawn by the style in the environment.
    public var body: some View {
        let outer = Array(styles.dropLast())
        return (styles.last ?? DefaultToggleStyle())
            .body(for: ToggleStyleConfiguration(label: .init(AnyView(label)), isOn: isOn))
            .transformEnvironment { $0.toggleStyles = outer }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle `configuration` describes, for a style's `makeBody(configuration:)` that changes
    /// the style around it rather than drawing a toggle of its own.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
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
