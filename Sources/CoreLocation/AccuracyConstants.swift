import Foundation

// Core Location's accuracy and filter constants. Apple's headers declare them `extern`, so their
// values are not published: the named distances are the metres their names say, and the
// sentinels (-1, -2) and kCLLocationAccuracyReduced are the values iOS is reported to print
// (*unverified*).

/// The highest accuracy, for navigation apps, as `kCLLocationAccuracyBestForNavigation`.
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// The best accuracy the device can give, as `kCLLocationAccuracyBest`.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// Accurate to about ten metres, as `kCLLocationAccuracyNearestTenMeters`.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// Accurate to about a hundred metres, as `kCLLocationAccuracyHundredMeters`.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// Accurate to about a kilometre, as `kCLLocationAccuracyKilometer`.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// Accurate to about three kilometres, as `kCLLocationAccuracyThreeKilometers`.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// The accuracy of an app given only approximate locations, as `kCLLocationAccuracyReduced`.
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
/// No distance filter: every movement is reported, as `kCLDistanceFilterNone`.
public let kCLDistanceFilterNone: CLLocationDistance = -1
/// No heading filter: every change is reported, as `kCLHeadingFilterNone`.
public let kCLHeadingFilterNone: CLLocationDegrees = -1
/// The largest distance, as `CLLocationDistanceMax`.
public let CLLocationDistanceMax: CLLocationDistance = .greatestFiniteMagnitude
/// The longest time interval, as `CLTimeIntervalMax`.
public let CLTimeIntervalMax: TimeInterval = .greatestFiniteMagnitude
