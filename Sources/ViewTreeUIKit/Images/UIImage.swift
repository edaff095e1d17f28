import Foundation
import Raster
@_spi(ViewTreeInternals) import ViewTree

/// UIKit's image: decoded pixels and a scale, drawn by `Image(uiImage:)` exactly as the same
/// file, data or drawing is drawn by ViewTree's `Image`.
///
/// Named images (`UIImage(named:)`) are looked up as `Image("name")` is, in the bundle's files and
/// asset catalog image sets, and stay named: `Image(uiImage:)` picks the scale variant for the
/// display it is drawn on, so both spellings give the same pixels. `size` and `scale` are those
/// of the variant for the traits' display scale (3, an iPhone's, when the traits leave it out).
open class UIImage: NSObject, @unchecked Sendable {
    /// Where the pixels come from.
    enum Source {
        case bitmap(Bitmap)
        /// A file looked up by name when drawn, as `Image(_:bundle:)`.
        case named(String, bundleURL: URL?, module: String)
        /// An SF Symbol, drawn as `Image(systemName:)`.
        case symbol(String)
        /// No image: `UIImage()`, of zero size, drawing nothing.
        case empty
    }

    let source: Source
    /// Linux addition: the pixels the image's `size` and `pngData()` describe (none for symbols).
    @_spi(ViewTreeInternals) public let pixels: Bitmap?
    /// Pixels per point.
    public let scale: CGFloat
    /// How the image is drawn: in its own colours or as a template.
    public let renderingMode: RenderingMode

    /// How an image is drawn in a view.
    public enum RenderingMode: Int, Sendable {
        /// As the context decides (its own colours in SwiftUI).
        case automatic
        /// In its own colours.
        case alwaysOriginal
        /// Its alpha painted in the tint or foreground colour.
        case alwaysTemplate
    }

    init(source: Source, pixels: Bitmap?, scale: CGFloat, renderingMode: RenderingMode = .automatic) {
        self.source = source
        self.pixels = pixels
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.renderingMode = renderingMode
    }

    /// An empty image, as UIKit's `UIImage()`: zero points by zero, drawing nothing (apps set it
    /// to remove a bar's shadow, or fall back on it when data does not decode).
    override public convenience init() {
        self.init(source: .empty, pixels: nil, scale: 1)
    }

    /// Linux addition: an image of decoded pixels, `scale` pixels to the point.
    public convenience init(bitmap: Bitmap, scale: CGFloat = 1) {
        self.init(source: .bitmap(bitmap), pixels: bitmap, scale: scale)
    }

    /// The image `name` from `bundle`'s files or asset catalogs, or when `bundle` is `nil`, from
    /// the calling module's resource bundle and then the main bundle (see `Image(_:bundle:)`);
    /// `nil` when there is none or it cannot be decoded, as on iOS. Leave `fileID` to its default.
    public convenience init?(named name: String, in bundle: Bundle? = nil,
                             compatibleWith traitCollection: UITraitCollection? = nil,
                             fileID: StaticString = #fileID) {
        let module = Image.module(of: fileID)
        let displayScale = traitCollection.map { $0.displayScale > 0 ? $0.displayScale : 3 } ?? 3
        guard let found = Image.catalogBitmap(named: name, bundleURL: bundle?.bundleURL, module: module,
                                              displayScale: displayScale) else { return nil }
        self.init(source: .named(name, bundleURL: bundle?.bundleURL, module: module), pixels: found.bitmap, scale: found.scale)
    }

    /// The image in PNG or JPEG `data` (a JPEG turned upright by its EXIF orientation) at scale 1;
    /// `nil` for anything else.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image in PNG or JPEG `data` at `scale`; `nil` for anything else.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let bitmap = try? Bitmap(imageData: data) else { return nil }
        self.init(bitmap: bitmap, scale: scale)
    }

    /// The PNG or JPEG file at `path`, at the scale its `@2x`/`@3x` suffix gives; `nil` when it
    /// cannot be read or decoded.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path),
              let bitmap = try? Bitmap(imageData: data) else { return nil }
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        self.init(bitmap: bitmap, scale: scale)
    }

    /// An SF Symbol, drawn as `Image(systemName:)` is (ViewTree's stand-in glyphs). Its `size` is
    /// that of a 17-point symbol's square box (*compile-level stand-in*: UIKit measures the
    /// glyph), and `pngData()` is `nil`.
    public convenience init?(systemName name: String) {
        self.init(source: .symbol(name), pixels: nil, scale: 1)
    }

    /// An SF Symbol for `traitCollection`, drawn as `init(systemName:)` draws it: a symbol is
    /// vector art, the same for every display scale and appearance.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name)
    }

    /// The size in points: pixels over the scale.
    open var size: CGSize {
        if case .empty = source { return .zero }
        guard let pixels else { return CGSize(width: 17, height: 17) }
        return CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale)
    }

    /// The image drawn as `mode` asks.
    open func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        UIImage(source: source, pixels: pixels, scale: scale, renderingMode: mode)
    }

    /// The pixels as PNG data; `nil` for symbols, which have none here.
    open func pngData() -> Data? {
        try? pixels?.pngData()
    }

    /// The image as ViewTree draws it.
    var image: Image {
        var image: Image
        switch source {
        case .bitmap(let bitmap): image = Image(bitmap, scale: scale)
        case .named(let name, let bundleURL, let module): image = Image(named: name, bundleURL: bundleURL, module: module)
        case .symbol(let name): image = Image(systemName: name)
        case .empty: image = Image(color: .clear, width: 0, height: 0)
        }
        switch renderingMode {
        case .alwaysTemplate: image = image.renderingMode(.template)
        case .alwaysOriginal: image = image.renderingMode(.original)
        case .automatic: break
        }
        return image
    }
}

extension Image {
    /// A UIKit image as a SwiftUI image: the same pixels, scale and rendering mode.
    public init(uiImage: UIImage) {
        self = uiImage.image
    }
}

extension UIImage {
    /// The image of an asset catalog at the variant for a 3x screen. A missing image has no
    /// pixels and draws nothing (UIKit stops the app).
    public convenience init(resource: ImageResource) {
        let (bundleURL, module) = resource.location
        let found = Image.catalogBitmap(named: resource.name, bundleURL: bundleURL, module: module, displayScale: 3)
        self.init(source: .named(resource.name, bundleURL: bundleURL, module: module), pixels: found?.bitmap,
                  scale: found?.scale ?? 1)
    }
}
