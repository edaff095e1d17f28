/// A control that steps a value up and down, as SwiftUI's `Stepper`: its label at the leading
/// edge and iOS's minus and plus segments at the trailing edge, across the width offered. A
/// segment that cannot step further (the value at an end of its range) is greyed out.
nonisolated public struct Stepper<Label: View>: View {
    private let label: Label
    private let canDecrement: Bool
    private let canIncrement: Bool

    /// A stepper that calls `onIncrement` and `onDecrement` (never, in a render).
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        canDecrement = onDecrement != nil
        canIncrement = onIncrement != nil
    }

    /// A stepper of `value` within `bounds`, by `step`.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        canDecrement = value.wrappedValue > bounds.lowerBound
        canIncrement = value.wrappedValue < bounds.upperBound
    }

    /// A stepper of `value`, by `step`, without bounds.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        canDecrement = true
        canIncrement = true
    }

    /// The label, a spacer and the stepper's segments.
    public var body: some View {
        HStack(spacing: 0) {
            label
            Spacer(minLength: 8)
            StepperSegments(canDecrement: canDecrement, canIncrement: canIncrement)
        }
    }
}

extension Stepper where Label == Text {
    /// A stepper of `value` within `bounds`, titled `titleKey`.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
                               step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }

    /// A stepper of `value` within `bounds`, titled with the string `title` (verbatim).
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
                                                  step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }

    /// A stepper of `value`, titled `titleKey`.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step) { Text(titleKey) }
    }

    /// A stepper of `value`, titled with the string `title` (verbatim).
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step) { Text(title) }
    }

    /// A stepper titled `titleKey` that calls `onIncrement` and `onDecrement`.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }

    /// A stepper titled with the string `title` (verbatim) that calls `onIncrement` and `onDecrement`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }
}

/// iOS's stepper: a 94 by 32 rounded rectangle in the tertiary fill, split by a hairline into a
/// minus and a plus in the primary colour.
nonisolated struct StepperSegments: View {
    let canDecrement: Bool
    let canIncrement: Bool
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let metrics = ControlMetrics.stepper
        HStack(spacing: 0) {
            segment("minus", enabled: canDecrement)
            Rectangle().fill(Color.separator).frame(width: metrics.divider.width, height: metrics.divider.height)
            segment("plus", enabled: canIncrement)
        }
        .frame(width: metrics.size.width, height: metrics.size.height)
        .background(RoundedRectangle(cornerRadius: metrics.cornerRadius).fill(ControlMetrics.disabledFill))
    }

    private func segment(_ symbol: String, enabled: Bool) -> some View {
        Image(systemName: symbol)
            .font(.system(size: ControlMetrics.stepper.symbolSize, weight: .medium))
            .foregroundStyle(enabled && isEnabled ? Color.primary : Color.tertiaryLabel)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
