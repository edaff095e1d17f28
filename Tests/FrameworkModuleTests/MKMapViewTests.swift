import Foundation
import MapKit
import SwiftUI
import Testing
import UIKit

/// A UIKit map in SwiftUI, as apps wrapped one before iOS 17's `Map` content.
struct StationsMapView: UIViewRepresentable {
    let stations: [MKPointAnnotation]

    func makeUIView(context: Context) -> MKMapView {
        let mapView = MKMapView()
        let configuration = MKStandardMapConfiguration(elevationStyle: .realistic, emphasisStyle: .muted)
        configuration.pointOfInterestFilter = .excludingAll
        mapView.preferredConfiguration = configuration
        mapView.isRotateEnabled = false
        mapView.delegate = context.coordinator
        return mapView
    }

    func updateUIView(_ mapView: MKMapView, context: Context) {
        mapView.removeAnnotations(mapView.annotations)
        mapView.addAnnotations(stations)
        mapView.camera = MKMapCamera(lookingAtCenter: stations.first?.coordinate ?? CLLocationCoordinate2D(),
                                     fromDistance: 1_000, pitch: 45, heading: 90)
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    final class Coordinator: NSObject, MKMapViewDelegate {
        func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? {
            let view = mapView.dequeueReusableAnnotationView(withIdentifier: "station", for: annotation) as? MKMarkerAnnotationView
            view?.glyphText = "S"
            return view
        }
    }
}

/// MapKit's UIKit map view compiles as apps use it; a render leaves its space empty and reports it.
@MainActor struct MKMapViewTests {
    @Test func mapViewsKeepWhatTheAppSets() {
        let station = MKPointAnnotation()
        station.coordinate = CLLocationCoordinate2D(latitude: 59.91, longitude: 10.75)
        let mapView = MKMapView()
        mapView.addAnnotations([station, MKPointAnnotation()])
        mapView.removeAnnotation(station)
        #expect(mapView.annotations.count == 1)
        mapView.setCenter(station.coordinate, animated: true)
        #expect(mapView.region.center.latitude == 59.91)
        #expect(MKPointOfInterestFilter.excludingAll.includes(.cafe) == false)
        #expect(MKPointOfInterestFilter.includingAll.includes(.cafe))
        let marker = StationsMapView.Coordinator().mapView(mapView, viewFor: station) as? MKMarkerAnnotationView
        #expect(marker?.glyphText == "S" && marker?.reuseIdentifier == "station")
    }

    @Test func representedMapViewsAreReportedNotDrawn() {
        let renderer = ImageRenderer(content: StationsMapView(stations: []).frame(width: 100, height: 80))
        #expect(renderer.issues.contains { $0.kind == .notDrawn && $0.message.contains("MKMapView") })
    }
}
