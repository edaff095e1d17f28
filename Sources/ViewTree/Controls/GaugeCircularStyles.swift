import Foundation
import Raster

/// An open ring in the tint with a marker at the value and an opening at the bottom, as a
/// watch complication draws it: the current value's label (or the label) in the middle and the
/// minimum and maximum values' labels in the opening, in a square of
/// `GaugeMetrics.circularDiameter`.
nonisolated public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
    /// The ring, its marker and the labels.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeCircularLayout(configuration: configuration, showsBounds: true) {
            GaugeCircularRing(fraction: configuration.value, isCapacity: false)
        }
    }
}

/// A closed ring filled in the tint clockwise from the top as far as the value goes, over a
/// faint ring of the tint, with the current value's label (or the label) in the middle.
nonisolated public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
    /// The ring and the label in it.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeCircularLayout(configuration: configuration, showsBounds: false) {
            GaugeCircularRing(fraction: configuration.value, isCapacity: true)
        }
    }
}

/// A circular gauge's square: the ring, the current value's label (or the label) in the middle
/// and, when `showsBounds`, the bounds' labels in the bottom corners.
nonisolated struct GaugeCircularLayout<Ring: View>: View {
    let configuration: GaugeStyleConfiguration
    let showsBounds: Bool
    @ViewBuilder let ring: () -> Ring

    var body: some View {
        let diameter = GaugeMetrics.circularDiameter
        ZStack {
            ring()
            Group {
                if let current = configuration.currentValueLabel {
                    current
                } else {
                    configuration.label
                }
            }
            .font(.system(size: 17, weight: .medium, design: .rounded))
            .lineLimit(1)
            .padding(.horizontal, GaugeMetrics.circularLineWidth + 2)
            if showsBounds {
                VStack(spacing: 0) {
                    Spacer(minLength: 0)
                    HStack(spacing: 0) {
                        configuration.minimumValueLabel
                        Spacer(minLength: 0)
                        configuration.maximumValueLabel
                    }
                    .font(.system(size: 10, weight: .medium))
                    .lineLimit(1)
                }
                .padding(.horizontal, GaugeMetrics.circularDiameter * 0.15)
            }
        }
        .frame(width: diameter, height: diameter)
    }
}

/// A circular gauge's ring across the square offered: a closed faint ring filled as far as the
/// value goes for a capacity gauge, or an open ring wholly in the tint with a knocked-out
/// marker at the value.
nonisolated struct GaugeCircularRing: View {
    let fraction: Double
    let isCapacity: Bool
    @Environment(\.tint) private var tint

    var body: some View {
        let color = tint ?? .accentColor
        let style = StrokeStyle(lineWidth: GaugeMetrics.circularLineWidth, lineCap: .round)
        let gap = isCapacity ? Angle.zero : GaugeMetrics.circularGap
        ZStack {
            if isCapacity {
                GaugeArc(gap: gap, from: 0, to: 1).stroke(color.opacity(GaugeMetrics.accessoryTrackOpacity), style: style)
                GaugeArc(gap: gap, from: 0, to: fraction).stroke(color, style: style)
            } else {
                GaugeArc(gap: gap, from: 0, to: 1).stroke(color, style: style)
                GaugeArcMarker(gap: gap, fraction: fraction, diameter: GaugeMetrics.circularLineWidth + 4).fill(.background)
                GaugeArcMarker(gap: gap, fraction: fraction, diameter: GaugeMetrics.circularLineWidth).fill(Color.white)
            }
        }
    }
}

/// The geometry of a gauge's ring in a rectangle: a circle inside it, inset by half the ring's
/// width, running clockwise from the end of an opening of `gap` centred at the bottom (from
/// the top when there is no opening).
nonisolated struct GaugeRingGeometry {
    let center: CGPoint
    let radius: CGFloat
    let start: Angle
    let sweep: Angle

    init(in rect: CGRect, gap: Angle) {
        center = CGPoint(x: rect.midX, y: rect.midY)
        radius = max(0, (min(rect.width, rect.height) - GaugeMetrics.circularLineWidth) / 2)
        start = gap == .zero ? .degrees(-90) : .degrees(90) + gap * 0.5
        sweep = .degrees(360) - gap
    }

    /// The angle `fraction` of the way round the ring.
    func angle(at fraction: Double) -> Angle { start + sweep * fraction }

    /// The point on the ring `fraction` of the way round it.
    func point(at fraction: Double) -> CGPoint {
        let angle = angle(at: fraction).radians
        return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
}

/// The part of a gauge's ring from `from` to `to` of the way round it.
nonisolated struct GaugeArc: Shape {
    let gap: Angle
    let from: Double
    let to: Double

    func path(in rect: CGRect) -> Path {
        let ring = GaugeRingGeometry(in: rect, gap: gap)
        guard to > from else { return Path() }
        var path = Path()
        path.addRelativeArc(center: ring.center, radius: ring.radius, startAngle: ring.angle(at: from),
                            delta: ring.sweep * (to - from))
        return path
    }
}

/// A circle of `diameter` centred on a gauge's ring `fraction` of the way round it.
nonisolated struct GaugeArcMarker: Shape {
    let gap: Angle
    let fraction: Double
    let diameter: CGFloat

    func path(in rect: CGRect) -> Path {
        let centre = GaugeRingGeometry(in: rect, gap: gap).point(at: fraction)
        return Path(ellipseIn: CGRect(x: centre.x - diameter / 2, y: centre.y - diameter / 2, width: diameter, height: diameter))
    }
}

nonisolated extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// An open ring with a marker at the value.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A closed ring filled as far as the value goes.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
        AccessoryCircularCapacityGaugeStyle()
    }
}
