/// A toggle drawn as a button titled with its label, as SwiftUI's `ButtonToggleStyle`: on, the
/// button's background is filled with the tint (Apple's documentation of `ToggleStyle.button`),
/// drawn as the bordered prominent button; off, the button alone, as a borderless button
/// (*unverified*: the shapes against an iOS capture).
nonisolated public struct ButtonToggleStyle: ToggleStyle {
    /// The style.
    public init() {}

    /// The label as a button, filled with the tint while on.
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.isOn {
            Button {} label: { configuration.label }.buttonStyle(.borderedProminent)
        } else {
            Button {} label: { configuration.label }.buttonStyle(.borderless)
        }
    }
}

nonisolated extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button, filled with the tint while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
