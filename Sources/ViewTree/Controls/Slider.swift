/// A control that picks a value in a range, as SwiftUI's `Slider`: iOS's track across the width
/// offered, in the tint up to the value and grey after it, with a white round thumb at the value.
nonisolated public struct Slider<Label: View>: View {
    private let fraction: Double
    private let label: Label
    /// The views at the track's ends (the minimum's and the maximum's), if given.
    private var valueLabels: (minimum: AnyView, maximum: AnyView)?

    /// A slider of `value` within `bounds` (clamped; an empty range puts the thumb at the start).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        fraction = ProgressFraction.of(value.wrappedValue - bounds.lowerBound,
                                       total: bounds.upperBound - bounds.lowerBound) ?? 0
        self.label = label()
    }

    /// A slider of `value` within `bounds` with `minimumValueLabel` before the track and
    /// `maximumValueLabel` after it.
    public init<V: BinaryFloatingPoint, ValueLabel: View>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride? = nil, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
        valueLabels = (AnyView(minimumValueLabel()), AnyView(maximumValueLabel()))
    }

    /// Shows `minimum` before the track and `maximum` after it, unless both are empty.
    mutating func setValueLabels<Minimum: View, Maximum: View>(minimum: Minimum, maximum: Maximum) {
        guard Minimum.self != EmptyView.self || Maximum.self != EmptyView.self else { return }
        valueLabels = (AnyView(minimum), AnyView(maximum))
    }

    /// The track and the thumb, between the value labels if there are any (at the default
    /// spacing, *unverified* against UISlider's value images); the label is for accessibility,
    /// as on iOS.
    public var body: some View {
        if let valueLabels {
            HStack {
                valueLabels.minimum
                SliderTrack(fraction: fraction)
                valueLabels.maximum
            }
        } else {
            SliderTrack(fraction: fraction)
        }
    }
}

extension Slider where Label == EmptyView {
    /// A slider of `value` within `bounds`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}

/// A slider's track and thumb: the track across the whole width, filled in the tint up to the
/// thumb's middle and grey after it; the thumb inside the track's ends.
nonisolated struct SliderTrack: View {
    let fraction: Double
    @Environment(\.tint) private var tint
    @Environment(\.viewTreeOSVersion) private var os

    var body: some View {
        let metrics = ControlMetrics.slider(os)
        let shadow = ControlMetrics.switchThumbShadow
        Capsule()
            .fill(ControlMetrics.progressTrack)
            .overlay(alignment: .leading) {
                ProgressFill(fraction: fraction, endInset: metrics.thumb.width / 2).fill(tint ?? .accentColor)
            }
            .frame(height: metrics.trackHeight)
            .frame(maxWidth: .infinity)
            .frame(height: metrics.thumb.height)
            .overlay {
                SliderThumb(fraction: fraction, size: metrics.thumb)
                    .fill(Color.white)
                    .shadow(color: Color(white: 0, opacity: shadow.opacity), radius: shadow.radius, y: shadow.y)
            }
    }
}

/// A slider's thumb: a capsule of `size` (a circle when it is square, as in iOS 17's look) whose
/// middle is `fraction` of the way between the ends of the rectangle less half its width at
/// each end.
nonisolated struct SliderThumb: Shape {
    let fraction: Double
    let size: CGSize

    func path(in rect: CGRect) -> Path {
        let x = rect.minX + (rect.width - size.width) * fraction
        let thumb = CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height)
        return size.width == size.height ? Path(ellipseIn: thumb) : Capsule().path(in: thumb)
    }
}
