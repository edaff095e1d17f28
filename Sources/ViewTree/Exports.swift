// ViewTree draws through Raster; its geometry and drawing types are part of ViewTree's API, as
// Path and CGAffineTransform are part of SwiftUI's.
@_exported import Raster

// SwiftUI views observe models through Combine's ObservableObject and @Published (OpenCombine
// provides them on Linux under the same names) and through the Observation module's
// @Observable, so view files that use them compile with `import ViewTree` alone.
@_exported import OpenCombine
@_exported import Observation

// SwiftUI re-exports Foundation, so view files use `CGFloat`, `UUID`, `Date` and `URL` with
// `import SwiftUI` alone; the same files must compile with `import ViewTree` alone.
@_exported import Foundation
