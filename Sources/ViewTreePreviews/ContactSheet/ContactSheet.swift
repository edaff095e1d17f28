import Foundation
import Raster

/// One PNG that shows one preview in one appearance across devices, side by side at one scale,
/// each screen labelled with the device, its size and its layout warnings.
struct ContactSheet: Sendable {
    private static let background = RGBAColor(red8: 242, green8: 242, blue8: 247)
    private static let border = RGBAColor(red8: 199, green8: 199, blue8: 204)
    private static let primary = RGBAColor(red8: 28, green8: 28, blue8: 30)
    private static let secondary = RGBAColor(red8: 99, green8: 99, blue8: 102)
    private static let warning = RGBAColor(red8: 201, green8: 52, blue8: 0)
    private static let failure = RGBAColor(red8: 255, green8: 221, blue8: 219)

    /// One device's screen and what its label says.
    struct Screen: Sendable {
        let thumbnail: Bitmap?
        let size: CGSize
        let name: String
        let detail: String
        let note: String?
    }

    let title: String
    let scale: CGFloat
    let screens: [Screen]

    /// The sheet of `outcomes`, images of one preview and appearance on several devices, whose
    /// thumbnails are at `scale` pixels per point.
    init(outcomes: [ViewTreeRenderOutcome], scale: CGFloat) {
        let first = outcomes.first?.job
        title = first.map { "\($0.title) — \($0.appearanceDescription)" } ?? ""
        self.scale = scale
        screens = outcomes.map { outcome in
            let device = outcome.job.device
            let points = { (value: CGFloat) in value == value.rounded() ? "\(Int(value))" : "\(value)" }
            let size = outcome.thumbnail.map { CGSize(width: $0.width, height: $0.height) }
                ?? CGSize(width: (device.size.width * scale).rounded(), height: (device.size.height * scale).rounded())
            let note: String?
            if let failure = outcome.failure {
                note = "Failed: \(failure)"
            } else if !outcome.warnings.isEmpty {
                note = outcome.warnings.count == 1 ? "1 layout warning" : "\(outcome.warnings.count) layout warnings"
            } else {
                note = nil
            }
            return Screen(thumbnail: outcome.thumbnail, size: size, name: device.name,
                          detail: "\(points(device.size.width))×\(points(device.size.height)) pt @\(points(device.scale))x",
                          note: note)
        }
    }

    /// The sheet's layout.
    var layout: ViewTreeContactSheetLayout {
        ViewTreeContactSheetLayout(imageSizes: screens.map(\.size), scale: scale)
    }

    /// The sheet drawn and encoded.
    func pngData() throws -> Data {
        let layout = self.layout
        let canvas = try RasterCanvas(width: Int(layout.size.width.rounded(.up)), height: Int(layout.size.height.rounded(.up)))
        try canvas.fill(Path(CGRect(origin: .zero, size: layout.size)), color: Self.background)
        try text(title, in: layout.title, font: .system(size: 22 * scale, weight: .bold), color: Self.primary, on: canvas)
        for (screen, tile) in zip(screens, layout.tiles) {
            var line = tile.label
            line.size.height = 22 * scale
            try text(screen.name, in: line, font: .system(size: 17 * scale, weight: .semibold), color: Self.primary, on: canvas)
            line.origin.y += 22 * scale
            try text(screen.detail, in: line, font: .system(size: 13 * scale), color: Self.secondary, on: canvas)
            line.origin.y += 18 * scale
            if let note = screen.note {
                try text(note, in: line, font: .system(size: 13 * scale, weight: .medium), color: Self.warning, on: canvas)
            }
            try canvas.fill(Path(tile.screen.insetBy(dx: -1, dy: -1)), color: Self.border)
            if let thumbnail = screen.thumbnail {
                try canvas.fill(Path(tile.screen), color: .white)
                try canvas.draw(thumbnail, in: tile.screen)
            } else {
                try canvas.fill(Path(tile.screen), color: Self.failure)
            }
        }
        return try canvas.pngData()
    }

    /// Draws one line of `string`, cut short in the middle if it does not fit.
    private func text(_ string: String, in rect: CGRect, font: Font, color: RGBAColor, on canvas: RasterCanvas) throws {
        let shaped = ShapedText(string, font: try font.resolved().textFont)
        let layout = shaped.layout(width: rect.width, style: ParagraphStyle(lineLimit: 1, truncationMode: .middle))
        try canvas.draw(layout, at: rect.origin, color: color)
    }

    /// `bitmap`, drawn at `scale` pixels per point, shrunk to `sheetScale` pixels per point.
    static func thumbnail(of bitmap: Bitmap, scale: CGFloat, sheetScale: CGFloat) throws -> Bitmap {
        let factor = sheetScale / scale
        let width = max(1, Int((CGFloat(bitmap.width) * factor).rounded())),
            height = max(1, Int((CGFloat(bitmap.height) * factor).rounded()))
        if width == bitmap.width, height == bitmap.height { return bitmap }
        let canvas = try RasterCanvas(width: width, height: height)
        try canvas.draw(bitmap, in: CGRect(x: 0, y: 0, width: width, height: height))
        return canvas.bitmap
    }
}
