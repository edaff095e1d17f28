import Foundation

/// What a location manager tells its delegate, as Core Location's `CLLocationManagerDelegate`.
/// Every method is optional, as in Objective-C: implement the ones the app needs.
public protocol CLLocationManagerDelegate: NSObjectProtocol {
    /// The app's authorization changed, or the manager was made (its first delegate is told once).
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    /// The older form of `locationManagerDidChangeAuthorization(_:)`, called by its default implementation.
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    /// New locations arrived, the latest last.
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// No location could be had (`CLError.locationUnknown`), or the app may not have one (`CLError.denied`).
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    /// A new heading arrived.
    func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
    /// Whether to show the compass calibration panel.
    func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool
    /// Whether the device is in `region`, as `requestState(for:)` asked.
    func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion)
    /// The device entered a monitored region.
    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion)
    /// The device left a monitored region.
    func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion)
    /// A region could not be monitored.
    func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: any Error)
    /// Monitoring of a region started.
    func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion)
    /// Location updates paused.
    func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager)
    /// Location updates resumed.
    func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager)
    /// Deferred updates finished.
    func locationManager(_ manager: CLLocationManager, didFinishDeferredUpdatesWithError error: (any Error)?)
    /// The user visited a place.
    func locationManager(_ manager: CLLocationManager, didVisit visit: CLVisit)
}

extension CLLocationManagerDelegate {
    /// Calls the older `locationManager(_:didChangeAuthorization:)`, as iOS does for delegates
    /// that implement only that one.
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        locationManager(manager, didChangeAuthorization: manager.authorizationStatus)
    }
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {}
    /// Shows no panel.
    public func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool { false }
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: any Error) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion) {}
    /// Does nothing.
    public func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager) {}
    /// Does nothing.
    public func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didFinishDeferredUpdatesWithError error: (any Error)?) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didVisit visit: CLVisit) {}
}
