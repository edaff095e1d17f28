/// How buttons look, as SwiftUI's `ButtonStyle`: a view made of the button's label. A still
/// render shows the button at rest, so `isPressed` is always `false`. Set one with
/// `buttonStyle(_:)`. Main-actor isolated, as views are.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view a button becomes.
    associatedtype Body: View
    /// The label, role and state of the button being drawn.
    typealias Configuration = ButtonStyleConfiguration

    /// The view for the button described by `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A button's label, role and state, handed to a `ButtonStyle`.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    nonisolated public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// The label.
        public var body: some View { content }
    }

    /// The button's role (`.destructive`, `.cancel`), if it has one.
    public let role: ButtonRole?
    /// The label.
    public let label: Label
    /// Whether the button is being pressed: never, in a still render.
    public let isPressed: Bool
}

/// How buttons look and behave, as SwiftUI's `PrimitiveButtonStyle`; the built-in styles
/// (`.automatic`, `.borderless`, `.plain`, `.bordered`, `.borderedProminent`) are of this kind.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The view a button becomes.
    associatedtype Body: View
    /// The label and role of the button being drawn.
    typealias Configuration = PrimitiveButtonStyleConfiguration

    /// The view for the button described by `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A button's label and role, and its action, handed to a `PrimitiveButtonStyle`.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view (the same view a `ButtonStyle` gets).
    public typealias Label = ButtonStyleConfiguration.Label

    /// The button's role (`.destructive`, `.cancel`), if it has one.
    public let role: ButtonRole?
    /// The label.
    public let label: Label

    /// Performs the button's action: nothing, in a render.
    public func trigger() {}
}

/// A `ButtonStyle` used where a primitive one is expected: its body for a button at rest.
nonisolated struct ButtonStyleAdapter<Style: ButtonStyle>: PrimitiveButtonStyle {
    let style: Style

    @MainActor func makeBody(configuration: Configuration) -> Style.Body {
        style.makeBody(configuration: ButtonStyleConfiguration(role: configuration.role,
                                                               label: configuration.label,
                                                               isPressed: false))
    }
}

nonisolated extension PrimitiveButtonStyle {
    /// The button described by `configuration`, type-erased.
    func body(for configuration: Configuration) -> AnyView {
        nonisolated(unsafe) let (style, configuration) = (self, configuration)  // used on the main actor only
        return onMainActor { AnyView(style.makeBody(configuration: configuration)) }
    }
}

private struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: any PrimitiveButtonStyle { DefaultButtonStyle() }
}

extension EnvironmentValues {
    /// The style buttons inside a view are drawn in.
    var buttonStyle: any PrimitiveButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws buttons inside this view in `style`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        transformEnvironment { $0.buttonStyle = ButtonStyleAdapter(style: style) }
    }

    /// Draws buttons inside this view in `style` (`.bordered`, `.borderedProminent`, `.plain`...).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        transformEnvironment { $0.buttonStyle = style }
    }
}
