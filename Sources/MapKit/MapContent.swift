import Foundation
import ViewTree

/// What a `Map` shows over its map, as MapKit's `MapContent`: markers, annotations, polylines,
/// polygons and circles, built with `MapContentBuilder`; a type of an app's own gives them in
/// its `body`.
@MainActor @preconcurrency
public protocol MapContent {
    /// The content this one is made of.
    associatedtype Body: MapContent
    /// The content this one is made of.
    @MapContentBuilder var body: Body { get }
}

extension Never: MapContent {}

extension MapContent where Body == Never {
    /// Content drawn by ViewTree itself has no body.
    public var body: Never { fatalError("\(Self.self) is drawn by ViewTree and has no body") }
}

/// Linux addition: one thing a map draws, as map content lists it.
public struct ViewTreeMapFeature {
    enum Kind {
        case marker(title: Text?, glyph: AnyView)
        case annotation(title: Text?, anchor: UnitPoint, content: AnyView)
        case polyline
        case polygon
        case circle(radius: CLLocationDistance)
    }

    let kind: Kind
    let coordinates: [CLLocationCoordinate2D]
    var tint: AnyShapeStyle?
    var stroke: AnyShapeStyle?
    var lineWidth: CGFloat = 1
    var showsTitle = true
}

/// Map content that lists its features itself.
@MainActor protocol PrimitiveMapContent {
    var features: [ViewTreeMapFeature] { get }
}

/// The features `content` draws: its own, or its body's.
@MainActor func mapFeatures(of content: some MapContent) -> [ViewTreeMapFeature] {
    if let primitive = content as? PrimitiveMapContent { return primitive.features }
    return mapFeatures(of: content.body)
}

/// Linux addition: the features a `MapContentBuilder` block lists, in drawing order.
public struct ViewTreeMapContentList: MapContent, PrimitiveMapContent {
    let features: [ViewTreeMapFeature]

    public typealias Body = Never
}

/// The builder of a map's content, as MapKit's.
@MainActor @resultBuilder
public enum MapContentBuilder {
    /// One piece of content.
    public static func buildExpression(_ content: some MapContent) -> ViewTreeMapContentList {
        ViewTreeMapContentList(features: mapFeatures(of: content))
    }

    /// A block of content, drawn in order.
    public static func buildBlock(_ parts: ViewTreeMapContentList...) -> ViewTreeMapContentList {
        ViewTreeMapContentList(features: parts.flatMap(\.features))
    }

    /// An `if` without `else`.
    public static func buildOptional(_ part: ViewTreeMapContentList?) -> ViewTreeMapContentList {
        part ?? ViewTreeMapContentList(features: [])
    }

    /// The first branch of an `if`/`else`.
    public static func buildEither(first part: ViewTreeMapContentList) -> ViewTreeMapContentList { part }

    /// The second branch of an `if`/`else`.
    public static func buildEither(second part: ViewTreeMapContentList) -> ViewTreeMapContentList { part }

    /// An `if #available`.
    public static func buildLimitedAvailability(_ part: ViewTreeMapContentList) -> ViewTreeMapContentList { part }
}

extension ForEach: MapContent, PrimitiveMapContent where Content: MapContent {
    public typealias Body = Never

    /// Map content per element of `data`, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, content: content)
    }

    @MainActor var features: [ViewTreeMapFeature] { data.flatMap { mapFeatures(of: content($0)) } }
}

extension ForEach where Content: MapContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Map content per identifiable element of `data`.
    public init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

/// A balloon marker at a coordinate, as MapKit's `Marker`: a red balloon (or the tint) with a
/// white glyph, its title under the point.
public struct Marker: MapContent, PrimitiveMapContent {
    private let title: Text?
    private let glyph: AnyView
    private let coordinate: CLLocationCoordinate2D

    private init(title: Text?, glyph: some View, coordinate: CLLocationCoordinate2D) {
        self.title = title
        self.glyph = AnyView(glyph)
        self.coordinate = coordinate
    }

    /// A marker titled `title`, with the map pin glyph.
    public init(_ title: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(title), glyph: Image(systemName: "mappin"), coordinate: coordinate)
    }

    /// A marker titled `title`, with the map pin glyph.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(title), glyph: Image(systemName: "mappin"), coordinate: coordinate)
    }

    /// A marker with the symbol `systemImage`.
    public init(_ title: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(title), glyph: Image(systemName: systemImage), coordinate: coordinate)
    }

    /// A marker with the symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(title), glyph: Image(systemName: systemImage), coordinate: coordinate)
    }

    /// A marker with the image `image` from the app's assets.
    public init(_ title: LocalizedStringKey, image: String, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(title), glyph: Image(image).resizable().scaledToFit(), coordinate: coordinate)
    }

    /// A marker with up to three letters, as its glyph.
    public init(_ title: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(title), glyph: monogram, coordinate: coordinate)
    }

    /// A marker whose label is `label`'s title and icon.
    public init(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> Label<Text, Image>) {
        self.init(title: nil, glyph: label().labelStyle(.iconOnly), coordinate: coordinate)
    }

    /// A marker at a map item, titled with its name.
    public init(item: MKMapItem) {
        self.init(title: item.name.map { Text($0) }, glyph: Image(systemName: "mappin"), coordinate: item.placemark.coordinate)
    }

    var features: [ViewTreeMapFeature] {
        [ViewTreeMapFeature(kind: .marker(title: title, glyph: glyph), coordinates: [coordinate])]
    }

    public typealias Body = Never
}

/// A view at a coordinate, as MapKit's `Annotation`: the view's `anchor` on the point, its title
/// under it.
public struct Annotation: MapContent, PrimitiveMapContent {
    private let title: Text?
    private let coordinate: CLLocationCoordinate2D
    private let anchor: UnitPoint
    private let content: AnyView

    /// An annotation titled `title` showing `content`.
    public init<Content: View>(_ title: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
                               @ViewBuilder content: () -> Content) {
        self.init(title: Text(title), coordinate: coordinate, anchor: anchor, content: content())
    }

    /// An annotation titled `title` showing `content`.
    @_disfavoredOverload
    public init<S: StringProtocol, Content: View>(_ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
                                                  @ViewBuilder content: () -> Content) {
        self.init(title: Text(title), coordinate: coordinate, anchor: anchor, content: content())
    }

    /// An annotation showing `content`, titled by `label`.
    public init<Content: View, Label: View>(coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
                                            @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(title: nil, coordinate: coordinate, anchor: anchor, content: content())
    }

    private init(title: Text?, coordinate: CLLocationCoordinate2D, anchor: UnitPoint, content: some View) {
        self.title = title
        self.coordinate = coordinate
        self.anchor = anchor
        self.content = AnyView(content)
    }

    var features: [ViewTreeMapFeature] {
        [ViewTreeMapFeature(kind: .annotation(title: title, anchor: anchor, content: content), coordinates: [coordinate])]
    }

    public typealias Body = Never
}

/// A line through coordinates, as MapKit's `MapPolyline`: the tint, 1 point wide unless stroked.
public struct MapPolyline: MapContent, PrimitiveMapContent {
    private let coordinates: [CLLocationCoordinate2D]

    /// A line through `coordinates`.
    public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) {
        self.coordinates = coordinates
    }

    /// A line through the points of a map item route (its two ends here).
    public init(points: [MKMapPoint], contourStyle: ContourStyle = .straight) {
        coordinates = points.map(\.coordinate)
    }

    /// How a polyline joins its points.
    public enum ContourStyle: Hashable, Sendable {
        /// Straight lines on the map.
        case straight
        /// Great-circle arcs (drawn straight).
        case geodesic
    }

    var features: [ViewTreeMapFeature] { [ViewTreeMapFeature(kind: .polyline, coordinates: coordinates)] }

    public typealias Body = Never
}

/// A filled shape of coordinates, as MapKit's `MapPolygon`.
public struct MapPolygon: MapContent, PrimitiveMapContent {
    private let coordinates: [CLLocationCoordinate2D]

    /// The polygon through `coordinates`.
    public init(coordinates: [CLLocationCoordinate2D]) { self.coordinates = coordinates }

    var features: [ViewTreeMapFeature] { [ViewTreeMapFeature(kind: .polygon, coordinates: coordinates)] }

    public typealias Body = Never
}

/// A filled circle of a radius in metres around a coordinate, as MapKit's `MapCircle`.
public struct MapCircle: MapContent, PrimitiveMapContent {
    private let center: CLLocationCoordinate2D
    private let radius: CLLocationDistance

    /// The circle of `radius` metres around `center`.
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
        self.center = center
        self.radius = radius
    }

    var features: [ViewTreeMapFeature] { [ViewTreeMapFeature(kind: .circle(radius: radius), coordinates: [center])] }

    public typealias Body = Never
}

/// The person's location, as MapKit's `UserAnnotation`: a render has no location, so it draws
/// nothing.
public struct UserAnnotation: MapContent, PrimitiveMapContent {
    /// The person's location, drawn as the system draws it.
    public init(anchor: UnitPoint = .center) {}

    var features: [ViewTreeMapFeature] { [] }

    public typealias Body = Never
}

/// Map content with changed features, as MapKit's content modifiers make it.
public struct ViewTreeModifiedMapContent: MapContent, PrimitiveMapContent {
    let features: [ViewTreeMapFeature]

    public typealias Body = Never
}

extension MapContent {
    private func modified(_ change: (inout ViewTreeMapFeature) -> Void) -> ViewTreeModifiedMapContent {
        ViewTreeModifiedMapContent(features: mapFeatures(of: self).map { feature in
            var feature = feature
            change(&feature)
            return feature
        })
    }

    /// The content in `tint`: a marker's balloon, a line's colour.
    public func tint(_ tint: Color?) -> ViewTreeModifiedMapContent { modified { $0.tint = tint.map(AnyShapeStyle.init) } }

    /// The content filled with `style`.
    public func foregroundStyle(_ style: some ShapeStyle) -> ViewTreeModifiedMapContent {
        modified { $0.tint = AnyShapeStyle(style) }
    }

    /// The content's outline in `style`, `lineWidth` wide.
    public func stroke(_ style: some ShapeStyle, lineWidth: CGFloat = 1) -> ViewTreeModifiedMapContent {
        modified {
            $0.stroke = AnyShapeStyle(style)
            $0.lineWidth = lineWidth
        }
    }

    /// The content's outline in `style`, drawn as `strokeStyle` says.
    public func stroke(_ style: some ShapeStyle, style strokeStyle: StrokeStyle) -> ViewTreeModifiedMapContent {
        stroke(style, lineWidth: strokeStyle.lineWidth)
    }

    /// Whether markers and annotations show their titles.
    public func annotationTitles(_ visibility: Visibility) -> ViewTreeModifiedMapContent {
        modified { $0.showsTitle = visibility != .hidden }
    }

    /// The content's tag, for a map's selection.
    public func tag<V: Hashable>(_ tag: V) -> ViewTreeModifiedMapContent { modified { _ in } }
}
