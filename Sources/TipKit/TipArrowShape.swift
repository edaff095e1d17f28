import Foundation
import ViewTree

/// A tip view's box: a continuous rounded rectangle, with an arrow pointing out of one edge
/// into the padding the view leaves on that side. The arrow's size is *unverified*.
nonisolated struct TipArrowShape: Shape {
    /// How far the arrow stands out of the box, and half its base.
    static let length: CGFloat = 10

    let cornerRadius: CGFloat
    let arrowEdge: Edge?

    func path(in rect: CGRect) -> Path {
        let length = Self.length
        var box = rect
        switch arrowEdge {
        case .top?: box = CGRect(x: rect.minX, y: rect.minY + length, width: rect.width, height: rect.height - length)
        case .bottom?: box.size.height -= length
        case .leading?: box = CGRect(x: rect.minX + length, y: rect.minY, width: rect.width - length, height: rect.height)
        case .trailing?: box.size.width -= length
        case nil: break
        }
        var path = RoundedRectangle(cornerRadius: cornerRadius, style: .continuous).path(in: box)
        guard let arrowEdge else { return path }
        let tip: CGPoint, base: (CGPoint, CGPoint)
        switch arrowEdge {
        case .top:
            tip = CGPoint(x: box.midX, y: rect.minY)
            base = (CGPoint(x: box.midX - length, y: box.minY + 1), CGPoint(x: box.midX + length, y: box.minY + 1))
        case .bottom:
            tip = CGPoint(x: box.midX, y: rect.maxY)
            base = (CGPoint(x: box.midX + length, y: box.maxY - 1), CGPoint(x: box.midX - length, y: box.maxY - 1))
        case .leading:
            tip = CGPoint(x: rect.minX, y: box.midY)
            base = (CGPoint(x: box.minX + 1, y: box.midY + length), CGPoint(x: box.minX + 1, y: box.midY - length))
        case .trailing:
            tip = CGPoint(x: rect.maxX, y: box.midY)
            base = (CGPoint(x: box.maxX - 1, y: box.midY - length), CGPoint(x: box.maxX - 1, y: box.midY + length))
        }
        path.move(to: base.0)
        path.addLine(to: tip)
        path.addLine(to: base.1)
        path.closeSubpath()
        return path
    }
}
