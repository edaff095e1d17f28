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
            // An opaque blur takes back out the transparency averaged in near an edge.
            if opaque { vt_make_opaque(&pixels, pixels.count) }
            return (PlacedBitmap(bitmap: try Bitmap(width: region.width, height: region.height, pixels: pixels),
                                 bounds: region), region)
        case .shadow(let color, let blur, let dx, let dy):
            return try Self.shadow(of: layer, color: color, blur: blur, dx: dx, dy: dy)
        }
    }

    private static func shadow(of layer: Layer, color: UInt32, blur: GaussianBlur, dx: Int,
                               dy: Int) throws -> (PlacedBitmap, PixelRect) {
        let drawn = layer.touched
        let blurred = drawn.expanded(by: blur.reach)
        let cast = blurred.offsetBy(dx: dx, dy: dy)
        let region = drawn.union(cast)
        let pixels = layer.pixels.copying(blurred)
        var alpha = [UInt8](repeating: 0, count: pixels.count)
        vt_extract_alpha(pixels, &alpha, pixels.count)
        alpha.withUnsafeMutableBufferPointer { plane in
            blur.apply(to: plane.baseAddress!, width: blurred.width, height: blurred.height, channels: 1)
        }
        var output = try PlacedBitmap(transparentOver: region)
        output.withMutableTarget { target in
            alpha.withUnsafeBufferPointer { alpha in
                for y in cast.minY..<cast.maxY {
                    let row = target.pixel(x: cast.minX, y: y)
                    let coverage = alpha.baseAddress! + (y - cast.minY) * cast.width
                    vt_fill_scaled(row, color, coverage, cast.width)
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
