/// How gauges look, as SwiftUI's `GaugeStyle`. Set one with `gaugeStyle(_:)`. Main-actor
/// isolated, as views are.
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// The view a gauge becomes.
    associatedtype Body: View
    /// The value and labels of the gauge being drawn.
    typealias Configuration = GaugeStyleConfiguration

    /// The view for the gauge described by `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A gauge's value and labels, handed to a `GaugeStyle`.
public struct GaugeStyleConfiguration {
    /// A label of a gauge, as a view.
    nonisolated public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// The label.
        public var body: some View { content }
    }

    /// The label of the current value, as a view.
    public typealias CurrentValueLabel = Label
    /// The label of the minimum value, as a view.
    public typealias MinimumValueLabel = Label
    /// The label of the maximum value, as a view.
    public typealias MaximumValueLabel = Label
    /// The tagged views naming particular values, as a view.
    public typealias MarkedValueLabels = Label

    /// Where the value lies in the gauge's bounds, 0...1.
    public var value: Double
    /// What the gauge measures.
    public var label: Label
    /// The current value, if labelled.
    public var currentValueLabel: CurrentValueLabel?
    /// The lower bound, if labelled.
    public var minimumValueLabel: MinimumValueLabel?
    /// The upper bound, if labelled.
    public var maximumValueLabel: MaximumValueLabel?
    /// Particular values, if labelled.
    public var markedValueLabels: MarkedValueLabels?
}

nonisolated extension GaugeStyle {
    /// The gauge described by `configuration`, type-erased.
    func body(for configuration: Configuration) -> AnyView {
        nonisolated(unsafe) let (style, configuration) = (self, configuration)  // used on the main actor only
        return onMainActor { AnyView(style.makeBody(configuration: configuration)) }
    }
}

private struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: any GaugeStyle { DefaultGaugeStyle() }
}

extension EnvironmentValues {
    /// The style gauges inside a view are drawn in.
    var gaugeStyle: any GaugeStyle {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws gauges inside this view in `style`.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        transformEnvironment { $0.gaugeStyle = style }
    }
}
