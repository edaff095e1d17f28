import CRasterKernels
import Foundation

/// A surface to draw on: premultiplied sRGB RGBA8 pixels with a current transform, clip and
/// layer stack, in the spirit of a CoreGraphics context.
///
/// A canvas is a reference type because drawing state (transform, clip, layers) belongs to one
/// drawing session. Separate canvases can be drawn on concurrently from different threads; one
/// canvas must not be drawn on from two threads at once. Take `bitmap` for a value copy.
public final class Canvas {
    /// The largest width or height a canvas may have.
    public static let maximumDimension = 32_768
    /// The most pixels a canvas may have (512 MiB of RGBA8).
    public static let maximumPixelCount = 1 << 27

    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The transform from drawing coordinates to pixels; identity maps one unit to one pixel.
    public var transform: CGAffineTransform = .identity

    private var base: Bitmap
    private var layers: [Layer] = []
    private(set) var clip: ClipMask?
    let scratch = RasterizerScratch()

    /// A drawing in progress that will be composited onto what is beneath it.
    private struct Layer {
        var bitmap: Bitmap
        var opacity: UInt32
        var touched = PixelRect.empty
    }

    /// A transparent canvas. Throws for a size below 1 or beyond the limits.
    public init(width: Int, height: Int) throws {
        base = try Bitmap(width: width, height: height)
        self.width = width
        self.height = height
    }

    /// A canvas that starts with the pixels of `bitmap`.
    public init(bitmap: Bitmap) {
        base = bitmap
        width = bitmap.width
        height = bitmap.height
    }

    /// A canvas holding a decoded PNG image.
    public convenience init(pngData: Data) throws {
        self.init(bitmap: try Bitmap(pngData: pngData))
    }

    /// The canvas's pixels (a copy-on-write value), with any open layers not yet composited.
    public var bitmap: Bitmap { base }

    /// The pixel at column `x`, row `y`.
    public func pixel(x: Int, y: Int) -> RGBA8 { base[x, y] }

    /// Encodes the pixels as PNG.
    public func pngData() throws -> Data { try base.pngData() }

    // MARK: Drawing

    /// Fills the inside of `path` with `color`, source-over, anti-aliased by exact pixel coverage.
    public func fill(_ path: Path, color: RGBAColor, rule: FillRule = .nonZero) throws {
        let edges = try edgeList(path, transform: transform)
        defer { scratch.recycle(edges) }
        let premultiplied = color.premultiplied
        guard premultiplied.alpha > 0 else { return }
        paint(edges, rule: rule, color: premultiplied)
    }

    /// Strokes `path` with `color`: its outline at `style`'s width, caps, joins and dashes is filled.
    public func stroke(_ path: Path, color: RGBAColor, style: StrokeStyle = StrokeStyle()) throws {
        guard path.isFinite else { throw RasterError.nonFiniteCoordinates("a path") }
        guard !style.lineWidth.isNaN else { throw RasterError.invalidParameter("stroke line width is NaN") }
        let scale = transform.maximumScale
        guard scale > 0, scale.isFinite else { return }
        let outline = StrokeOutliner.outline(of: path, style: style, tolerance: flatteningTolerance / scale)
        try fill(outline, color: color)
    }

    /// Runs `body` with `transform` applied before the current transform, then restores it.
    @discardableResult
    public func withTransform<Result>(_ transform: CGAffineTransform, _ body: () throws -> Result) rethrows -> Result {
        let saved = self.transform
        self.transform = transform.concatenating(saved)
        defer { self.transform = saved }
        return try body()
    }

    /// Runs `body` with drawing limited to the inside of `path` (anti-aliased, intersected with
    /// any clip already in place), then restores the previous clip.
    @discardableResult
    public func withClip<Result>(_ path: Path, rule: FillRule = .nonZero, _ body: () throws -> Result) throws -> Result {
        let saved = clip
        let edges = try edgeList(path, transform: transform)
        clip = ClipMask.rasterizing(edges, rule: rule, within: saved, scratch: scratch)
        scratch.recycle(edges)
        defer { clip = saved }
        return try body()
    }

    /// Runs `body` drawing into a transparent layer, then composites the layer onto the canvas
    /// with `opacity` (as SwiftUI's `opacity` and `compositingGroup` do).
    @discardableResult
    public func withLayer<Result>(opacity: Double, _ body: () throws -> Result) throws -> Result {
        guard !opacity.isNaN else { throw RasterError.invalidParameter("layer opacity is NaN") }
        let alpha = UInt32((min(1, max(0, opacity)) * 255).rounded())
        layers.append(Layer(bitmap: try Bitmap(width: width, height: height), opacity: alpha))
        defer { compositeTopLayer() }
        return try body()
    }

    // MARK: Internals

    /// The bounds every drawing operation is limited to.
    var drawableBounds: PixelRect {
        clip?.bounds ?? PixelRect(minX: 0, minY: 0, maxX: width, maxY: height)
    }

    /// The path's edges in pixels, in memory lent by the scratch (see `recycle`).
    private func edgeList(_ path: Path, transform: CGAffineTransform) throws -> EdgeList {
        var edges = scratch.borrowEdgeList(clip: drawableBounds)
        path.flatten(transform: transform, tolerance: flatteningTolerance, into: &edges)
        // Checked here rather than up front: the flattened points are visited anyway, and a
        // transform can overflow finite coordinates.
        if edges.sawNonFinite { throw RasterError.nonFiniteCoordinates("a path") }
        return edges
    }

    /// Composites `color` through the coverage of `edges` onto the current target.
    private func paint(_ edges: EdgeList, rule: FillRule, color: RGBA8) {
        guard !edges.edges.isEmpty else { return }
        blend(color) { blender in
            CellRasterizer.rasterize(edges, rule: rule, scratch: scratch, into: &blender)
        }
    }

    /// Runs `body` with a blender that composites `color` onto the current target through the
    /// clip, then records what it touched.
    func blend(_ color: RGBA8, _ body: (inout SolidSpanBlender) -> Void) {
        let clip = self.clip
        let drawingIntoLayer = !layers.isEmpty
        let touched = withTargetPixels { pixels in
            func run(_ mask: UnsafePointer<UInt8>?, _ maskedCoverage: UnsafeMutablePointer<UInt8>?) -> PixelRect {
                var blender = SolidSpanBlender(pixels: pixels, width: width, color: color, mask: mask,
                                               maskBounds: clip?.bounds ?? .empty, maskedCoverage: maskedCoverage,
                                               tracksTouched: drawingIntoLayer)
                body(&blender)
                return blender.touched
            }
            guard let coverage = clip?.coverage else { return run(nil, nil) }
            return coverage.withUnsafeBufferPointer { mask in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: width) { row in
                    run(mask.baseAddress!, row.baseAddress!)
                }
            }
        }
        markTouched(touched)
    }

    /// Records that `rect` of the current layer was drawn on (nothing to record without a layer).
    func markTouched(_ rect: PixelRect) {
        guard !layers.isEmpty else { return }
        layers[layers.count - 1].touched = layers[layers.count - 1].touched.union(rect)
    }

    /// Runs `body` with the pixels drawing goes to: the top layer's, or the canvas's own.
    func withTargetPixels<Result>(_ body: (UnsafeMutablePointer<UInt32>) -> Result) -> Result {
        if layers.isEmpty {
            return base.pixels.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
        }
        return layers[layers.count - 1].bitmap.pixels.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
    }

    private func compositeTopLayer() {
        let layer = layers.removeLast()
        let rect = layer.touched
        guard !rect.isEmpty, layer.opacity > 0 else { return }
        layer.bitmap.pixels.withUnsafeBufferPointer { source in
            withTargetPixels { target in
                for y in rect.minY..<rect.maxY {
                    for x in rect.minX..<rect.maxX {
                        let pixel = source[y * width + x]
                        guard pixel != 0 else { continue }
                        let scaled = layer.opacity == 255 ? pixel : vt_scale_pixel(pixel, layer.opacity)
                        target[y * width + x] = vt_source_over(scaled, target[y * width + x])
                    }
                }
            }
        }
        markTouched(rect)
    }
}
