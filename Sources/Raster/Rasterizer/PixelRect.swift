import Foundation

/// A rectangle of whole pixels, `minX..<maxX` by `minY..<maxY`.
struct PixelRect: Hashable, Sendable {
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

    /// This rectangle grown by `amount` pixels on every side.
    func expanded(by amount: Int) -> PixelRect {
        isEmpty ? self : PixelRect(minX: minX - amount, minY: minY - amount, maxX: maxX + amount, maxY: maxY + amount)
    }

    /// This rectangle moved by `dx`, `dy` pixels.
    func offsetBy(dx: Int, dy: Int) -> PixelRect {
        PixelRect(minX: minX + dx, minY: minY + dy, maxX: maxX + dx, maxY: maxY + dy)
    }

    static let empty = PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0)
}

extension PixelRect {
    /// The whole pixels `rect` touches (partly covered ones included); empty for a rectangle
    /// that is not finite or reaches beyond any canvas.
    init(covering rect: CGRect) {
        let reach = CGFloat(RasterCanvas.maximumDimension) * 2
        guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
            self = .empty
            return
        }
        self.init(minX: Int(max(-reach, rect.minX).rounded(.down)), minY: Int(max(-reach, rect.minY).rounded(.down)),
                  maxX: Int(min(reach, rect.maxX).rounded(.up)), maxY: Int(min(reach, rect.maxY).rounded(.up)))
    }
}
