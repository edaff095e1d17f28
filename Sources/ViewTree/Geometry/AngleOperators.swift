import Raster

// `import ViewTree` re-exports Raster's `Angle` alone (Exports.swift), and a scoped import carries
// a type but not its operators to the importing file, so SwiftUI's arithmetic on angles is made
// visible to apps here. Disfavoured, so that each body (and any file importing Raster as well)
// uses Raster's own operator.

/// The sum of two angles.
@_disfavoredOverload public func + (lhs: Angle, rhs: Angle) -> Angle { lhs + rhs }

/// The difference of two angles.
@_disfavoredOverload public func - (lhs: Angle, rhs: Angle) -> Angle { lhs - rhs }

/// The negated angle.
@_disfavoredOverload public prefix func - (angle: Angle) -> Angle { -angle }

/// An angle scaled by a factor.
@_disfavoredOverload public func * (lhs: Angle, rhs: Double) -> Angle { lhs * rhs }
