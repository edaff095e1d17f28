import Foundation

/// Apple's continuous ("squircle") corner, in units of the corner radius.
///
/// One corner is three cubics. Coordinates `(u, v)` are distances from the corner: `u` back along
/// the edge that arrives at the corner, `v` along the edge that leaves it
/// (../shared/REFERENCE.md section 5).
enum ContinuousCorner {
    /// How far along each edge, in radii, the corner curve starts.
    static let extent: CGFloat = 1.528665

    /// The three cubics of one corner as (control1, control2, end), starting from `(extent, 0)`.
    static let cubics: [(CGPoint, CGPoint, CGPoint)] = [
        (CGPoint(x: 1.08849296, y: 0), CGPoint(x: 0.86840694, y: 0),
         CGPoint(x: 0.63149379, y: 0.07491139)),
        (CGPoint(x: 0.37282383, y: 0.16905956), CGPoint(x: 0.16905956, y: 0.37282383),
         CGPoint(x: 0.07491139, y: 0.63149379)),
        (CGPoint(x: 0, y: 0.86840694), CGPoint(x: 0, y: 1.08849296),
         CGPoint(x: 0, y: extent)),
    ]
}

/// The circular quarter-corner as one cubic in the same corner coordinates, with the standard
/// control distance `k = 4/3 (sqrt 2 - 1)`.
enum CircularCorner {
    static let k: CGFloat = 0.5522847498307936
    static let cubic = (CGPoint(x: 1 - k, y: 0), CGPoint(x: 0, y: 1 - k), CGPoint(x: 0, y: 1))
}
