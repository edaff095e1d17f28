/// How control groups look, as SwiftUI's `ControlGroupStyle`. Set one with
/// `controlGroupStyle(_:)`. Main-actor isolated, as views are.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    /// The view a control group becomes.
    associatedtype Body: View
    /// The controls and label of the group being drawn.
    typealias Configuration = ControlGroupStyleConfiguration

    /// The view for the control group described by `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A control group's controls and label, handed to a `ControlGroupStyle`.
public struct ControlGroupStyleConfiguration {
    /// The controls or the label of a group, as a view.
    nonisolated public struct Content: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// The view.
        public var body: some View { content }
    }

    /// The label of a group, as a view.
    public typealias Label = Content

    /// The controls.
    public let content: Content
    /// The group's label (empty when it has none).
    public let label: Label
}

nonisolated extension ControlGroupStyle {
    /// The control group described by `configuration`, type-erased.
    func body(for configuration: Configuration) -> AnyView {
        nonisolated(unsafe) let (style, configuration) = (self, configuration)  // used on the main actor only
        return onMainActor { AnyView(style.makeBody(configuration: configuration)) }
    }
}

private struct ControlGroupStyleKey: EnvironmentKey {
    static var defaultValue: any ControlGroupStyle { AutomaticControlGroupStyle() }
}

extension EnvironmentValues {
    /// The style control groups inside a view are drawn in.
    var controlGroupStyle: any ControlGroupStyle {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws control groups inside this view in `style`.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        transformEnvironment { $0.controlGroupStyle = style }
    }
}
