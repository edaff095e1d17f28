// `import ViewTree` re-exports Raster's `Angle` alone (Exports.swift), and a scoped import carries
// a type but not its operators to the importing file, so SwiftUI's arithmetic on angles is declared
// again here for apps. Disfavoured, so that files that import Raster as well use Raster's.

/// The sum of two angles.
@_disfavoredOverload public func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }

/// The difference of two angles.
@_disfavoredOverload public func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }

/// The negated angle.
@_disfavoredOverload public prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }

/// An angle scaled by a factor.
@_disfavoredOverload public func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
