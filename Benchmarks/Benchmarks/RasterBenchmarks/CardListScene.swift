import Foundation
import Raster

/// A 1284 x 2778 (iPhone 13 Pro Max @3x) frame that looks like a UI: a grouped background, a
/// navigation bar, and a list of cards with avatars, text-like bars, status capsules and
/// dividers. Flat colours with anti-aliased edges, as real snapshot frames are.
enum CardListScene {
    static let width = 1284, height = 2778

    static func draw(on canvas: RasterCanvas) throws {
        let background = RGBAColor(red8: 242, green8: 242, blue8: 247)
        let label = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.85)
        let secondary = RGBAColor(red8: 60, green8: 60, blue8: 67, alpha8: 153)
        let accents = [RGBAColor(red8: 0, green8: 122, blue8: 255), RGBAColor(red8: 52, green8: 199, blue8: 89),
                       RGBAColor(red8: 255, green8: 149, blue8: 0), RGBAColor(red8: 255, green8: 59, blue8: 48)]
        try canvas.fill(Path(CGRect(x: 0, y: 0, width: width, height: height)), color: background)
        try canvas.fill(Path(CGRect(x: 0, y: 0, width: width, height: 423)), color: .white)
        try canvas.fill(Path(roundedRect: CGRect(x: 48, y: 280, width: 520, height: 100), cornerRadius: 16),
                        color: label)
        for index in 0..<11 {
            let top = 471.0 + Double(index) * 210
            let accent = accents[index % accents.count]
            let card = CGRect(x: 48, y: top, width: 1188, height: 186)
            try canvas.fill(Path(roundedRect: card.offsetBy(dx: 0, dy: 3), cornerRadius: 36), color: .black.opacity(0.06))
            try canvas.fill(Path(roundedRect: card, cornerRadius: 36), color: .white)
            try canvas.fill(Path(ellipseIn: CGRect(x: 90, y: top + 33, width: 120, height: 120)),
                            color: accent.opacity(0.25))
            try canvas.stroke(Path(ellipseIn: CGRect(x: 90, y: top + 33, width: 120, height: 120)),
                              color: accent, style: StrokeStyle(lineWidth: 6))
            try canvas.fill(Path(roundedRect: CGRect(x: 246, y: top + 45, width: 420 + Double(index % 3) * 90, height: 42),
                                 cornerRadius: 10), color: label)
            try canvas.fill(Path(roundedRect: CGRect(x: 246, y: top + 111, width: 600, height: 30), cornerRadius: 8),
                            color: secondary)
            try canvas.fill(Path(roundedRect: CGRect(x: 984, y: top + 60, width: 204, height: 66), cornerRadius: 33,
                                 style: .circular), color: accent.opacity(0.15))
            try canvas.fill(Path(roundedRect: CGRect(x: 1014, y: top + 81, width: 144, height: 24), cornerRadius: 6),
                            color: accent)
            var divider = Path()
            divider.move(to: CGPoint(x: 246, y: top + 168))
            divider.addLine(to: CGPoint(x: 1236, y: top + 168))
            try canvas.stroke(divider, color: secondary.opacity(0.4), style: StrokeStyle(lineWidth: 1))
        }
    }

    static func bitmap() throws -> Bitmap {
        let canvas = try RasterCanvas(width: width, height: height)
        try draw(on: canvas)
        return canvas.bitmap
    }
}
