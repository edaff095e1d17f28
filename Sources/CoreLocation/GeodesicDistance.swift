import Foundation

/// Distances along the WGS 84 ellipsoid, for `CLLocation.distance(from:)`.
///
/// Apple documents the distance as an arc that follows the Earth's curvature without saying which
/// Earth model. Published measurements of iOS's results agree with the WGS 84 ellipsoidal geodesic
/// (geopy's Vincenty distance) to within 0.1 mm over 4 to 26 m, while a sphere of the mean radius
/// (geopy's great circle) is 0.3% shorter for those mostly east-west segments at 45° N
/// (gist.github.com/ezheidtmann/1d60ddead76273de21ebd1455492e25d): the ratio is the ellipsoid's
/// prime-vertical radius there over the mean radius. So the distance is measured on the ellipsoid,
/// with Vincenty's inverse formula (Survey Review 23(176), 1975). It does not converge for nearly
/// antipodal points; those fall back to the great circle on the mean radius (*unverified* there).
enum GeodesicDistance {
    /// WGS 84's semi-major axis in metres.
    static let semiMajorAxis = 6_378_137.0
    /// WGS 84's flattening.
    static let flattening = 1 / 298.257_223_563
    /// WGS 84's semi-minor axis in metres.
    static let semiMinorAxis = semiMajorAxis * (1 - flattening)
    /// The mean radius (2a + b) / 3, for the spherical fallback.
    static let meanRadius = (2 * semiMajorAxis + semiMinorAxis) / 3

    /// The geodesic distance in metres from `start` to `end`.
    static func metres(from start: CLLocationCoordinate2D, to end: CLLocationCoordinate2D) -> Double {
        vincenty(from: start, to: end) ?? greatCircle(from: start, to: end)
    }

    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

    /// Vincenty's inverse solution, or `nil` when its iteration does not settle.
    static func vincenty(from start: CLLocationCoordinate2D, to end: CLLocationCoordinate2D) -> Double? {
        let f = flattening
        let lonDelta = radians(end.longitude - start.longitude)
        let reduced1 = atan((1 - f) * tan(radians(start.latitude)))
        let reduced2 = atan((1 - f) * tan(radians(end.latitude)))
        let (sinU1, cosU1, sinU2, cosU2) = (sin(reduced1), cos(reduced1), sin(reduced2), cos(reduced2))
        var lambda = lonDelta
        for _ in 0..<200 {
            let (sinLambda, cosLambda) = (sin(lambda), cos(lambda))
            let crossTerm = cosU1 * sinU2 - sinU1 * cosU2 * cosLambda
            let sinSigma = ((cosU2 * sinLambda) * (cosU2 * sinLambda) + crossTerm * crossTerm).squareRoot()
            if sinSigma == 0 { return 0 }   // the same point
            let cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda
            let sigma = atan2(sinSigma, cosSigma)
            let sinAlpha = cosU1 * cosU2 * sinLambda / sinSigma
            let cosSquaredAlpha = 1 - sinAlpha * sinAlpha
            // On the equator cos²α is 0 and the term below is taken as 0.
            let cos2SigmaM = cosSquaredAlpha == 0 ? 0 : cosSigma - 2 * sinU1 * sinU2 / cosSquaredAlpha
            let c = f / 16 * cosSquaredAlpha * (4 + f * (4 - 3 * cosSquaredAlpha))
            let previous = lambda
            lambda = lonDelta + (1 - c) * f * sinAlpha
                * (sigma + c * sinSigma * (cos2SigmaM + c * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
            guard abs(lambda - previous) < 1e-12 else { continue }
            let a = semiMajorAxis, b = semiMinorAxis
            let uSquared = cosSquaredAlpha * (a * a - b * b) / (b * b)
            let bigA = 1 + uSquared / 16384 * (4096 + uSquared * (-768 + uSquared * (320 - 175 * uSquared)))
            let bigB = uSquared / 1024 * (256 + uSquared * (-128 + uSquared * (74 - 47 * uSquared)))
            let deltaSigma = bigB * sinSigma * (cos2SigmaM + bigB / 4 * (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)
                - bigB / 6 * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)))
            return b * bigA * (sigma - deltaSigma)
        }
        return nil
    }

    /// The haversine great-circle distance on a sphere of the mean radius.
    static func greatCircle(from start: CLLocationCoordinate2D, to end: CLLocationCoordinate2D) -> Double {
        let (lat1, lat2) = (radians(start.latitude), radians(end.latitude))
        let dLat = lat2 - lat1, dLon = radians(end.longitude - start.longitude)
        let h = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
        return meanRadius * 2 * atan2(h.squareRoot(), (1 - h).squareRoot())
    }
}
