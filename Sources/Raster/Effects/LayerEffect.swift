import CRasterKernels

/// What happens to a layer's drawing before it is composited onto what is beneath.
enum LayerEffect {
    /// Nothing: the drawing as it is.
    case plain
    /// The drawing over a blurred copy of its alpha in `color` (premultiplied), moved by
    /// `dx`, `dy` pixels.
    case shadow(color: UInt32, blur: GaussianBlur, dx: Int, dy: Int)
    /// The drawing blurred; `opaque` keeps it fully opaque within the drawn area instead of
    /// fading at the edges.
    case blur(GaussianBlur, opaque: Bool)
    /// The drawing's colours changed by a matrix.
    case colorMatrix(ColorMatrix)

    /// How many pixels beyond what is visible a drawing can be and still show, once changed.
    var reach: Int {
        switch self {
        case .plain, .colorMatrix: return 0
        case .shadow(_, let blur, let dx, let dy): return blur.reach + max(abs(dx), abs(dy))
        case .blur(let blur, _): return blur.reach
        }
    }

    /// The layer's pixels once changed, and the region of them to composite.
    func apply(to layer: Layer) throws -> (PlacedBitmap, PixelRect) {
        let drawn = layer.touched
        switch self {
        case .plain:
            return (layer.pixels, drawn)
        case .colorMatrix(let matrix):
            var pixels = layer.pixels
            pixels.withMutableTarget { target in
                for y in drawn.minY..<drawn.maxY { matrix.apply(to: target.pixel(x: drawn.minX, y: y), count: drawn.width) }
            }
            return (pixels, drawn)
        case .blur(let blur, let opaque):
            let region = opaque ? drawn : drawn.expanded(by: blur.reach)
            var pixels = layer.pixels.copying(region)
            pixels.withUnsafeMutableBytes { bytes in
                blur.apply(to: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), width: region.width,
                           height: region.height, channels: 4)
            }
            if opaque { for i in pixels.indices { pixels[i] = Self.opaque(pixels[i]) } }
            return (PlacedBitmap(bitmap: try Bitmap(width: region.width, height: region.height, pixels: pixels),
                                 bounds: region), region)
        case .shadow(let color, let blur, let dx, let dy):
            return try Self.shadow(of: layer, color: color, blur: blur, dx: dx, dy: dy)
        }
    }

    /// `pixel` with its colour divided by its alpha and made opaque (a blur near an edge has
    /// averaged in transparency, which an opaque blur takes back out).
    private static func opaque(_ pixel: UInt32) -> UInt32 {
        let color = RGBA8(packed: pixel)
        guard color.alpha > 0 else { return 0 }
        let alpha = UInt32(color.alpha)
        func channel(_ value: UInt8) -> UInt8 { UInt8(min(255, (UInt32(value) * 255 + alpha / 2) / alpha)) }
        return RGBA8(red: channel(color.red), green: channel(color.green), blue: channel(color.blue), alpha: 255).packed
    }

    private static func shadow(of layer: Layer, color: UInt32, blur: GaussianBlur, dx: Int,
                               dy: Int) throws -> (PlacedBitmap, PixelRect) {
        let drawn = layer.touched
        let blurred = drawn.expanded(by: blur.reach)
        let cast = blurred.offsetBy(dx: dx, dy: dy)
        let region = drawn.union(cast)
        var alpha = layer.pixels.copying(blurred).map { UInt8($0 >> 24) }
        alpha.withUnsafeMutableBufferPointer { plane in
            blur.apply(to: plane.baseAddress!, width: blurred.width, height: blurred.height, channels: 1)
        }
        var output = try PlacedBitmap(transparentOver: region)
        output.withMutableTarget { target in
            alpha.withUnsafeBufferPointer { alpha in
                for y in cast.minY..<cast.maxY {
                    let row = target.pixel(x: cast.minX, y: y)
                    let coverage = alpha.baseAddress! + (y - cast.minY) * cast.width
                    for i in 0..<cast.width where coverage[i] > 0 { row[i] = vt_scale_pixel(color, UInt32(coverage[i])) }
                }
            }
            layer.pixels.withTarget { content in
                for y in drawn.minY..<drawn.maxY {
                    vt_blend_pixels(target.pixel(x: drawn.minX, y: y), content.pixel(x: drawn.minX, y: y), nil, drawn.width)
                }
            }
        }
        return (output, region)
    }
}

extension PlacedBitmap {
    /// The pixels of `rect`, row by row, transparent where `rect` reaches past these bounds.
    func copying(_ rect: PixelRect) -> [UInt32] {
        var pixels = [UInt32](repeating: 0, count: rect.width * rect.height)
        let overlap = rect.intersection(bounds)
        guard !overlap.isEmpty else { return pixels }
        withTarget { source in
            pixels.withUnsafeMutableBufferPointer { copy in
                for y in overlap.minY..<overlap.maxY {
                    let destination = copy.baseAddress! + (y - rect.minY) * rect.width + (overlap.minX - rect.minX)
                    destination.update(from: source.pixel(x: overlap.minX, y: y), count: overlap.width)
                }
            }
        }
        return pixels
    }
}
