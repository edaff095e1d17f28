import Foundation
import Raster

/// A shape rotated about a point of its frame, as SwiftUI's `RotatedShape`.
nonisolated public struct RotatedShape<Content: Shape>: Shape {
    /// The shape rotated.
    public var shape: Content
    /// The rotation, clockwise on screen.
    public var angle: Angle
    /// The point of the frame it turns about.
    public var anchor: UnitPoint

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(rotationAngle: CGFloat(angle.radians)).about(anchor, of: rect))
    }
}

/// A shape moved within its frame, as SwiftUI's `OffsetShape`.
nonisolated public struct OffsetShape<Content: Shape>: Shape {
    /// The shape moved.
    public var shape: Content
    /// How far.
    public var offset: CGSize

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(translationX: offset.width, y: offset.height))
    }
}

/// A shape scaled about a point of its frame, as SwiftUI's `ScaledShape`.
nonisolated public struct ScaledShape<Content: Shape>: Shape {
    /// The shape scaled.
    public var shape: Content
    /// The horizontal and vertical factors.
    public var scale: CGSize
    /// The point of the frame that stays put.
    public var anchor: UnitPoint

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(scaleX: scale.width, y: scale.height).about(anchor, of: rect))
    }
}

/// A shape through an affine transform, as SwiftUI's `TransformedShape`.
nonisolated public struct TransformedShape<Content: Shape>: Shape {
    /// The shape transformed.
    public var shape: Content
    /// The transform, in the frame's coordinates.
    public var transform: CGAffineTransform

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
}

nonisolated extension Shape {
    /// The shape rotated by `angle` about `anchor` of its frame; its frame does not change.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape moved by `offset` within its frame.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

    /// The shape moved by `offset` within its frame.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// The shape moved by `x` and `y` within its frame.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// The shape scaled by `x` and `y` about `anchor` of its frame.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The shape scaled by `scale` about `anchor` of its frame.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }

    /// The shape through `transform`.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}
