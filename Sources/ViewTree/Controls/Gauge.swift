/// A view that shows a value within a range, as SwiftUI's `Gauge`, drawn by the gauge style in
/// the environment (`gaugeStyle(_:)`): on iOS by default a capacity bar filled in the tint from
/// the leading edge as far as the value goes, with its labels around it.
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    private let fraction: Double
    private let label: Label
    private let currentValueLabel: CurrentValueLabel?
    private let minimumValueLabel: BoundsLabel?
    private let maximumValueLabel: BoundsLabel?
    private let markedValueLabels: MarkedValueLabels?
    @Environment(\.gaugeStyle) private var style

    /// A gauge of `value` in `bounds`, described by all its labels. `markedValueLabels` are
    /// tagged views naming particular values; iOS's styles do not draw them.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(fraction: GaugeFraction.of(value, in: bounds), label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
                  markedValueLabels: markedValueLabels())
    }

    private init(fraction: Double, label: Label, currentValueLabel: CurrentValueLabel?, minimumValueLabel: BoundsLabel?,
                 maximumValueLabel: BoundsLabel?, markedValueLabels: MarkedValueLabels?) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.markedValueLabels = markedValueLabels
    }

    /// The gauge drawn by the style in the environment.
    public var body: some View {
        style.body(for: GaugeStyleConfiguration(
            value: fraction,
            label: .init(AnyView(label)),
            currentValueLabel: currentValueLabel.map { .init(AnyView($0)) },
            minimumValueLabel: minimumValueLabel.map { .init(AnyView($0)) },
            maximumValueLabel: maximumValueLabel.map { .init(AnyView($0)) },
            markedValueLabels: markedValueLabels.map { .init(AnyView($0)) }))
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds`, described by `label`.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(fraction: GaugeFraction.of(value, in: bounds), label: label(), currentValueLabel: nil,
                  minimumValueLabel: nil, maximumValueLabel: nil, markedValueLabels: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds`, described by `label` and by a label of its current value.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: GaugeFraction.of(value, in: bounds), label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: nil, maximumValueLabel: nil, markedValueLabels: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds`, described by `label` and by labels of its current,
    /// minimum and maximum values.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(fraction: GaugeFraction.of(value, in: bounds), label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), markedValueLabels: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge of `value` in `bounds`, described by `label`, a label of its current value and
    /// tagged views naming particular values (which iOS's styles do not draw).
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(fraction: GaugeFraction.of(value, in: bounds), label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: nil, maximumValueLabel: nil, markedValueLabels: markedValueLabels())
    }
}

/// Where a gauge's value lies in its bounds.
enum GaugeFraction {
    /// `value`'s position in `bounds`, 0 at the lower bound and 1 at the upper one, clamped to
    /// 0...1; 0 for a value that is not a number or bounds that are empty or not finite.
    static func of<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
        ProgressFraction.of(value - bounds.lowerBound, total: bounds.upperBound - bounds.lowerBound) ?? 0
    }
}
