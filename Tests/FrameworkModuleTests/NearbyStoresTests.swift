import CoreLocation
import SwiftUI
import Testing

/// A view model as apps write one over Core Location: it asks for a location once it is
/// authorized and measures the distance to a store.
@MainActor final class NearbyStoreModel: NSObject, ObservableObject, CLLocationManagerDelegate {
    nonisolated static let store = CLLocation(latitude: 37.3349, longitude: -122.0090)
    @Published var status: CLAuthorizationStatus = .notDetermined
    @Published var distance: CLLocationDistance?
    @Published var failure: CLError.Code?
    private let manager = CLLocationManager()

    override init() {
        super.init()
        manager.desiredAccuracy = kCLLocationAccuracyHundredMeters
        manager.distanceFilter = kCLDistanceFilterNone
        manager.delegate = self
    }

    func locate() {
        manager.requestWhenInUseAuthorization()
        manager.requestLocation()
    }

    nonisolated func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        let status = manager.authorizationStatus
        MainActor.assumeIsolated {
            self.status = status
            if status == .authorizedWhenInUse || status == .authorizedAlways { self.manager.requestLocation() }
        }
    }

    nonisolated func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        let distance = locations.last?.distance(from: Self.store)
        MainActor.assumeIsolated { self.distance = distance }
    }

    nonisolated func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {
        let code = (error as? CLError)?.code
        MainActor.assumeIsolated { failure = code }
    }
}

/// What the screen shows for each state of the model.
struct NearbyStoreView: View {
    @ObservedObject var model: NearbyStoreModel

    var body: some View {
        if let distance = model.distance {
            Text("\(Int(distance)) m away")
        } else if model.status == .denied {
            Text("Location access denied")
        } else {
            Button("Find the nearest store") { model.locate() }
        }
    }
}

@MainActor @Suite struct NearbyStoresTests {
    private let infiniteLoop = CLLocation(coordinate: CLLocationCoordinate2D(latitude: 37.3318, longitude: -122.0312),
                                          altitude: 20, horizontalAccuracy: 5, verticalAccuracy: 3,
                                          timestamp: Date(timeIntervalSince1970: 1_700_000_000))

    @Test func aFreshSimulatorDeliversNothing() {
        ViewTreeLocationSimulator.withSimulator(.fresh) {
            let model = NearbyStoreModel()
            model.locate()
            #expect(model.status == .notDetermined)
            #expect(model.distance == nil && model.failure == nil)
            #expect(CLLocationManager().location == nil)
        }
    }

    @Test func anAuthorizedAppGetsTheSimulatedLocationOnceItsDelegateIsSet() {
        let device = ViewTreeLocationSimulator(location: infiniteLoop, authorizationStatus: .authorizedWhenInUse)
        ViewTreeLocationSimulator.withSimulator(device) {
            let model = NearbyStoreModel()
            #expect(model.status == .authorizedWhenInUse)
            let expected = infiniteLoop.distance(from: NearbyStoreModel.store)
            #expect(model.distance == expected)
            #expect((1_990...2_005).contains(expected), "\(expected)")   // about 0.003° north, 0.022° east
            #expect(CLLocationManager().location === infiniteLoop)
        }
    }

    @Test func deniedAndLocationlessDevicesFailWithCoreLocationsCodes() {
        ViewTreeLocationSimulator.withSimulator(ViewTreeLocationSimulator(location: infiniteLoop, authorizationStatus: .denied)) {
            let model = NearbyStoreModel()
            model.locate()
            #expect(model.failure == .denied)
        }
        ViewTreeLocationSimulator.withSimulator(ViewTreeLocationSimulator(authorizationStatus: .authorizedAlways)) {
            let model = NearbyStoreModel()
            #expect(model.failure == .locationUnknown)
            #expect(model.distance == nil)
        }
        var matched = false
        do { throw CLError(.denied) } catch CLError.denied { matched = true } catch {}
        #expect(matched)
        #expect((CLError(.network) as NSError).domain == kCLErrorDomain)
    }

    @Test func theViewShowsWhatTheModelKnows() throws {
        let device = ViewTreeLocationSimulator(location: infiniteLoop, authorizationStatus: .authorizedWhenInUse)
        let located = ViewTreeLocationSimulator.withSimulator(device) { NearbyStoreModel() }
        let denied = ViewTreeLocationSimulator.withSimulator(ViewTreeLocationSimulator(authorizationStatus: .denied)) {
            NearbyStoreModel()
        }
        let distance = Int(try #require(located.distance))
        #expect(texts(NearbyStoreView(model: located)) == ["\(distance) m away"])
        #expect(texts(NearbyStoreView(model: denied)) == ["Location access denied"])
        #expect(texts(NearbyStoreView(model: NearbyStoreModel())) == ["Find the nearest store"])
    }

    private func texts<V: View>(_ view: V) -> [String] {
        ImageRenderer(content: view).layout.allViews.compactMap(\.text)
    }
}
