// `import CoreGraphics` on Linux: Core Graphics' geometry as far as view code uses it. Foundation
// has `CGFloat`, `CGPoint`, `CGSize` and `CGRect` there; Raster adds the affine transform, line
// styles, vectors and paths under Core Graphics' names. Only those names are re-exported, so a file
// importing CoreGraphics sees nothing an iOS file would not.
@_exported import Foundation
@_exported import struct Raster.CGAffineTransform
@_exported import enum Raster.CGLineCap
@_exported import enum Raster.CGLineJoin
@_exported import struct Raster.CGVector
@_exported import class Raster.CGPath
@_exported import class Raster.CGMutablePath
@_exported import enum Raster.CGPathFillRule
