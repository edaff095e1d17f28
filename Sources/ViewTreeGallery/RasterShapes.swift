import ViewTreePreviews
import Raster

/// Raster's shapes, corner styles, strokes, clips and layers, drawn directly on a canvas.
enum RasterShapes {
    /// The drawing as a view of 600 x 400 points.
    static var view: some View { RasterDrawing(width: 600, height: 400, draw: draw) }

    private static let background = RGBAColor(red8: 242, green8: 242, blue8: 247)
    private static let blue = RGBAColor(red8: 0, green8: 122, blue8: 255)
    private static let red = RGBAColor(red8: 255, green8: 59, blue8: 48)
    private static let green = RGBAColor(red8: 52, green8: 199, blue8: 89)
    private static let purple = RGBAColor(red8: 175, green8: 82, blue8: 222)

    /// Continuous and circular corners side by side, dashed and joined strokes, a clip and a layer.
    private static func draw(_ canvas: RasterCanvas) throws {
        try canvas.fill(Path(CGRect(x: 0, y: 0, width: 600, height: 400)), color: background)
        try canvas.fill(Path(roundedRect: CGRect(x: 20, y: 20, width: 260, height: 160), cornerRadius: 24,
                             style: .continuous), color: blue)
        try canvas.fill(Path(roundedRect: CGRect(x: 300, y: 20, width: 260, height: 160), cornerRadius: 24,
                             style: .circular), color: red.opacity(0.85))
        try canvas.stroke(Path(ellipseIn: CGRect(x: 40, y: 210, width: 150, height: 150)), color: .black,
                          style: StrokeStyle(lineWidth: 6, dash: [20, 10]))
        var zigzag = Path()
        zigzag.addLines([CGPoint(x: 230, y: 360), CGPoint(x: 275, y: 225), CGPoint(x: 320, y: 360),
                         CGPoint(x: 365, y: 225)])
        try canvas.stroke(zigzag, color: green, style: StrokeStyle(lineWidth: 14, lineCap: .round, lineJoin: .round))
        try canvas.stroke(zigzag.offsetBy(dx: 160, dy: 0), color: purple,
                          style: StrokeStyle(lineWidth: 14, lineCap: .square, lineJoin: .miter))
        // Two overlapping discs clipped to a capsule, composited as one translucent layer.
        try canvas.withClip(Path(roundedRect: CGRect(x: 70, y: 60, width: 180, height: 80), cornerRadius: 40)) {
            try canvas.withLayer(opacity: 0.7) {
                try canvas.fill(Path(ellipseIn: CGRect(x: 60, y: 40, width: 120, height: 120)), color: .white)
                try canvas.fill(Path(ellipseIn: CGRect(x: 140, y: 40, width: 120, height: 120)), color: .white)
            }
        }
    }
}
