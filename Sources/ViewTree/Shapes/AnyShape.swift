import Foundation
import Raster

/// A shape of any type, as SwiftUI's `AnyShape`: for choosing between shapes of different types
/// (`isCapsule ? AnyShape(Capsule()) : AnyShape(RoundedRectangle(cornerRadius: 8))`). It outlines,
/// fills, strokes and clips exactly as the shape it wraps.
nonisolated public struct AnyShape: Shape, @unchecked Sendable {
    /// The wrapped shape's outline (never that of another `AnyShape`).
    private let outline: @Sendable (CGRect) -> Path

    /// `shape`, with its type erased.
    public init<S: Shape>(_ shape: S) {
        if let erased = shape as? AnyShape {
            outline = erased.outline
        } else {
            outline = { rect in shape.path(in: rect) }
        }
    }

    public func path(in rect: CGRect) -> Path { outline(rect) }
}
