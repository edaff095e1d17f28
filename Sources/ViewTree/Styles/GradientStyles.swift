import Foundation
import Raster

/// Colours blended along a line between two points of the bounds, as in SwiftUI: a shape
/// style, and a view that fills the space it is offered.
nonisolated public struct LinearGradient: ShapeStyle, View, PrimitiveView, Hashable {
    private let gradient: Gradient
    private let startPoint: UnitPoint
    private let endPoint: UnitPoint

    /// `gradient` from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Evenly spaced `colors` from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// `stops` from `startPoint` to `endPoint`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        .gradient(GradientPaint(stops: gradient.colorStops(in: environment),
                                geometry: .linear(start: startPoint.point(in: bounds), end: endPoint.point(in: bounds))))
    }

    public var body: Never { bodyOfPrimitiveView() }
    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] { fillingNodes(in: environment) }
}

/// Colours blended in circles around a point of the bounds, between two radii in points.
nonisolated public struct RadialGradient: ShapeStyle, View, PrimitiveView, Hashable {
    private let gradient: Gradient
    private let center: UnitPoint
    private let startRadius: CGFloat
    private let endRadius: CGFloat

    /// `gradient` from `startRadius` to `endRadius` around `center`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// Evenly spaced `colors` from `startRadius` to `endRadius` around `center`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// `stops` from `startRadius` to `endRadius` around `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        .gradient(GradientPaint(stops: gradient.colorStops(in: environment),
                                geometry: .radial(center: center.point(in: bounds), startRadius: startRadius,
                                                  endRadius: endRadius)))
    }

    public var body: Never { bodyOfPrimitiveView() }
    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] { fillingNodes(in: environment) }
}

/// Colours blended in ellipses shaped like the bounds around a point of them; the radii are
/// fractions of the bounds (0.5 reaches the edges).
nonisolated public struct EllipticalGradient: ShapeStyle, View, PrimitiveView, Hashable {
    private let gradient: Gradient
    private let center: UnitPoint
    private let startRadiusFraction: CGFloat
    private let endRadiusFraction: CGFloat

    /// `gradient` from `startRadiusFraction` to `endRadiusFraction` of the bounds around `center`.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// Evenly spaced `colors` from `startRadiusFraction` to `endRadiusFraction` around `center`.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    /// `stops` from `startRadiusFraction` to `endRadiusFraction` around `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        // A radial gradient in a unit square, stretched onto the bounds.
        let stretch = CGAffineTransform(a: bounds.width, b: 0, c: 0, d: bounds.height, tx: bounds.minX, ty: bounds.minY)
        return .gradient(GradientPaint(stops: gradient.colorStops(in: environment),
                                       geometry: .radial(center: CGPoint(x: center.x, y: center.y),
                                                         startRadius: startRadiusFraction, endRadius: endRadiusFraction),
                                       transform: stretch))
    }

    public var body: Never { bodyOfPrimitiveView() }
    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] { fillingNodes(in: environment) }
}

/// Colours blended around a point of the bounds, clockwise from a start angle (0 points to the
/// trailing side) to an end angle; equal angles make a full turn, as a conic gradient.
nonisolated public struct AngularGradient: ShapeStyle, View, PrimitiveView, Hashable {
    private let gradient: Gradient
    private let center: UnitPoint
    private let startAngle: Angle
    private let endAngle: Angle

    /// `gradient` around `center` from `startAngle` to `endAngle`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// Evenly spaced `colors` around `center` from `startAngle` to `endAngle`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// `stops` around `center` from `startAngle` to `endAngle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// `gradient` around `center` for a full turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// Evenly spaced `colors` around `center` for a full turn starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// `stops` around `center` for a full turn starting at `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        let end = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
        return .gradient(GradientPaint(stops: gradient.colorStops(in: environment),
                                       geometry: .angular(center: center.point(in: bounds), startAngle: startAngle,
                                                          endAngle: end)))
    }

    public var body: Never { bodyOfPrimitiveView() }
    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] { fillingNodes(in: environment) }
}

extension ShapeStyle {
    /// This style as a view filling the space it is offered, as a colour does.
    func fillingNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        [ShapeNode(name: TypeNames.described(Self.self), shape: Rectangle(), style: self, environment: environment,
                   stroke: nil)]
    }
}
