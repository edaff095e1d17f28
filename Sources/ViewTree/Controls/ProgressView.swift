/// A view that shows progress, as SwiftUI's `ProgressView`, drawn by the progress view style in
/// the environment (`progressViewStyle(_:)`): by default a spinner when the progress is not known
/// (no value) and a bar when it is. A render shows the spinner still.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    private let fractionCompleted: Double?
    private let label: Label?
    private let currentValueLabel: CurrentValueLabel?
    /// A timer's interval and whether it counts down, whose progress is read at the
    /// environment's reference date.
    private var timer: (interval: ClosedRange<Date>, countsDown: Bool)?
    /// Made from a style's configuration (`ProgressView(configuration)`): drawn in the system's
    /// style, not the environment's custom one, which is the style asking.
    private var usesSystemStyle = false
    @Environment(\.progressViewStyle) private var style
    @Environment(\.viewTreeReferenceDate) private var now

    private init(fractionCompleted: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fractionCompleted = fractionCompleted
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// Progress of `value` out of `total`, clamped to 0...1 (`nil`, NaN or a total that is not
    /// positive: unknown progress), with a label and a label of the current value.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fractionCompleted: ProgressFraction.of(value, total: total), label: label(),
                  currentValueLabel: currentValueLabel())
    }

    /// Progress through `timerInterval`, read at the environment's reference date (never the
    /// clock): the part left when `countsDown`, else the part gone.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fractionCompleted: nil, label: label(), currentValueLabel: currentValueLabel())
        timer = (timerInterval, countsDown)
    }

    /// The fraction a timer's bar shows at `now`.
    private static func fraction(of timer: (interval: ClosedRange<Date>, countsDown: Bool), at now: Date) -> Double? {
        let gone = ProgressFraction.of(now.timeIntervalSince(timer.interval.lowerBound),
                                       total: timer.interval.upperBound.timeIntervalSince(timer.interval.lowerBound))
        return gone.map { timer.countsDown ? 1 - $0 : $0 }
    }

    /// The progress view drawn by the style in the environment.
    public var body: some View {
        (usesSystemStyle ? DefaultProgressViewStyle() : style).body(for: ProgressViewStyleConfiguration(
            fractionCompleted: timer.map { ProgressView.fraction(of: $0, at: now) ?? 0 } ?? fractionCompleted,
            label: label.map { .init(AnyView($0)) },
            currentValueLabel: currentValueLabel.map { .init(AnyView($0)) }))
    }
}

extension ProgressView where CurrentValueLabel == Text {
    /// Progress through `timerInterval` with `label`, its current value the timer's reading.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) {
            Text(timerInterval: timerInterval, countsDown: countsDown)
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == Text {
    /// Progress through `timerInterval`, its current value the timer's reading.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Progress not known: a spinner, with `label`.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fractionCompleted: nil, label: label(), currentValueLabel: nil)
    }

    /// Progress of `value` out of `total`, with `label`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1, @ViewBuilder label: () -> Label) {
        self.init(fractionCompleted: ProgressFraction.of(value, total: total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Progress not known: a spinner.
    public init() {
        self.init(fractionCompleted: nil, label: nil, currentValueLabel: nil)
    }

    /// Progress of `value` out of `total`: a bar.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
        self.init(fractionCompleted: ProgressFraction.of(value, total: total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Progress not known, titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(fractionCompleted: nil, label: Text(titleKey), currentValueLabel: nil)
    }

    /// Progress not known, titled with the string `title` (verbatim).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(fractionCompleted: nil, label: Text(title), currentValueLabel: nil)
    }

    /// Progress of `value` out of `total`, titled `titleKey`.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1) {
        self.init(fractionCompleted: ProgressFraction.of(value, total: total), label: Text(titleKey), currentValueLabel: nil)
    }

    /// Progress of `value` out of `total`, titled with the string `title` (verbatim).
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1) {
        self.init(fractionCompleted: ProgressFraction.of(value, total: total), label: Text(title), currentValueLabel: nil)
    }
}

/// The fraction a progress value stands for.
enum ProgressFraction {
    /// `value / total` clamped to 0...1; `nil` when the value is missing or not a number, or the
    /// total is not positive.
    static func of<V: BinaryFloatingPoint>(_ value: V?, total: V) -> Double? {
        guard let value, !value.isNaN, total > 0, total.isFinite else { return nil }
        return min(1, max(0, Double(value) / Double(total)))
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
    CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The progress view `configuration` describes, for a custom style's `makeBody` that adjusts
    /// the system's look (`ProgressView(configuration).tint(...)`): drawn in the system's style
    /// (*unverified* for a custom style nested in another: SwiftUI draws the one outside it).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fractionCompleted: configuration.fractionCompleted, label: configuration.label,
                  currentValueLabel: configuration.currentValueLabel)
        usesSystemStyle = true
    }
}
