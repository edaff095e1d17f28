import Foundation
import Raster

/// A view that shows an image, as in SwiftUI: at its natural size (pixels over its scale)
/// unless made `resizable()`, when it takes the size it is offered.
///
/// On Linux, images come from files in a bundle (`Image(_:bundle:)`), decoded PNG or JPEG
/// data (`Image(data:scale:)`), a `Bitmap` or `RasterCanvas`, or a flat colour (handy for stubs).
nonisolated public struct Image: Sendable {
    /// Where the pixels come from.
    enum Content: Sendable {
        /// Decoded pixels.
        case bitmap(Bitmap)
        /// An image file looked up by name when the view is resolved (its scale variant depends
        /// on the display scale). `module` is the caller's module, whose resource bundle is searched.
        case named(String, bundle: URL?, module: String)
        /// An SF Symbol name, drawn from the bundled symbol font.
        case symbol(String)
        /// A flat colour of a size in pixels.
        case flat(Color, width: Int, height: Int)
    }

    /// How a resizable image fills its frame.
    public enum ResizingMode: Hashable, Sendable {
        /// Repeats the image (or its middle, inside the cap insets) at its natural size.
        case tile
        /// Stretches the image (or its middle) to fill.
        case stretch
    }

    /// How smoothly an image is scaled.
    public enum Interpolation: Hashable, Sendable {
        /// No interpolation: each pixel shows the nearest image pixel, for pixel art.
        case none
        /// Low quality.
        case low
        /// Medium quality.
        case medium
        /// High quality (the default).
        case high
    }

    /// Whether an image is drawn in its own colours or as a shape in the foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// The image's alpha, painted with the foreground style.
        case template
        /// The image's own colours.
        case original
    }

    /// The relative size of a symbol image.
    public enum Scale: Hashable, Sendable {
        /// Smaller than the text around it.
        case small
        /// The size of the text around it.
        case medium
        /// Larger than the text around it.
        case large
    }

    /// How the image stretches when resizable.
    struct Resizing: Sendable {
        var capInsets: EdgeInsets
        var mode: ResizingMode
    }

    var content: Content
    /// Pixels per point of bitmap and flat content (named images take their file's).
    var scale: CGFloat = 1
    var resizing: Resizing?
    var interpolation = Interpolation.high
    var renderingMode: TemplateRenderingMode?
    /// The symbol rendering mode set on the image itself (it wins over the environment's).
    var symbolRenderingMode: SymbolRenderingMode?
    /// The numbers given that were not valid (a scale), reported where the image is resolved.
    var invalidNumbers = InvalidNumbers("Image")

    init(content: Content) {
        self.content = content
    }

    /// The image file `name` in `bundle`, or when `bundle` is `nil`, in the calling module's
    /// resource bundle (SwiftPM's `Bundle.module`) and then the main bundle. `name` may leave out
    /// the extension (`.png`, `.jpg`, `.jpeg`) and the `@2x`/`@3x` suffix: the variant nearest the
    /// display scale is chosen, as from an asset catalog, and `.imageset` folders of a copied
    /// `.xcassets` catalog are read too. A missing file shows nothing and is reported, as SwiftUI
    /// logs it. Leave `fileID` to its default: it names the calling module.
    public init(_ name: String, bundle: Bundle? = nil, fileID: StaticString = #fileID) {
        self.init(content: .named(name, bundle: bundle?.bundleURL, module: Image.module(of: fileID)))
    }

    /// Linux addition: the image file `name` looked up as `init(_:bundle:)` does, in the bundle at
    /// `bundleURL` or else the resource bundle of `module` and the main bundle.
    @_spi(ViewTreeInternals) public init(named name: String, bundleURL: URL?, module: String) {
        self.init(content: .named(name, bundle: bundleURL, module: module))
    }

    /// The image file `name`, with a label for accessibility (kept for source compatibility).
    public init(_ name: String, bundle: Bundle? = nil, label: Text, fileID: StaticString = #fileID) {
        self.init(name, bundle: bundle, fileID: fileID)
    }

    /// The image file `name`, marked as decorative (kept for source compatibility).
    public init(decorative name: String, bundle: Bundle? = nil, fileID: StaticString = #fileID) {
        self.init(name, bundle: bundle, fileID: fileID)
    }

    /// An SF Symbol, drawn with a glyph of the bundled symbol font (Bootstrap Icons standing in
    /// for SF Symbols' names) in the foreground style: sized by the environment's font and
    /// `imageScale`, as heavy as the font's weight, on the text's baseline, in the variant
    /// `symbolVariant` asks for. A name ViewTree has no glyph for draws nothing and takes no
    /// space, as iOS does for a name that is not a symbol, and is reported.
    public init(systemName: String) {
        self.init(content: .symbol(systemName))
    }

    /// Linux addition: an image of decoded pixels, `scale` pixels to the point (as SwiftUI's
    /// `Image(_:scale:label:)` from a `CGImage`).
    public init(_ bitmap: Bitmap, scale: CGFloat = 1) {
        self.init(content: .bitmap(bitmap))
        self.scale = invalidNumbers.scale("scale", scale)
    }

    /// Linux addition: the pixels of a canvas, as they are now.
    public init(_ canvas: RasterCanvas, scale: CGFloat = 1) {
        self.init(canvas.bitmap, scale: scale)
    }

    /// Linux addition: decodes PNG or JPEG `data` (the JPEG turned upright by its EXIF
    /// orientation). Throws `RasterError` for anything else, or damaged data.
    public init(data: Data, scale: CGFloat = 1) throws {
        self.init(try Bitmap(imageData: data), scale: scale)
    }

    /// Linux addition: a flat `color` image of `width` by `height` pixels (points at scale 1),
    /// as a stand-in for a photo in tests (for example as an `AsyncImage` stub).
    public init(color: Color, width: Int, height: Int) {
        self.init(content: .flat(color, width: max(0, width), height: max(0, height)))
    }

    /// The image, resizable: it takes the size it is offered, its middle (inside `capInsets`,
    /// in points) stretched or tiled and its corners kept at their natural size.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.resizing = Resizing(capInsets: capInsets, mode: resizingMode)
        return image
    }

    /// The image with its edges smoothed or not when scaled; ViewTree always smooths them
    /// (*unverified* how far iOS's unsmoothed edges differ at the display scale).
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// The image, scaled with `interpolation` (`.none` keeps hard pixel edges).
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var image = self
        image.interpolation = interpolation
        return image
    }

    /// The image drawn in its own colours or, as a template, in the foreground style.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var image = self
        image.renderingMode = mode
        return image
    }

    /// The image with its bitmap or flat content at `scale` pixels per point (as `AsyncImage`'s
    /// `scale` applies to what it loads).
    func scaled(_ scale: CGFloat) -> Image {
        var image = self
        image.scale = image.invalidNumbers.scale("scale", scale)
        return image
    }

    /// `scale` when it is a positive normal number, else 1 (NaN, infinities, zero, negatives and
    /// subnormals would make no size or an infinite one).
    static func validScale(_ scale: CGFloat) -> CGFloat {
        scale.isNormal && scale > 0 ? scale : 1
    }

    /// Linux addition: the module a `#fileID` ("Module/File.swift") belongs to.
    @_spi(ViewTreeInternals) public static func module(of fileID: StaticString) -> String {
        String(describing: fileID).split(separator: "/").first.map(String.init) ?? ""
    }
}
