import Foundation
import ViewTree

/// A map, as MapKit's SwiftUI `Map`: it takes all the space it is offered and shows the camera
/// position's region fitted inside (the whole region visible, as MapKit fits it), drawn north up
/// on the style's ground, with its content (shapes, then markers and annotations) at their
/// coordinates by the Web Mercator projection. A render loads no tiles: roads, labels and
/// imagery are not drawn.
public struct Map<Content: View>: View {
    private let position: MapCameraPosition
    private let features: [ViewTreeMapFeature]

    fileprivate init(position: MapCameraPosition, features: [ViewTreeMapFeature]) {
        self.position = position
        self.features = features
    }

    public var body: some View {
        ViewTreeMapCanvas(position: position, features: features)
    }
}

extension Map where Content == ViewTreeMapCanvas {
    /// A map at `position`, showing `content`.
    public init<C: MapContent>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                               interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
                               @MapContentBuilder content: () -> C) {
        self.init(position: position.wrappedValue, features: mapFeatures(of: content()))
    }

    /// A map at `position`, showing `content`, with a selection (nothing is selected in a render
    /// unless the binding holds a value; the map draws no selection).
    public init<C: MapContent, SelectedValue: Hashable>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                                                        interactionModes: MapInteractionModes = .all,
                                                        selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil,
                                                        @MapContentBuilder content: () -> C) {
        self.init(position: position.wrappedValue, features: mapFeatures(of: content()))
    }

    /// A map starting at `initialPosition`, showing `content`.
    public init<C: MapContent>(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
                               interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
                               @MapContentBuilder content: () -> C) {
        self.init(position: initialPosition, features: mapFeatures(of: content()))
    }

    /// A map starting at `initialPosition`, showing `content`, with a selection.
    public init<C: MapContent, SelectedValue: Hashable>(initialPosition: MapCameraPosition = .automatic,
                                                        bounds: MapCameraBounds? = nil,
                                                        interactionModes: MapInteractionModes = .all,
                                                        selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil,
                                                        @MapContentBuilder content: () -> C) {
        self.init(position: initialPosition, features: mapFeatures(of: content()))
    }

    /// A map at `position`, without content.
    public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil) {
        self.init(position: position.wrappedValue, features: [])
    }

    /// A map starting at `initialPosition`, without content.
    public init(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
                interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil) {
        self.init(position: initialPosition, features: [])
    }

    /// A map of `coordinateRegion`, as iOS 14's initialiser.
    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
                showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil) {
        self.init(position: .region(coordinateRegion.wrappedValue), features: [])
    }

    /// A map of `coordinateRegion` with an annotation per item, as iOS 14's initialiser.
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
        annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation
    ) where Items.Element: Identifiable {
        self.init(position: .region(coordinateRegion.wrappedValue),
                  features: annotationItems.map { annotationContent($0).viewTreeFeature })
    }
}

/// An iOS 14 map annotation (`MapMarker`, `MapPin`, `MapAnnotation`), as MapKit's protocol.
@MainActor @preconcurrency
public protocol MapAnnotationProtocol {
    /// Linux addition: what the annotation draws.
    var viewTreeFeature: ViewTreeMapFeature { get }
}

/// An iOS 14 balloon marker, as MapKit's `MapMarker`.
public struct MapMarker: MapAnnotationProtocol {
    public let viewTreeFeature: ViewTreeMapFeature

    /// A marker at `coordinate` in `tint` (red by default).
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        var feature = ViewTreeMapFeature(kind: .marker(title: nil, glyph: AnyView(Image(systemName: "mappin"))),
                                         coordinates: [coordinate])
        feature.tint = tint.map(AnyShapeStyle.init)
        viewTreeFeature = feature
    }
}

/// An iOS 14 pin, as MapKit's `MapPin`: drawn as a marker.
public struct MapPin: MapAnnotationProtocol {
    public let viewTreeFeature: ViewTreeMapFeature

    /// A pin at `coordinate` in `tint`.
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        viewTreeFeature = MapMarker(coordinate: coordinate, tint: tint).viewTreeFeature
    }
}

/// An iOS 14 view annotation, as MapKit's `MapAnnotation`.
public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
    public let viewTreeFeature: ViewTreeMapFeature

    /// `content` at `coordinate`, its `anchorPoint` on the point.
    public init(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
                @ViewBuilder content: () -> Content) {
        viewTreeFeature = ViewTreeMapFeature(kind: .annotation(title: nil, anchor: UnitPoint(x: anchorPoint.x, y: anchorPoint.y),
                                                               content: AnyView(content())),
                                             coordinates: [coordinate])
    }
}
