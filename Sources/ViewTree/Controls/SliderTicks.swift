// A slider's tick marks (iOS 26), as SwiftUI declares them: `SliderTick`, the
// `SliderTickBuilder` that lists them and `SliderTickContentForEach` for a collection of values.
// iOS 26 marks the ticks on the track; ViewTree has no measured drawing of them, so they are
// collected and not drawn (the slider draws its track and thumb as without ticks).

/// A type that provides ticks for a `SliderTickBuilder`.
public protocol SliderTickContent<Value> {
    /// The slider's value type.
    associatedtype Value: BinaryFloatingPoint
    /// The collection of ticks this content stands for.
    associatedtype Body: RandomAccessCollection where Body.Element == SliderTick<Value>
    /// The ticks of this content, in order.
    var body: Body { get }
}

/// A tick of a slider at a value, with an optional label.
public struct SliderTick<V: BinaryFloatingPoint>: SliderTickContent {
    /// The identity of a tick: its value.
    public struct ID: Hashable {
        fileprivate let value: V
    }

    /// The value the tick marks.
    let value: V
    /// The tick's label, if it has one (for accessibility on iOS).
    let label: AnyView?

    /// The identity of the tick.
    public var id: ID { ID(value: value) }
    /// The slider's value type.
    public typealias Value = V

    /// A tick at `value` without a label.
    public init(_ value: V) {
        self.value = value
        label = nil
    }

    /// A tick at `value` labelled by the view `label` builds.
    public init(_ value: V, @ViewBuilder label: () -> some View) {
        self.value = value
        self.label = AnyView(label())
    }

    /// A tick at `value` labelled with the localized `titleKey`.
    public init(_ titleKey: LocalizedStringKey, _ value: V) {
        self.value = value
        label = AnyView(Text(titleKey))
    }

    /// The tick itself.
    public var body: [SliderTick<V>] { [self] }
}

/// Slider ticks made from a tuple of tick content, as a `SliderTickBuilder` block lists them.
public struct TupleSliderTickContent<V: BinaryFloatingPoint, T>: SliderTickContent {
    /// The tuple of contents.
    public var value: T
    /// The slider's value type.
    public typealias Value = V
    /// The ticks of the contents, in order.
    public let body: [SliderTick<V>]

    /// The tuple `value`, whose contents' ticks are `ticks`.
    init(value: T, ticks: [SliderTick<V>]) {
        self.value = value
        body = ticks
    }
}

/// Slider ticks made by iterating over a collection of values.
public struct SliderTickContentForEach<Data: RandomAccessCollection, ID: Hashable, Content: SliderTickContent>: SliderTickContent {
    /// The ticks made for each element, in order.
    public let body: [SliderTick<Content.Value>]
    /// The slider's value type.
    public typealias Value = Content.Value

    /// The ticks `content` makes for each value of `data`, identified by the key path `id`.
    public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>, @SliderTickBuilder<V> content: @escaping (Data.Element) -> Content)
        where V == Data.Element, Data.Element == Content.Value {
        body = data.flatMap { Array(content($0).body) }
    }

    /// The ticks `content` makes for each identifiable value of `data`.
    public init<V>(_ data: Data, @SliderTickBuilder<V> content: @escaping (Data.Element) -> Content)
        where ID == V.ID, V: Identifiable, V == Data.Element, Data.Element == Content.Value {
        body = data.flatMap { Array(content($0).body) }
    }
}

/// Lists the ticks of a slider, as SwiftUI's `SliderTickBuilder`.
@resultBuilder
public struct SliderTickBuilder<V: BinaryFloatingPoint> {
    /// No ticks.
    public static func buildBlock() -> some SliderTickContent<V> {
        TupleSliderTickContent<V, ()>(value: (), ticks: [])
    }

    /// The ticks of `content`, the first of a block.
    public static func buildPartialBlock(first content: some SliderTickContent<V>) -> some SliderTickContent<V> {
        TupleSliderTickContent<V, [SliderTick<V>]>(value: Array(content.body), ticks: Array(content.body))
    }

    /// The ticks of a block so far, then those of `next`.
    public static func buildPartialBlock(accumulated: some SliderTickContent<V>,
                                         next: some SliderTickContent<V>) -> some SliderTickContent<V> {
        let ticks = Array(accumulated.body) + Array(next.body)
        return TupleSliderTickContent<V, [SliderTick<V>]>(value: ticks, ticks: ticks)
    }
}

nonisolated extension Slider {
    /// A slider of `value` within `bounds` with `ticks` marked on its track (iOS 26). The ticks,
    /// the neutral value, the enabled bounds and the current value's label are accepted and not
    /// drawn: the slider draws its track, thumb and value labels as without them.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
        @ViewBuilder minimumValueLabel: () -> some View = { EmptyView() },
        @ViewBuilder maximumValueLabel: () -> some View = { EmptyView() },
        @SliderTickBuilder<V> ticks: () -> some SliderTickContent<V>,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, label: label, onEditingChanged: onEditingChanged)
        setValueLabels(minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    /// A slider of `value` within `bounds` in increments of `step`, with the tick `tick` makes
    /// for each step (iOS 26). The ticks, the neutral value, the enabled bounds and the current
    /// value's label are accepted and not drawn.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, neutralValue: V? = nil,
        enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
        @ViewBuilder minimumValueLabel: () -> some View = { EmptyView() },
        @ViewBuilder maximumValueLabel: () -> some View = { EmptyView() },
        tick: @escaping (V) -> SliderTick<V>?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
        setValueLabels(minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }
}
