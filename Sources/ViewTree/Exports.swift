// ViewTree draws through Raster; its geometry and drawing types are part of ViewTree's API, as
// Path and CGAffineTransform are part of SwiftUI's.
@_exported import Raster
