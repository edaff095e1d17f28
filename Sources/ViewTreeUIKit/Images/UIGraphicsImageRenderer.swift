import Foundation
import Raster
@_spi(ViewTreeInternals) import ViewTree

/// The settings of an image renderer: its scale and whether it is opaque.
open class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
    /// Pixels per point: 3, an iPhone's, by default (as `UIScreen.main.scale`).
    open var scale: CGFloat = UIScreen.hostDevice.scale
    /// Whether the image is opaque: its background is then black where nothing is drawn.
    open var opaque = false

    /// The default format.
    override public init() {}

    /// The default format.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The format of the traits' display scale.
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }
}

/// UIKit's image renderer, drawing through ViewTree's rasterizer: rectangles, ovals and rounded
/// rectangles and other paths (`UIBezierPath`) filled or stroked in `UIColor`s, and images, which is what tests
/// use to make stub images (`UIColor.systemTeal.setFill(); context.fill(rect)`). Core Graphics
/// (`context.cgContext`) is not available.
open class UIGraphicsImageRenderer: NSObject {
    /// The drawing's bounds in points.
    public let bounds: CGRect
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of `size` points in the default format.
    public convenience init(size: CGSize) {
        self.init(size: size, format: .default())
    }

    /// A renderer of `size` points in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of `bounds` in `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.bounds = bounds
        self.format = format
    }

    /// The image `actions` draw. A size with no pixels gives an empty 1 by 1 image, as a
    /// drawing that cannot fail must give something.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let scale = format.scale.isFinite && format.scale > 0 ? format.scale : 1
        let width = Self.pixels(bounds.width * scale), height = Self.pixels(bounds.height * scale)
        guard let canvas = try? RasterCanvas(width: width, height: height) else {
            return UIImage(bitmap: (try? Bitmap(width: 1, height: 1))!, scale: scale)
        }
        if format.opaque { try? canvas.fill(Path(CGRect(x: 0, y: 0, width: width, height: height)), color: .black) }
        canvas.transform = CGAffineTransform(a: scale, b: 0, c: 0, d: scale,
                                             tx: -bounds.minX * scale, ty: -bounds.minY * scale)
        let context = UIGraphicsImageRendererContext(canvas: canvas, format: format)
        GraphicsContextStack.$current.withValue(context) { actions(context) }
        return UIImage(bitmap: canvas.bitmap, scale: scale)
    }

    /// The PNG data of the image `actions` draw.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// A pixel count for a length: rounded up, at least 1, at most 16384.
    private static func pixels(_ length: CGFloat) -> Int {
        guard length.isFinite, length > 0 else { return 1 }
        return Int(min(16384, length.rounded(.up)))
    }
}

/// The context an image renderer's actions draw in.
open class UIGraphicsImageRendererContext: NSObject, @unchecked Sendable {
    let canvas: RasterCanvas
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat
    /// The colour `fill(_:)` paints: black until a colour's `setFill()`.
    var fillColor = UIColor.black
    /// The colour `stroke(_:)` paints: black until a colour's `setStroke()`.
    var strokeColor = UIColor.black

    init(canvas: RasterCanvas, format: UIGraphicsImageRendererFormat) {
        self.canvas = canvas
        self.format = format
    }

    /// The image drawn so far.
    open var currentImage: UIImage { UIImage(bitmap: canvas.bitmap, scale: format.scale) }

    /// Fills `rect` with the fill colour.
    open func fill(_ rect: CGRect) {
        fill(Path(rect))
    }

    /// Strokes the inside edge of `rect`, 1 point wide, with the stroke colour.
    open func stroke(_ rect: CGRect) {
        stroke(Path(rect.insetBy(dx: 0.5, dy: 0.5)), style: StrokeStyle(lineWidth: 1))
    }

    func fill(_ path: Path, rule: FillRule = .nonZero) {
        try? canvas.fill(path, color: fillColor.color.rgba(in: Self.appearance), rule: rule)
    }

    func stroke(_ path: Path, style: StrokeStyle) {
        try? canvas.stroke(path, color: strokeColor.color.rgba(in: Self.appearance), style: style)
    }

    /// Dynamic colours draw in the appearance of `UITraitCollection.current`, as in UIKit.
    private static var appearance: ColorScheme {
        UITraitCollection.current.userInterfaceStyle == .dark ? .dark : .light
    }
}

/// Fills `rect` with the fill colour of the current image renderer context.
public func UIRectFill(_ rect: CGRect) {
    GraphicsContextStack.current?.fill(rect)
}

/// The context image renderer actions draw in, for `UIColor.setFill()` and `UIRectFill(_:)`.
enum GraphicsContextStack {
    @TaskLocal static var current: UIGraphicsImageRendererContext?
}

extension UIImage {
    /// Draws the image over `rect` in the current image renderer context.
    public func draw(in rect: CGRect) {
        guard let context = GraphicsContextStack.current else { return }
        let bitmap: Bitmap?
        switch source {
        case .bitmap(let pixels): bitmap = pixels
        case .named(let name, let bundleURL, let module):
            bitmap = Image.catalogBitmap(named: name, bundleURL: bundleURL, module: module, displayScale: context.format.scale)?.bitmap
        case .symbol, .empty: bitmap = nil
        }
        guard let bitmap else { return }
        try? context.canvas.draw(bitmap, in: rect)
    }

    /// Draws the image at its size with its top left corner at `point`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }
}
