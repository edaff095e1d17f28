/// The style gauges have unless one is set: on iOS, the linear capacity style.
nonisolated public struct DefaultGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
    /// A linear capacity gauge.
    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

/// A bar across the width offered, filled in the tint from the leading edge as far as the
/// value goes over a grey track, as iOS's progress bar is; the label above it with the current
/// value's label at the trailing end, and the minimum and maximum values' labels below its
/// ends in the secondary colour (the label placement is *unverified*).
nonisolated public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
    /// The bar and its labels.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeLinearLayout(configuration: configuration, boundsBesideBar: false) {
            ViewTreeProgressBar(fraction: configuration.value)
        }
    }
}

/// A thin capsule in the tint with a marker at the value, as a watch complication draws it;
/// the minimum and maximum values' labels at its ends and the label and current value above it.
nonisolated public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
    /// The track, its marker and the labels.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeLinearLayout(configuration: configuration, boundsBesideBar: true) {
            GaugeLinearTrack(fraction: configuration.value, isCapacity: false)
        }
    }
}

/// A thin capsule filled in the tint as far as the value goes over a faint track of the tint,
/// with the label and the current value above it and the bounds' labels at its ends.
nonisolated public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
    /// The track, its fill and the labels.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeLinearLayout(configuration: configuration, boundsBesideBar: true) {
            GaugeLinearTrack(fraction: configuration.value, isCapacity: true)
        }
    }
}

/// A linear gauge's labels around its bar: the label and current value above it; the bounds'
/// labels below its ends, or beside them.
nonisolated struct GaugeLinearLayout<Bar: View>: View {
    let configuration: GaugeStyleConfiguration
    let boundsBesideBar: Bool
    @ViewBuilder let bar: () -> Bar

    var body: some View {
        VStack(alignment: .leading, spacing: GaugeMetrics.labelSpacing) {
            HStack(spacing: 0) {
                configuration.label
                Spacer(minLength: 8)
                configuration.currentValueLabel
            }
            if boundsBesideBar {
                HStack(spacing: GaugeMetrics.labelSpacing) {
                    configuration.minimumValueLabel.font(.caption).foregroundStyle(.secondary)
                    bar()
                    configuration.maximumValueLabel.font(.caption).foregroundStyle(.secondary)
                }
            } else {
                bar()
                if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
                    HStack(spacing: 0) {
                        configuration.minimumValueLabel
                        Spacer(minLength: 8)
                        configuration.maximumValueLabel
                    }
                    .font(.caption)
                    .foregroundStyle(.secondary)
                }
            }
        }
    }
}

/// An accessory linear gauge's track across the width offered: filled as far as the value goes
/// over a faint track for a capacity gauge, or wholly in the tint with a knocked-out marker at
/// the value.
nonisolated struct GaugeLinearTrack: View {
    let fraction: Double
    let isCapacity: Bool
    @Environment(\.tint) private var tint

    var body: some View {
        let color = tint ?? .accentColor
        let height = GaugeMetrics.accessoryLinearHeight
        Capsule()
            .fill(isCapacity ? color.opacity(GaugeMetrics.accessoryTrackOpacity) : color)
            .overlay(alignment: .leading) {
                if isCapacity {
                    ProgressFill(fraction: fraction).fill(color)
                } else {
                    GaugeMarker(fraction: fraction, diameter: height + 4).fill(.background)
                    GaugeMarker(fraction: fraction, diameter: height).fill(Color.white)
                }
            }
            .frame(height: height)
            .frame(maxWidth: .infinity)
    }
}

/// A gauge's value marker: a circle of `diameter` whose centre is `fraction` of the way along
/// the rectangle's middle, from half the rectangle's height in from each end.
nonisolated struct GaugeMarker: Shape {
    let fraction: Double
    let diameter: CGFloat

    func path(in rect: CGRect) -> Path {
        let inset = rect.height / 2
        let x = rect.minX + inset + (rect.width - 2 * inset) * fraction
        return Path(ellipseIn: CGRect(x: x - diameter / 2, y: rect.midY - diameter / 2, width: diameter, height: diameter))
    }
}

nonisolated extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default style: on iOS, a linear capacity gauge.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar filled as far as the value goes.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A thin track with a marker at the value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A thin track filled as far as the value goes.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}
