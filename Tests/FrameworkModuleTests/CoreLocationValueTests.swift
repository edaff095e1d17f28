import CoreLocation
import Foundation
import Testing

/// Core Location's value types and the services a render cannot reach: distances on the WGS 84
/// ellipsoid, regions, geocoding offline and iOS 17's live updates.
@Suite struct CoreLocationValueTests {
    private let a = 6_378_137.0, f = 1 / 298.257_223_563

    @Test func aDegreeAlongTheEquatorIsTheSemiMajorAxisTimesItsAngle() {
        let distance = CLLocation(latitude: 0, longitude: 0).distance(from: CLLocation(latitude: 0, longitude: 1))
        #expect(abs(distance - a * .pi / 180) < 1e-6, "\(distance)")
    }

    @Test func aDegreeAlongAMeridianIsTheMeridianArc() {
        // The meridian arc by Simpson's rule over the meridional radius a(1-e²)/(1-e² sin²φ)^1.5.
        let e2 = f * (2 - f), steps = 1000, h = (Double.pi / 180) / Double(steps)
        let radius = { (phi: Double) in a * (1 - e2) / pow(1 - e2 * sin(phi) * sin(phi), 1.5) }
        var sum = radius(0) + radius(Double(steps) * h)
        for i in 1..<steps { sum += radius(Double(i) * h) * (i % 2 == 1 ? 4 : 2) }
        let arc = sum * h / 3
        let distance = CLLocation(latitude: 45, longitude: 7).distance(from: CLLocation(latitude: 46, longitude: 7))
        let equatorial = CLLocation(latitude: 0, longitude: 7).distance(from: CLLocation(latitude: 1, longitude: 7))
        #expect(abs(equatorial - arc) < 1e-3, "\(equatorial) vs \(arc)")
        #expect(distance > equatorial, "degrees of latitude lengthen towards the poles")
    }

    @Test func shortEastWestHopsAtFortyFiveDegreesMatchTheEllipsoidNotTheMeanSphere() {
        // Along a parallel the geodesic's curvature radius is the prime vertical N = a / √(1 - e² sin²φ).
        let phi = 45.5 * Double.pi / 180, e2 = f * (2 - f)
        let primeVertical = a / (1 - e2 * sin(phi) * sin(phi)).squareRoot()
        let degrees = 0.0001
        let expected = primeVertical * cos(phi) * degrees * .pi / 180
        let distance = CLLocation(latitude: 45.5, longitude: -122.6)
            .distance(from: CLLocation(latitude: 45.5, longitude: -122.6 + degrees))
        #expect(abs(distance - expected) < 1e-6, "\(distance) vs \(expected)")
        // 0.28% longer than on a sphere of the mean radius, as measured on iOS.
        #expect(abs(distance / (6_371_008.8 * cos(phi) * degrees * .pi / 180) - 1.0028) < 0.0002)
        #expect(CLLocation(latitude: 10, longitude: 20).distance(from: CLLocation(latitude: 10, longitude: 20)) == 0)
    }

    @Test func nearlyAntipodalPointsStillHaveADistance() {
        let distance = CLLocation(latitude: 0, longitude: 0).distance(from: CLLocation(latitude: 0.5, longitude: 179.7))
        #expect(distance.isFinite && (19_900_000...20_040_000).contains(distance), "\(distance)")
    }

    @Test func locationsKeepWhatTheyWereMadeWith() {
        let source = CLLocationSourceInformation(softwareSimulationState: true, andExternalAccessoryState: false)
        let when = Date(timeIntervalSince1970: 1_700_000_000)
        let location = CLLocation(coordinate: CLLocationCoordinate2DMake(59.91, 10.75), altitude: 12,
                                  horizontalAccuracy: 5, verticalAccuracy: 3, course: 90, courseAccuracy: 2,
                                  speed: 1.5, speedAccuracy: 0.5, timestamp: when, sourceInfo: source)
        #expect(location.coordinate == CLLocationCoordinate2D(latitude: 59.91, longitude: 10.75))
        #expect([location.altitude, location.horizontalAccuracy, location.verticalAccuracy, location.course,
                 location.courseAccuracy, location.speed, location.speedAccuracy] == [12, 5, 3, 90, 2, 1.5, 0.5])
        #expect(location.timestamp == when && location.floor == nil)
        #expect(location.sourceInformation?.isSimulatedBySoftware == true)
        #expect(location.description == "<+59.91000000,+10.75000000> +/- 5.00m (speed 1.50 mps / course 90.00) @ 2023-11-14T22:13:20Z")
        let named = CLLocation(latitude: 1, longitude: 2)
        #expect([named.altitude, named.horizontalAccuracy, named.verticalAccuracy, named.speed, named.course] == [0, 0, -1, -1, -1])
        #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
        #expect(kCLLocationAccuracyBest == -1 && kCLLocationAccuracyKilometer == 1000)
    }

    @Test func circularRegionsContainWhatIsWithinTheirRadius() {
        let centre = CLLocationCoordinate2D(latitude: 0, longitude: 0)
        let region = CLCircularRegion(center: centre, radius: 1000, identifier: "home")
        #expect(region.contains(CLLocationCoordinate2D(latitude: 0, longitude: 0.008)))   // about 890 m
        #expect(!region.contains(CLLocationCoordinate2D(latitude: 0, longitude: 0.01)))   // about 1113 m
        #expect(region.notifyOnEntry && region.notifyOnExit && region.identifier == "home")
    }

    @Test func regionStatesComeFromTheSimulatedLocation() {
        final class Delegate: NSObject, CLLocationManagerDelegate {
            var states: [CLRegionState] = []
            var started: [String] = []
            func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion) {
                states.append(state)
            }
            func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion) {
                started.append(region.identifier)
            }
        }
        let region = CLCircularRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 0), radius: 500, identifier: "a")
        let device = ViewTreeLocationSimulator(location: CLLocation(latitude: 0, longitude: 0.001),
                                               authorizationStatus: .authorizedAlways)
        let delegate = Delegate()
        ViewTreeLocationSimulator.withSimulator(device) {
            let manager = CLLocationManager()
            manager.delegate = delegate
            manager.startMonitoring(for: region)
            manager.startMonitoring(for: CLCircularRegion(center: region.center, radius: 10, identifier: "a"))
            manager.requestState(for: region)
            #expect(manager.monitoredRegions.count == 1)
            manager.stopMonitoring(for: region)
            #expect(manager.monitoredRegions.isEmpty)
        }
        ViewTreeLocationSimulator.withSimulator(.fresh) {
            let manager = CLLocationManager()
            manager.delegate = delegate
            manager.requestState(for: region)
        }
        #expect(delegate.states == [.inside, .unknown])
        #expect(delegate.started == ["a", "a"])
    }

    @Test func geocodingFailsAsOfflineWithANetworkError() async {
        let geocoder = CLGeocoder()
        var code: CLError.Code?
        geocoder.geocodeAddressString("1 Infinite Loop, Cupertino") { placemarks, error in
            #expect(placemarks == nil)
            code = (error as? CLError)?.code
        }
        #expect(code == .network)
        await #expect(throws: CLError(.network)) {
            try await geocoder.reverseGeocodeLocation(CLLocation(latitude: 0, longitude: 0))
        }
        #expect(!geocoder.isGeocoding)
    }

    @Test func liveUpdatesGiveTheSimulatedDevicesOneUpdateAndEnd() async throws {
        let device = ViewTreeLocationSimulator(location: CLLocation(latitude: 1, longitude: 2),
                                               authorizationStatus: .authorizedWhenInUse, accuracyAuthorization: .reducedAccuracy)
        let updates = try await ViewTreeLocationSimulator.withSimulator(device) {
            var updates: [CLLocationUpdate] = []
            for try await update in CLLocationUpdate.liveUpdates(.fitness) { updates.append(update) }
            return updates
        }
        #expect(updates.count == 1)
        #expect(updates.first?.location?.coordinate.longitude == 2)
        #expect(updates.first?.accuracyLimited == true && updates.first?.isStationary == false)
        var fresh = CLLocationUpdate.liveUpdates().makeAsyncIterator()
        let first = try await fresh.next()
        #expect(first?.location == nil && first?.authorizationRequestInProgress == true)
        #expect(try await fresh.next() == nil)
    }

    @Test func temporaryFullAccuracyIsDeclinedWithoutAPrompt() async {
        let reduced = ViewTreeLocationSimulator(authorizationStatus: .authorizedWhenInUse, accuracyAuthorization: .reducedAccuracy)
        _ = await ViewTreeLocationSimulator.withSimulator(reduced) {
            await #expect(throws: CLError(.promptDeclined)) {
                try await CLLocationManager().requestTemporaryFullAccuracyAuthorization(withPurposeKey: "Nearby")
            }
        }
        #expect(CLLocationManager.authorizationStatus() == .notDetermined)
        #expect(CLLocationManager.locationServicesEnabled() && !CLLocationManager.headingAvailable())
        #expect(CLLocationManager.isMonitoringAvailable(for: CLCircularRegion.self))
    }
}
