import CRasterKernels
import Foundation

/// A surface to draw on: premultiplied sRGB RGBA8 pixels with a current transform, clip and
/// layer stack, in the spirit of a CoreGraphics context.
///
/// A canvas is a reference type because drawing state (transform, clip, layers) belongs to one
/// drawing session. Separate canvases can be drawn on concurrently from different threads; one
/// canvas must not be drawn on from two threads at once. Take `bitmap` for a value copy.
public final class RasterCanvas {
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
    var clip: ClipMask?
    let scratch = RasterizerScratch()

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
        try fill(path, paint: .color(color), rule: rule)
    }

    /// Fills the inside of `path` with `paint` (a colour or a gradient), source-over,
    /// anti-aliased by exact pixel coverage.
    public func fill(_ path: Path, paint: Paint, rule: FillRule = .nonZero) throws {
        if case .backdrop(let backdrop) = paint { return try fillBackdrop(path, backdrop, rule: rule) }
        let edges = try edgeList(path, transform: transform)
        defer { scratch.recycle(edges) }
        guard !edges.edges.isEmpty, let source = try spanSource(for: paint) else { return }
        blend(source) { blender in
            CellRasterizer.rasterize(edges, rule: rule, scratch: scratch, into: &blender)
        }
    }

    /// Strokes `path` with `color`: its outline at `style`'s width, caps, joins and dashes is filled.
    public func stroke(_ path: Path, color: RGBAColor, style: StrokeStyle = StrokeStyle()) throws {
        try stroke(path, paint: .color(color), style: style)
    }

    /// Strokes `path` with `paint`: its outline at `style`'s width, caps, joins and dashes is filled.
    public func stroke(_ path: Path, paint: Paint, style: StrokeStyle = StrokeStyle()) throws {
        guard path.isFinite else { throw RasterError.nonFiniteCoordinates("a path") }
        guard !style.lineWidth.isNaN else { throw RasterError.invalidParameter("stroke line width is NaN") }
        let scale = transform.maximumScale
        guard scale > 0, scale.isFinite else { return }
        let outline = StrokeOutliner.outline(of: path, style: style, tolerance: flatteningTolerance / scale)
        try fill(outline, paint: paint)
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
        if saved?.coverage == nil, let rect = ClipMask.pixelAlignedRectangle(path, transform: transform) {
            clip = ClipMask(bounds: rect.intersection(drawableBounds), coverage: nil)
        } else {
            let edges = try edgeList(path, transform: transform)
            clip = ClipMask.rasterizing(edges, rule: rule, within: saved, scratch: scratch)
            scratch.recycle(edges)
        }
        defer { clip = saved }
        return try body()
    }

    /// Runs `body` drawing into a transparent layer, then composites the layer onto the canvas
    /// with `opacity` and `blendMode` through the clip (as SwiftUI's `opacity`, `blendMode` and
    /// `compositingGroup` do). `bounds`, in drawing coordinates, is where the drawing may
    /// reach, when known: a smaller layer costs less.
    @discardableResult
    public func withLayer<Result>(opacity: Double = 1, blendMode: BlendMode = .normal, bounds: CGRect? = nil,
                                  _ body: () throws -> Result) throws -> Result {
        guard !opacity.isNaN else { throw RasterError.invalidParameter("layer opacity is NaN") }
        let alpha = UInt32((min(1, max(0, opacity)) * 255).rounded())
        return try withLayer(.plain, opacity: alpha, blendMode: blendMode, contentBounds: bounds, body)
    }

    // MARK: Internals

    /// The bounds every drawing operation is limited to.
    var drawableBounds: PixelRect {
        clip?.bounds ?? targetBounds
    }

    /// The pixels the current target holds: the top layer's bounds, or the canvas.
    var targetBounds: PixelRect {
        layers.last?.pixels.bounds ?? base.bounds
    }

    /// Runs `body` drawing into a new layer, then composites the layer, changed by `effect`,
    /// onto what is beneath. Inside the layer the clip is lifted, so that effects see the whole
    /// drawing; it applies when the layer is composited.
    func withLayer<Result>(_ effect: LayerEffect, opacity: UInt32, blendMode: BlendMode, contentBounds: CGRect?,
                           _ body: () throws -> Result) throws -> Result {
        let reach = effect.reach
        var bounds = drawableBounds.expanded(by: reach)
        if let contentBounds {
            bounds = bounds.intersection(PixelRect(covering: contentBounds.applying(transform)).expanded(by: 1))
        }
        let (result, layer) = try drawingInNewLayer(over: bounds, body)
        guard !layer.touched.isEmpty, opacity > 0 else { return result }
        let (pixels, region) = try effect.apply(to: layer)
        composite(pixels, region: region, opacity: opacity, blendMode: blendMode)
        return result
    }

    /// Runs `body` drawing into a new layer and returns the layer, uncomposited.
    func drawingAside(_ body: () throws -> Void) throws -> Layer {
        try drawingInNewLayer(over: drawableBounds, body).layer
    }

    /// Runs `body` drawing into a new layer over `bounds` with the clip lifted, then restores
    /// the clip and returns what `body` returned with the layer, taken off the stack.
    private func drawingInNewLayer<Result>(over bounds: PixelRect,
                                           _ body: () throws -> Result) throws -> (result: Result, layer: Layer) {
        layers.append(Layer(pixels: try PlacedBitmap(transparentOver: bounds), savedClip: clip))
        clip = nil
        let result: Result
        do {
            result = try body()
        } catch {
            clip = layers.removeLast().savedClip
            throw error
        }
        let layer = layers.removeLast()
        clip = layer.savedClip
        return (result, layer)
    }

    /// The path's edges in pixels, in memory lent by the scratch (see `recycle`).
    func edgeList(_ path: Path, transform: CGAffineTransform) throws -> EdgeList {
        var edges = scratch.borrowEdgeList(clip: drawableBounds)
        path.flatten(transform: transform, tolerance: flatteningTolerance, into: &edges)
        // Checked here rather than up front: the flattened points are visited anyway, and a
        // transform can overflow finite coordinates.
        if edges.sawNonFinite { throw RasterError.nonFiniteCoordinates("a path") }
        return edges
    }

    /// Runs `body` with a blender that composites `source` onto the current target through the
    /// clip, then records what it touched.
    func blend(_ source: SpanSource, _ body: (inout SpanBlender) -> Void) {
        let clip = self.clip
        let drawingIntoLayer = !layers.isEmpty
        let touched = withTargetPixels { target in
            // Row memory only where it is used: a solid fill without a mask needs none.
            let needsRow = source.isShaded || clip?.coverage != nil
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: needsRow ? width : 0) { row in
                withUnsafeTemporaryAllocation(of: UInt32.self, capacity: source.isShaded ? width : 0) { colors in
                    func run(_ mask: UnsafePointer<UInt8>?) -> PixelRect {
                        var blender = SpanBlender(target: target, source: source, mask: mask,
                                                  maskBounds: clip?.bounds ?? .empty, maskedCoverage: row.baseAddress,
                                                  colors: colors.baseAddress, tracksTouched: drawingIntoLayer)
                        body(&blender)
                        return blender.touched
                    }
                    guard let coverage = clip?.coverage else { return run(nil) }
                    return coverage.withUnsafeBufferPointer { run($0.baseAddress!) }
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

    /// Whether the current target is a layer with nothing drawn over `rect` yet (the canvas
    /// itself never is).
    func isClearLayer(over rect: PixelRect) -> Bool {
        guard let layer = layers.last else { return false }
        return layer.touched.intersection(rect).isEmpty
    }

    /// A copy of what the current target holds over `rect` (transparent beyond it).
    func copyOfTarget(over rect: PixelRect) throws -> PlacedBitmap {
        let target = layers.last?.pixels ?? PlacedBitmap(bitmap: base, bounds: base.bounds)
        let pixels = rect.isEmpty ? [0] : target.copying(rect)
        return PlacedBitmap(bitmap: try Bitmap(width: max(1, rect.width), height: max(1, rect.height), pixels: pixels),
                            bounds: rect)
    }

    /// Runs `body` with the pixels drawing goes to: the top layer's, or the canvas's own.
    func withTargetPixels<Result>(_ body: (PixelTarget) -> Result) -> Result {
        if layers.isEmpty {
            let bounds = base.bounds
            return base.pixels.withUnsafeMutableBufferPointer { body(PixelTarget(base: $0.baseAddress!, bounds: bounds)) }
        }
        return layers[layers.count - 1].pixels.withMutableTarget(body)
    }

    /// Composites `region` of `source` onto the current target with `opacity`, through the
    /// clip, in `blendMode`.
    func composite(_ source: PlacedBitmap, region: PixelRect, opacity: UInt32, blendMode: BlendMode) {
        let visible = region.intersection(drawableBounds).intersection(source.bounds)
        guard !visible.isEmpty else { return }
        let clip = self.clip
        // Over a clear part of a layer (a shadow drawn into the layer of a blur), the source
        // over nothing is the source: its rows are copied.
        let copies = blendMode == .normal && opacity == 255 && clip == nil && isClearLayer(over: visible)
        source.withTarget { from in
            withTargetPixels { target in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: visible.width) { coverage in
                    for y in visible.minY..<visible.maxY {
                        var mask: UnsafePointer<UInt8>? = nil
                        if let clip, let values = clip.coverage {
                            values.withUnsafeBufferPointer { values in
                                let start = (y - clip.bounds.minY) * clip.bounds.width + (visible.minX - clip.bounds.minX)
                                vt_mask_coverage(coverage.baseAddress!, nil, UInt8(opacity), values.baseAddress! + start,
                                                 visible.width)
                            }
                            mask = UnsafePointer(coverage.baseAddress!)
                        } else if opacity < 255 {
                            memset(coverage.baseAddress!, Int32(opacity), visible.width)
                            mask = UnsafePointer(coverage.baseAddress!)
                        }
                        let row = target.pixel(x: visible.minX, y: y)
                        let sourceRow = from.pixel(x: visible.minX, y: y)
                        if copies {
                            row.update(from: sourceRow, count: visible.width)
                        } else if blendMode == .normal {
                            vt_blend_pixels(row, sourceRow, mask, visible.width)
                        } else {
                            blendMode.composite(sourceRow, onto: row, coverage: mask, count: visible.width)
                        }
                    }
                }
            }
        }
        markTouched(visible)
    }
}
