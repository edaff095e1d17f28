import Foundation

/// What a fill or stroke paints with: one colour, a gradient, or frosted glass.
public enum Paint: Sendable, Equatable {
    /// One colour everywhere.
    case color(RGBAColor)
    /// Colours that change across the drawing.
    case gradient(GradientPaint)
    /// What is already drawn beneath, blurred and tinted (fills and strokes; text takes the tint).
    case backdrop(BackdropPaint)

    /// This paint with every colour's alpha multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Paint {
        switch self {
        case .color(let color): return .color(color.opacity(opacity))
        case .gradient(var gradient):
            gradient.stops = gradient.stops.map { ColorStop(color: $0.color.opacity(opacity), location: $0.location) }
            return .gradient(gradient)
        case .backdrop(var backdrop):
            backdrop.tint = backdrop.tint.opacity(opacity)
            return .backdrop(backdrop)
        }
    }

    /// Whether nothing this paint draws can be seen.
    public var isInvisible: Bool {
        switch self {
        case .color(let color): return color.premultiplied.alpha == 0
        case .gradient(let gradient): return gradient.stops.allSatisfy { $0.color.premultiplied.alpha == 0 }
        case .backdrop: return false
        }
    }
}

/// A colour at a place along a gradient, from 0 (its start) to 1 (its end).
public struct ColorStop: Sendable, Equatable {
    /// The colour.
    public var color: RGBAColor
    /// Where along the gradient, 0...1.
    public var location: Double

    /// A stop of `color` at `location`.
    public init(color: RGBAColor, location: Double) {
        self.color = color
        self.location = location
    }
}

/// Colours blended along a line, out from a centre or around it.
///
/// Between stops, colours are interpolated premultiplied, in sRGB as given: a fade to a
/// transparent colour never darkens on the way. Before the first stop and past the last the
/// end colours continue.
public struct GradientPaint: Sendable, Equatable {
    /// The shape along which the gradient runs, in gradient space.
    public enum Geometry: Sendable, Equatable {
        /// From `start` (location 0) to `end` (location 1), constant across the line between them.
        case linear(start: CGPoint, end: CGPoint)
        /// Circles around `center`, from `startRadius` (location 0) to `endRadius` (location 1).
        case radial(center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// Around `center`, clockwise on screen from `startAngle` (location 0, measured from the
        /// positive x axis) to `endAngle` (location 1). A sweep short of a full turn fills the
        /// rest with the end colours, meeting halfway across it; a longer one shows its last turn.
        case angular(center: CGPoint, startAngle: Angle, endAngle: Angle)
    }

    /// The colours and where they sit.
    public var stops: [ColorStop]
    /// The shape the gradient runs along.
    public var geometry: Geometry
    /// Maps gradient space to drawing coordinates (an elliptical gradient is a radial one
    /// stretched by this).
    public var transform: CGAffineTransform

    /// A gradient of `stops` along `geometry`, placed by `transform`.
    public init(stops: [ColorStop], geometry: Geometry, transform: CGAffineTransform = .identity) {
        self.stops = stops
        self.geometry = geometry
        self.transform = transform
    }
}
