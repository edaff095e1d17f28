import Foundation
import ViewTree

/// Linux addition: what a `Map` draws: the ground, then shapes, then markers and annotations,
/// projected into the space it takes.
public struct ViewTreeMapCanvas: View {
    let position: MapCameraPosition
    let features: [ViewTreeMapFeature]
    @Environment(\.mapStyle) private var style

    public var body: some View {
        GeometryReader { proxy in
            let frames = position.kind == .automatic && !features.isEmpty
            let projection = MapProjection(region: region, size: proxy.size,
                                           insets: frames ? MapProjection.automaticInsets : EdgeInsets())
            ZStack(alignment: .topLeading) {
                Rectangle().fill(style.groundColor)
                ForEach(Array(features.enumerated()), id: \.offset) { _, feature in
                    shape(of: feature, projection: projection)
                }
                ForEach(Array(features.enumerated()), id: \.offset) { _, feature in
                    pin(of: feature, projection: projection)
                }
            }
        }
        .clipped()
    }

    /// The region the position shows; `.automatic` frames the content (the whole world without).
    private var region: MKCoordinateRegion { MapProjection.region(for: position, framing: features.flatMap(\.coordinates)) }

    @ViewBuilder
    private func shape(of feature: ViewTreeMapFeature, projection: MapProjection) -> some View {
        let points = feature.coordinates.map(projection.point)
        let tint = feature.tint ?? AnyShapeStyle(Color.blue)
        switch feature.kind {
        case .polyline:
            MapShape(points: points, closed: false)
                .stroke(feature.stroke ?? tint, style: StrokeStyle(lineWidth: feature.stroke == nil ? 3 : feature.lineWidth,
                                                                    lineCap: .round, lineJoin: .round))
        case .polygon:
            MapShape(points: points, closed: true).fill(feature.tint ?? AnyShapeStyle(Color.blue.opacity(0.3)))
                .overlay(MapShape(points: points, closed: true).stroke(feature.stroke ?? AnyShapeStyle(Color.clear),
                                                                       lineWidth: feature.lineWidth))
        case .circle(let radius):
            let centre = points[0]
            let size = projection.length(ofMetres: radius, at: feature.coordinates[0]) * 2
            Circle().fill(feature.tint ?? AnyShapeStyle(Color.blue.opacity(0.3)))
                .overlay(Circle().stroke(feature.stroke ?? AnyShapeStyle(Color.clear), lineWidth: feature.lineWidth))
                .frame(width: size, height: size)
                .position(centre)
        case .marker, .annotation:
            EmptyView()
        }
    }

    @ViewBuilder
    private func pin(of feature: ViewTreeMapFeature, projection: MapProjection) -> some View {
        let point = projection.point(feature.coordinates[0])
        switch feature.kind {
        case .marker(let title, let glyph):
            MarkerBalloon(glyph: glyph, tint: feature.tint ?? AnyShapeStyle(Color.red),
                          title: feature.showsTitle ? title : nil)
                .pinned(at: point) { size in CGPoint(x: size.width / 2, y: MarkerBalloon.tipY) }
        case .annotation(let title, let anchor, let content):
            let shownTitle = feature.showsTitle ? title : nil
            AnnotationPin(content: content, title: shownTitle)
                .pinned(at: point) { size in
                    // The anchor is a point of the content, not of the title under it.
                    CGPoint(x: size.width * anchor.x,
                            y: (size.height - (shownTitle == nil ? 0 : AnnotationPin.titleHeight)) * anchor.y)
                }
        case .polyline, .polygon, .circle:
            EmptyView()
        }
    }
}

/// The path through projected points.
private struct MapShape: Shape {
    let points: [CGPoint]
    let closed: Bool

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard let first = points.first else { return path }
        path.move(to: first)
        points.dropFirst().forEach { path.addLine(to: $0) }
        if closed { path.closeSubpath() }
        return path
    }
}

/// A marker's balloon: a tinted disc on a point, its glyph in white, the title under the point
/// in bold caption text. Sizes are *unverified*.
private struct MarkerBalloon: View {
    /// The balloon's width; the disc's diameter.
    static let width: CGFloat = 30
    /// From the balloon's top to the point it marks.
    static let tipY: CGFloat = 38

    let glyph: AnyView
    let tint: AnyShapeStyle
    let title: Text?

    var body: some View {
        VStack(spacing: 2) {
            ZStack {
                BalloonShape().fill(tint)
                glyph.font(.system(size: 14, weight: .semibold)).foregroundStyle(.white)
                    .frame(width: 18, height: 18)
                    .offset(y: -4)
            }
            .frame(width: Self.width, height: Self.tipY)
            if let title {
                title.font(.caption2.weight(.semibold)).lineLimit(1).fixedSize()
            }
        }
        .frame(width: Self.width)
    }
}

/// A disc that narrows to a point below it.
private struct BalloonShape: Shape {
    func path(in rect: CGRect) -> Path {
        let radius = rect.width / 2
        let centre = CGPoint(x: rect.midX, y: rect.minY + radius)
        var path = Path()
        path.addArc(center: centre, radius: radius, startAngle: .degrees(135), endAngle: .degrees(45), clockwise: false)
        path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// An annotation's view, its title under it.
private struct AnnotationPin: View {
    /// The title's line and the gap above it.
    static let titleHeight: CGFloat = 14

    let content: AnyView
    let title: Text?

    var body: some View {
        VStack(spacing: 2) {
            content
            if let title { title.font(.caption2.weight(.semibold)).lineLimit(1).fixedSize() }
        }
    }
}

extension View {
    /// The view at its ideal size with the point `anchor` gives (in its own coordinates) on
    /// `point` of the map: an overlay of an empty point placed there, so that its guides stay
    /// inside and never move the map's other layers.
    fileprivate func pinned(at point: CGPoint, anchor: @escaping (CGSize) -> CGPoint) -> some View {
        Color.clear
            .frame(width: 0, height: 0)
            .overlay(alignment: .topLeading) {
                fixedSize()
                    .alignmentGuide(.leading) { anchor(CGSize(width: $0.width, height: $0.height)).x }
                    .alignmentGuide(.top) { anchor(CGSize(width: $0.width, height: $0.height)).y }
            }
            .position(point)
    }
}
