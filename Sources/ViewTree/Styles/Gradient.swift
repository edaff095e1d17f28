import Foundation
import Raster

/// Colours and where they sit along a gradient, as in SwiftUI. As a shape style on its own it
/// runs from top to bottom.
public struct Gradient: Hashable, Sendable, ShapeStyle {
    /// A colour at a location from 0 (the gradient's start) to 1 (its end).
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where along the gradient, 0...1.
        public var location: CGFloat

        /// A stop of `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order.
    public var stops: [Stop]

    /// A gradient through `stops`.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// A gradient through `colors`, evenly spaced from start to end.
    public init(colors: [Color]) {
        let last = CGFloat(max(1, colors.count - 1))
        stops = colors.enumerated().map { Stop(color: $1, location: colors.count == 1 ? 0 : CGFloat($0) / last) }
    }

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom)._paint(in: bounds, environment: environment)
    }

    /// The stops resolved in `environment` (for its colour scheme).
    func colorStops(in environment: EnvironmentValues) -> [ColorStop] {
        stops.map { ColorStop(color: $0.color.resolved(in: environment), location: Double($0.location)) }
    }
}

/// A gradient derived from one colour, as `Color.gradient` gives: the colour, a little lighter
/// at the top.
public struct AnyGradient: Hashable, Sendable, ShapeStyle {
    private let gradient: Gradient

    /// A gradient over `gradient`'s stops.
    public init(_ gradient: Gradient) {
        self.gradient = gradient
    }

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        gradient._paint(in: bounds, environment: environment)
    }
}

extension Color {
    /// A subtle top-to-bottom gradient from this colour mixed with a little white down to the
    /// colour itself (Apple does not document its exact recipe).
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [mixed(withWhite: 0.16), self]))
    }
}
