import Foundation
import Raster

/// A path is a shape, as in SwiftUI: `Path { path in ... }.stroke(.blue, lineWidth: 2)` draws it
/// in the view's coordinates, whatever space the view is offered.
extension Path: Shape {
    /// The path itself, wherever the shape is laid out.
    nonisolated public func path(in rect: CGRect) -> Path { self }
}
