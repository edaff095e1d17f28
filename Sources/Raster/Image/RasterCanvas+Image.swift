import CRasterKernels
import Foundation

extension RasterCanvas {
    /// Draws `image` (or its `source` rectangle, in image pixels) stretched over `rect` (in
    /// drawing coordinates), source-over through the clip. A rectangle that covers pixels only
    /// partly draws them partly, so edges are anti-aliased. With a `tint`, the image's alpha is
    /// painted in that colour instead of its own, as a template image is.
    ///
    /// Under a transform that rotates or skews, each pixel samples the image through the
    /// transform (bilinearly, from a copy first shrunk to about the drawn size when the image is
    /// drawn smaller), and the edges are anti-aliased as a filled path's are.
    public func draw(_ image: Bitmap, in rect: CGRect, from source: CGRect? = nil,
                     sampling: ImageSampling = .smooth, tint: RGBAColor? = nil) throws {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
            throw RasterError.nonFiniteCoordinates("an image's rectangle")
        }
        let imageBounds = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        let region = (source ?? imageBounds).intersection(imageBounds)
        guard !region.isNull, region.width > 0, region.height > 0, rect.width > 0, rect.height > 0 else { return }
        let t = transform
        guard t.a.isFinite, t.b.isFinite, t.c.isFinite, t.d.isFinite, t.tx.isFinite, t.ty.isFinite else {
            throw RasterError.nonFiniteCoordinates("the transform an image is drawn with")
        }
        guard t.b == 0, t.c == 0 else {
            try drawTransformed(image, in: rect, from: region, sampling: sampling, tint: tint)
            return
        }
        guard t.a != 0, t.d != 0 else { return }
        // Device edges of the rectangle, and which source edge lands on each (mirroring swaps them).
        let x = (Double(t.a * rect.minX + t.tx), Double(t.a * rect.maxX + t.tx))
        let y = (Double(t.d * rect.minY + t.ty), Double(t.d * rect.maxY + t.ty))
        let (left, right) = (Double(region.minX), Double(region.maxX))
        let (top, bottom) = (Double(region.minY), Double(region.maxY))
        let bounds = drawableBounds
        // A rectangle reaching far past the canvas (an image scaled up a million times) is cut to
        // the part near the canvas, its source with it, so that its edges fit pixel indices.
        let reach = Double(2 * RasterCanvas.maximumDimension)
        guard case let (deviceX, sourceX)? = Self.cut(min(x.0, x.1)...max(x.0, x.1), t.a > 0 ? (left, right) : (right, left),
                                                to: Double(bounds.minX) - reach...Double(bounds.maxX) + reach),
              case let (deviceY, sourceY)? = Self.cut(min(y.0, y.1)...max(y.0, y.1), t.d > 0 ? (top, bottom) : (bottom, top),
                                                to: Double(bounds.minY) - reach...Double(bounds.maxY) + reach)
        else { return }
        let target = PixelRect(minX: Int(deviceX.lowerBound.rounded(.down)), minY: Int(deviceY.lowerBound.rounded(.down)),
                               maxX: Int(deviceX.upperBound.rounded(.up)), maxY: Int(deviceY.upperBound.rounded(.up)))
            .intersection(bounds)
        guard !target.isEmpty else { return }

        // The resampling seen from the whole pixel at the rectangle's top left, so that the same
        // image drawn at the same size and subpixel offset elsewhere finds it cached. (Taking a
        // whole number off a coordinate is exact, so this changes no weight.)
        let (dx, dy) = (deviceX.lowerBound.rounded(.down), deviceY.lowerBound.rounded(.down))
        let localX = (deviceX.lowerBound - dx)...(deviceX.upperBound - dx)
        let localY = (deviceY.lowerBound - dy)...(deviceY.upperBound - dy)
        let local = target.offsetBy(dx: -Int(dx), dy: -Int(dy))
        let key = ResampledImageCache.Key(
            storage: image.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }, width: image.width,
            height: image.height, sourceX: sourceX.0, sourceX2: sourceX.1, sourceY: sourceY.0, sourceY2: sourceY.1,
            deviceX: localX, deviceY: localY, target: local, sampling: sampling)
        let cache = ResampledImageCache.shared
        let pixels: [UInt32]
        if let cached = cache.pixels(for: key) {
            pixels = cached
        } else {
            let columns = ResampleAxis(device: localX, source: sourceX.0, sourceX.1, pixels: local.minX..<local.maxX,
                                       limit: image.width, sampling: sampling)
            let rows = ResampleAxis(device: localY, source: sourceY.0, sourceY.1, pixels: local.minY..<local.maxY,
                                    limit: image.height, sampling: sampling)
            pixels = Self.resample(image, columns: columns, rows: rows)
            cache.store(pixels, from: image.pixels, for: key)
        }
        composite(pixels, into: target, tint: tint?.premultiplied.packed)
        markTouched(target)
    }

    /// The part of the device interval `device` (showing `source`, in image pixels) inside
    /// `reach`, with the part of the source it shows; `nil` when none of it is inside.
    private static func cut(_ device: ClosedRange<Double>, _ source: (Double, Double),
                            to reach: ClosedRange<Double>) -> (ClosedRange<Double>, (Double, Double))? {
        guard device.overlaps(reach) else { return nil }
        guard device.lowerBound < reach.lowerBound || device.upperBound > reach.upperBound else { return (device, source) }
        let span = device.upperBound - device.lowerBound
        func shown(at point: Double) -> Double { source.0 + (source.1 - source.0) * ((point - device.lowerBound) / span) }
        let kept = device.clamped(to: reach)
        return (kept, (shown(at: kept.lowerBound), shown(at: kept.upperBound)))
    }

    /// Draws `region` of `image` over `rect` under a transform that rotates or skews.
    private func drawTransformed(_ image: Bitmap, in rect: CGRect, from region: CGRect, sampling: ImageSampling,
                                 tint: RGBAColor?) throws {
        let t = transform
        guard t.determinant != 0 else { return }
        // How many device pixels the rectangle's sides span.
        let across = hypot(t.a * rect.width, t.b * rect.width), down = hypot(t.c * rect.height, t.d * rect.height)
        var source = image, sourceRegion = region
        if sampling == .smooth, across < region.width || down < region.height {
            // Bilinear sampling skips pixels when shrinking: average the image down first.
            let width = max(1, Int(min(region.width, across).rounded(.up)))
            let height = max(1, Int(min(region.height, down).rounded(.up)))
            let shrunk = try RasterCanvas(width: width, height: height)
            try shrunk.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height), from: region, sampling: sampling)
            source = shrunk.bitmap
            sourceRegion = CGRect(x: 0, y: 0, width: width, height: height)
        }
        // Drawing coordinates to image pixels, after canvas pixels to drawing coordinates.
        let toSource = CGAffineTransform(translationX: -rect.minX, y: -rect.minY)
            .concatenating(CGAffineTransform(scaleX: sourceRegion.width / rect.width, y: sourceRegion.height / rect.height))
            .concatenating(CGAffineTransform(translationX: sourceRegion.minX, y: sourceRegion.minY))
        let shader = ImageShader(image: source, toImage: t.inverted().concatenating(toSource), sampling: sampling,
                                 tint: tint?.premultiplied.packed)
        let edges = try edgeList(Path(rect), transform: t)
        defer { scratch.recycle(edges) }
        guard !edges.edges.isEmpty else { return }
        blend(.shaded(shader)) { blender in
            CellRasterizer.rasterize(edges, rule: .nonZero, scratch: scratch, into: &blender)
        }
    }

    /// The resampled pixels of `image` for the output pixels of `columns` and `rows`, row by
    /// row: across every source row the rows' windows read, then down.
    private static func resample(_ image: Bitmap, columns: ResampleAxis, rows: ResampleAxis) -> [UInt32] {
        let width = columns.pixels.count, rowLength = width * 4
        // Every element is written: each source row gets `width` pixels of four channels.
        let across = [UInt16](unsafeUninitializedCapacity: rows.sourcePixels.count * rowLength) { output, count in
            image.pixels.withUnsafeBufferPointer { source in
                columns.first.withUnsafeBufferPointer { first in
                    columns.weights.withUnsafeBufferPointer { weights in
                        for (index, row) in rows.sourcePixels.enumerated() {
                            vt_resample_across(source.baseAddress! + row * image.width, width, first.baseAddress!,
                                               weights.baseAddress!, columns.taps, output.baseAddress! + index * rowLength)
                        }
                    }
                }
            }
            count = rows.sourcePixels.count * rowLength
        }
        return [UInt32](unsafeUninitializedCapacity: width * rows.pixels.count) { result, count in
            across.withUnsafeBufferPointer { across in
                withUnsafeTemporaryAllocation(of: UnsafePointer<UInt16>?.self, capacity: rows.taps) { taps in
                    rows.weights.withUnsafeBufferPointer { weights in
                        for index in 0..<rows.pixels.count {
                            let start = Int(rows.first[index]) - rows.sourcePixels.lowerBound
                            for k in 0..<rows.taps { taps[k] = across.baseAddress! + (start + k) * rowLength }
                            vt_resample_down(taps.baseAddress!, weights.baseAddress! + index * rows.taps, rows.taps,
                                             width, result.baseAddress! + index * width)
                        }
                    }
                }
            }
            count = width * rows.pixels.count
        }
    }

    /// Composites resampled `pixels` (row by row over `target`) through the clip, painted in
    /// `tint` where given.
    private func composite(_ pixels: [UInt32], into target: PixelRect, tint: UInt32?) {
        let width = target.width
        let clip = self.clip
        pixels.withUnsafeBufferPointer { resampled in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: tint == nil ? 0 : width) { tinted in
                withTargetPixels { canvas in
                    for y in target.minY..<target.maxY {
                        var line = resampled.baseAddress! + (y - target.minY) * width
                        if let tint {
                            for i in 0..<width { tinted[i] = vt_scale_pixel(tint, line[i] >> 24) }
                            line = UnsafePointer(tinted.baseAddress!)
                        }
                        let row = canvas.pixel(x: target.minX, y: y)
                        if let clip, let coverage = clip.coverage {
                            let offset = (y - clip.bounds.minY) * clip.bounds.width + (target.minX - clip.bounds.minX)
                            coverage.withUnsafeBufferPointer { mask in
                                vt_blend_pixels(row, line, mask.baseAddress! + offset, width)
                            }
                        } else {
                            vt_blend_pixels(row, line, nil, width)
                        }
                    }
                }
            }
        }
    }
}

extension RasterCanvas {
    /// How many bytes of resampled images drawing keeps between draws (64 MiB to start with;
    /// their sources are counted too). Drawing the same image at the same size and subpixel
    /// offset again then only composites, with the same pixels. Setting 0 turns this off and
    /// frees what is kept.
    public static var resampledImageCacheLimit: Int {
        get { ResampledImageCache.shared.limit }
        set { ResampledImageCache.shared.limit = newValue }
    }
}
