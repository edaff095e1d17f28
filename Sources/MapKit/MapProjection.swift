import Foundation
import ViewTree

/// The Web Mercator projection of a region into a view: the region fits inside the view less
/// `insets`, centred there.
struct MapProjection {
    private let center: MKMapPoint
    private let scale: Double
    private let origin: CGPoint

    init(region: MKCoordinateRegion, size: CGSize, insets: EdgeInsets = EdgeInsets()) {
        let northWest = MKMapPoint(CLLocationCoordinate2D(latitude: region.center.latitude + region.span.latitudeDelta / 2,
                                                          longitude: region.center.longitude - region.span.longitudeDelta / 2))
        let southEast = MKMapPoint(CLLocationCoordinate2D(latitude: region.center.latitude - region.span.latitudeDelta / 2,
                                                          longitude: region.center.longitude + region.span.longitudeDelta / 2))
        let width = max(southEast.x - northWest.x, 1), height = max(southEast.y - northWest.y, 1)
        let inside = CGSize(width: max(size.width - insets.leading - insets.trailing, 1),
                            height: max(size.height - insets.top - insets.bottom, 1))
        center = MKMapPoint(region.center)
        scale = min(Double(inside.width) / width, Double(inside.height) / height)
        origin = CGPoint(x: insets.leading + inside.width / 2, y: insets.top + inside.height / 2)
    }

    /// Where `coordinate` falls in the view.
    func point(_ coordinate: CLLocationCoordinate2D) -> CGPoint {
        let mapPoint = MKMapPoint(coordinate)
        return CGPoint(x: (mapPoint.x - center.x) * scale + origin.x, y: (mapPoint.y - center.y) * scale + origin.y)
    }

    /// How long `metres` are in the view at `coordinate`.
    func length(ofMetres metres: Double, at coordinate: CLLocationCoordinate2D) -> CGFloat {
        let worldMetres = 40_075_016.686 * cos(coordinate.latitude * .pi / 180)
        return CGFloat(metres / worldMetres * MKMapSize.world.width * scale)
    }

    /// Room `.automatic` leaves around the content it frames, so that markers' balloons (38
    /// points above their point) and titles (below it) stay inside. *Unverified*.
    static let automaticInsets = EdgeInsets(top: 44, leading: 24, bottom: 24, trailing: 24)

    /// The region a camera position shows. `.automatic` frames `coordinates` with a tenth of
    /// their extent around them (at least 0.01° across), inside `automaticInsets`; without any,
    /// the whole world. A camera shows its distance in metres north to south. These framings
    /// are *unverified*.
    static func region(for position: MapCameraPosition, framing coordinates: [CLLocationCoordinate2D]) -> MKCoordinateRegion {
        switch position.kind {
        case .region(let region): return region
        case .rect(let rect): return MKCoordinateRegion(rect)
        case .camera(let camera):
            return MKCoordinateRegion(center: camera.centerCoordinate, latitudinalMeters: camera.distance,
                                      longitudinalMeters: camera.distance)
        case .item(let coordinate):
            return MKCoordinateRegion(center: coordinate, latitudinalMeters: 1_000, longitudinalMeters: 1_000)
        case .userLocation(let fallback):
            return region(for: fallback.position, framing: coordinates)
        case .automatic:
            guard let first = coordinates.first else {
                return MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 20, longitude: 0),
                                          span: MKCoordinateSpan(latitudeDelta: 140, longitudeDelta: 360))
            }
            var (south, north, west, east) = (first.latitude, first.latitude, first.longitude, first.longitude)
            for coordinate in coordinates {
                south = min(south, coordinate.latitude)
                north = max(north, coordinate.latitude)
                west = min(west, coordinate.longitude)
                east = max(east, coordinate.longitude)
            }
            return MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: (south + north) / 2, longitude: (west + east) / 2),
                                      span: MKCoordinateSpan(latitudeDelta: max((north - south) * 1.2, 0.01),
                                                             longitudeDelta: max((east - west) * 1.2, 0.01)))
        }
    }
}
