import Foundation
import MapKit
import SwiftUI
import Testing

/// A station as apps model one for a map.
struct Station: Identifiable {
    let id: Int
    let name: String
    let coordinate: CLLocationCoordinate2D
}

/// A map screen as iOS 17 apps write it: a camera position in state, markers per element, an
/// annotation, a route, a circle, map controls and a style.
struct StationsMap: View {
    static let oslo = CLLocationCoordinate2D(latitude: 59.91, longitude: 10.75)
    @State private var position: MapCameraPosition = .region(MKCoordinateRegion(
        center: StationsMap.oslo, span: MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05)))
    let stations: [Station]

    var body: some View {
        Map(position: $position) {
            MapCircle(center: Self.oslo, radius: 500).foregroundStyle(.teal.opacity(0.3))
            MapPolyline(coordinates: stations.map(\.coordinate)).stroke(.blue, lineWidth: 4)
            ForEach(stations) { station in
                Marker(station.name, systemImage: "tram.fill", coordinate: station.coordinate).tint(.orange)
            }
            Annotation("You", coordinate: Self.oslo, anchor: .bottom) {
                Image(systemName: "figure.walk").padding(6).background(.blue, in: Circle())
            }
            .annotationTitles(.hidden)
            UserAnnotation()
        }
        .mapStyle(.standard(elevation: .realistic))
        .mapControls {
            MapUserLocationButton()
            MapCompass()
        }
    }
}

@MainActor struct StationsMapTests {
    private let stations = [
        Station(id: 1, name: "Jernbanetorget", coordinate: StationsMap.oslo),
        Station(id: 2, name: "Majorstuen", coordinate: CLLocationCoordinate2D(latitude: 59.91, longitude: 10.7625)),
    ]

    @Test func markersSitOnTheirCoordinatesByWebMercator() throws {
        let renderer = ImageRenderer(content: StationsMap(stations: stations).frame(width: 300, height: 300))
        let canvas = try renderer.canvas
        // The region's height fits the view (a degree of longitude is shorter at 60° N).
        let north = MKMapPoint(CLLocationCoordinate2D(latitude: 59.935, longitude: 10.75))
        let south = MKMapPoint(CLLocationCoordinate2D(latitude: 59.885, longitude: 10.75))
        let scale = 300 / (south.y - north.y)
        let east = (MKMapPoint(stations[1].coordinate).x - MKMapPoint(StationsMap.oslo).x) * scale
        #expect(abs(east - 75 * cos(59.91 * .pi / 180)) < 1, "\(east)")
        // Each balloon's disc (30 wide, its point 38 below its top) is orange above its point.
        for x in [150, 150 + Int(east.rounded())] {
            let disc = canvas.pixel(x: x - 10, y: 150 - 38 + 10)
            #expect([disc.red, disc.green, disc.blue] == [255, 141, 40], "\(x): \(disc)")
        }
        let ground = canvas.pixel(x: 3, y: 3)
        #expect([ground.red, ground.green, ground.blue] == [248, 244, 236], "\(ground)")
        // The annotation's bottom is on its point: its blue disc above it, the ground below.
        let annotation = canvas.pixel(x: 139, y: 137), below = canvas.pixel(x: 140, y: 152)
        #expect([annotation.red, annotation.green, annotation.blue] == [0, 136, 255], "\(annotation)")
        #expect(below.blue != 255, "\(below)")
        let texts = renderer.layout.allViews.compactMap(\.text)
        #expect(texts == ["Jernbanetorget", "Majorstuen"], "annotation titles hidden: \(texts)")
    }

    @Test func automaticFramesTheContentAndLegacyMapsDraw() throws {
        let automatic = ImageRenderer(content: Map { Marker("Here", coordinate: StationsMap.oslo) }.frame(width: 200, height: 200))
        // Framed inside the room left for balloons: 44 above, 24 below, so the point is at y 110.
        let disc = try automatic.canvas.pixel(x: 90, y: 110 - 38 + 10)
        #expect([disc.red, disc.green, disc.blue] == [255, 56, 60], "a red balloon at the centre: \(disc)")
        let region = MKCoordinateRegion(center: StationsMap.oslo, latitudinalMeters: 2_000, longitudinalMeters: 2_000)
        #expect(abs(region.span.latitudeDelta - 2_000 / 111_320) < 1e-9)
        let legacy = Map(coordinateRegion: .constant(region), annotationItems: stations) { station in
            MapMarker(coordinate: station.coordinate, tint: .purple)
        }
        #expect(ImageRenderer(content: legacy.frame(width: 100, height: 100)).layout.allViews.compactMap(\.text).isEmpty)
        let point = MKMapPoint(StationsMap.oslo)
        #expect(abs(point.coordinate.latitude - 59.91) < 1e-9 && abs(point.coordinate.longitude - 10.75) < 1e-9)
    }
}

