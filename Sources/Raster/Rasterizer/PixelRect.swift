/// A rectangle of whole pixels, `minX..<maxX` by `minY..<maxY`.
struct PixelRect: Equatable, Sendable {
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int

    var width: Int { maxX - minX }
    var height: Int { maxY - minY }
    var isEmpty: Bool { maxX <= minX || maxY <= minY }

    /// The overlap of two rectangles (empty when they do not meet).
    func intersection(_ other: PixelRect) -> PixelRect {
        let rect = PixelRect(minX: max(minX, other.minX), minY: max(minY, other.minY),
                             maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
        return rect.isEmpty ? PixelRect(minX: rect.minX, minY: rect.minY, maxX: rect.minX, maxY: rect.minY) : rect
    }

    /// The smallest rectangle containing both (an empty rectangle adds nothing).
    func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelRect(minX: min(minX, other.minX), minY: min(minY, other.minY),
                         maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    static let empty = PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0)
}
