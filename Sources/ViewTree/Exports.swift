// ViewTree draws through Raster. Only the types SwiftUI and Core Graphics also name are re-exported,
// so `import SwiftUI` brings no name an app may define itself (`Bitmap`, `Paint`, `TextLayout`...);
// code that draws with Raster directly imports it.
import Raster
@_exported import struct Raster.Angle
@_exported import enum Raster.BlendMode
@_exported import struct Raster.CGAffineTransform
@_exported import enum Raster.CGLineCap
@_exported import enum Raster.CGLineJoin
@_exported import struct Raster.CGVector
@_exported import struct Raster.Path
@_exported import enum Raster.RoundedCornerStyle
@_exported import struct Raster.StrokeStyle
#if !canImport(Darwin)
// Core Graphics' paths, which SwiftUI re-exports on iOS (`Path(cgPath)`, `UIBezierPath.cgPath`).
@_exported import class Raster.CGPath
@_exported import class Raster.CGMutablePath
@_exported import enum Raster.CGPathFillRule
// Core Graphics' images, which `ImageRenderer.cgImage` makes and `Image(_:scale:label:)` draws.
@_exported import class Raster.CGImage
#endif

// SwiftUI views observe models through Combine's ObservableObject and @Published (OpenCombine
// provides them on Linux under the same names) and through the Observation module's
// @Observable, so view files that use them compile with `import ViewTree` alone. Only those two
// Combine names are re-exported, as Apple's Foundation re-exports them (`typealias
// ObservableObject = Combine.ObservableObject`, `typealias Published = Combine.Published`):
// Combine's other names (`Subscription`, `Just`, `Future`, `Record`...) need `import Combine`,
// as on iOS, so an app's own type of such a name is no ambiguity in a file that imports SwiftUI.
import OpenCombine
@_exported import protocol OpenCombine.ObservableObject
@_exported import struct OpenCombine.Published
@_exported import Observation

// SwiftUI re-exports Foundation, so view files use `CGFloat`, `UUID`, `Date` and `URL` with
// `import SwiftUI` alone; the same files must compile with `import ViewTree` alone.
@_exported import Foundation
