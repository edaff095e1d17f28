/// How a line or an area joins its points, as Swift Charts' `InterpolationMethod`.
public struct InterpolationMethod: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case linear, monotone, catmullRom, cardinal, stepStart, stepCenter, stepEnd
    }

    let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// Straight segments.
    public static let linear = InterpolationMethod(.linear)
    /// A smooth curve that keeps each segment between its points' values.
    public static let monotone = InterpolationMethod(.monotone)
    /// A Catmull-Rom spline through the points.
    public static let catmullRom = InterpolationMethod(.catmullRom)
    /// A cardinal spline through the points.
    public static let cardinal = InterpolationMethod(.cardinal)
    /// Steps that change value at each point.
    public static let stepStart = InterpolationMethod(.stepStart)
    /// Steps that change value halfway between points.
    public static let stepCenter = InterpolationMethod(.stepCenter)
    /// Steps that change value at the next point.
    public static let stepEnd = InterpolationMethod(.stepEnd)

    /// A Catmull-Rom spline of parameter `alpha` (drawn as the centripetal default).
    public static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }

    /// A cardinal spline of `tension` (drawn with the default tension).
    public static func cardinal(tension: Double) -> InterpolationMethod { .cardinal }
}
