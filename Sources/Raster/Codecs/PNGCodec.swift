import CCodecBridge
import CRasterKernels
import Foundation

/// PNG encoding settings. UI frames are mostly flat colour, which zlib's fastest level matches
/// well without any filter: on a 1284x2778 card-list frame that encodes about 5x faster than
/// libpng's defaults (adaptive filter search, level 6) at 1.4x the size, and it is both faster
/// and smaller than the "up" filter or run-length strategy (see BENCHMARKS.md).
public struct PNGEncodingOptions: Hashable, Sendable {
    /// zlib compression level 0...9.
    public var compressionLevel: Int32
    /// zlib strategy: 0 default, 1 filtered, 2 Huffman only, 3 run-length.
    public var strategy: Int32
    /// libpng filter mask: 0x08 none, 0x10 sub, 0x20 up, 0x40 average, 0x80 Paeth, 0xF8 all.
    public var filters: Int32

    /// Creates encoding settings.
    public init(compressionLevel: Int32, strategy: Int32, filters: Int32) {
        self.compressionLevel = compressionLevel
        self.strategy = strategy
        self.filters = filters
    }

    /// The settings ViewTree writes with: fast and deterministic.
    public static let fast = PNGEncodingOptions(compressionLevel: 1, strategy: 0, filters: 0x08)
    /// libpng's own defaults, for comparison.
    public static let libpngDefault = PNGEncodingOptions(compressionLevel: 6, strategy: 1, filters: 0xF8)
}

extension Bitmap {
    /// Decodes a PNG of any colour type and bit depth (grey, grey + alpha, palette with or without
    /// transparency, RGB, RGBA, 16-bit, interlaced) into premultiplied RGBA8.
    public init(pngData data: Data) throws {
        var width: UInt32 = 0, height: UInt32 = 0
        var buffer = vt_codec_buffer(bytes: nil, count: 0)
        var message = [CChar](repeating: 0, count: 256)
        defer { vt_codec_free(&buffer) }
        // Decoded straight into the bitmap's storage when the header gives a size within the
        // limits; otherwise the decoder is asked without one, and says what is wrong.
        let size = Self.pngHeaderSize(data)
        let count = size.map { $0.width * $0.height } ?? 0
        var status: Int32 = 1
        let pixels = [UInt32](unsafeUninitializedCapacity: count) { output, initialized in
            status = data.withUnsafeBytes { raw in
                vt_png_decode_rgba8(raw.bindMemory(to: UInt8.self).baseAddress, raw.count,
                                    UInt32(RasterCanvas.maximumDimension), UInt64(RasterCanvas.maximumPixelCount),
                                    &width, &height, UnsafeMutableRawPointer(output.baseAddress)?
                                        .assumingMemoryBound(to: UInt8.self), count, &buffer, &message, message.count)
            }
            guard status == 0, count > 0 else { return }
            vt_premultiply_pixels(output.baseAddress!, count)
            initialized = count
        }
        guard status == 0, pixels.count == Int(width) * Int(height), pixels.count > 0 else {
            throw RasterError.pngDecodingFailed(status == 0 ? "the PNG header could not be read" : bridgeMessage(message))
        }
        try self.init(width: Int(width), height: Int(height), pixels: pixels)
    }

    /// Whether `data` is a PNG that `init(pngData:)` decodes to exactly these pixels (`false` for
    /// data that does not decode). A PNG as ViewTree writes them (8-bit RGBA, not interlaced) is
    /// inflated a few rows at a time and compared as they come, so no second bitmap is made and
    /// the first row that differs stops it; any other PNG is decoded whole first.
    public func isEqual(toPNG data: Data) -> Bool {
        let result = pixels.withUnsafeBufferPointer { expected in
            data.withUnsafeBytes { raw in
                vt_png_compare_premultiplied_rgba8(raw.bindMemory(to: UInt8.self).baseAddress, raw.count,
                                                   UInt32(RasterCanvas.maximumDimension), UInt64(RasterCanvas.maximumPixelCount),
                                                   expected.baseAddress, UInt32(width), UInt32(height))
            }
        }
        if result >= 0 { return result == 1 }
        return (try? Bitmap(pngData: data)) == self
    }

    /// The width and height in a PNG's header (the IHDR chunk, which must come first), when they
    /// are a size a bitmap can have.
    private static func pngHeaderSize(_ data: Data) -> (width: Int, height: Int)? {
        data.withUnsafeBytes { raw -> (width: Int, height: Int)? in
            guard raw.count >= 24, raw[12] == 0x49, raw[13] == 0x48, raw[14] == 0x44, raw[15] == 0x52 else { return nil }
            func word(_ offset: Int) -> Int {
                (0..<4).reduce(0) { $0 << 8 | Int(raw[offset + $1]) }
            }
            let (width, height) = (word(16), word(20))
            guard (try? Bitmap.validate(width: width, height: height)) != nil else { return nil }
            return (width, height)
        }
    }

    /// Encodes the pixels as an 8-bit RGBA PNG with an sRGB chunk. The same pixels always give the
    /// same bytes (no timestamps; zlib output depends only on its input and settings).
    public func pngData(options: PNGEncodingOptions = .fast) throws -> Data {
        let opaque = pixels.allSatisfy { $0 >> 24 == 255 }
        let straight = opaque ? pixels : pixels.map(PixelFormat.unpremultiply)
        var buffer = vt_codec_buffer(bytes: nil, count: 0)
        var message = [CChar](repeating: 0, count: 256)
        let settings = vt_png_encode_options(compression_level: options.compressionLevel,
                                             strategy: options.strategy, filters: options.filters)
        let status = straight.withUnsafeBytes { raw in
            vt_png_encode_rgba8(raw.bindMemory(to: UInt8.self).baseAddress, UInt32(width), UInt32(height),
                                width * 4, settings, &buffer, &message, message.count)
        }
        defer { vt_codec_free(&buffer) }
        guard status == 0, let bytes = buffer.bytes else {
            throw RasterError.pngEncodingFailed(bridgeMessage(message))
        }
        return Data(bytes: bytes, count: buffer.count)
    }
}

/// The NUL-terminated message a codec bridge wrote.
func bridgeMessage(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// Conversion from premultiplied to straight packed pixels.
enum PixelFormat {
    /// Premultiplied to straight, each channel rounded to nearest; premultiplying the result
    /// (`vt_premultiply_pixels`) gives back the same pixel.
    @inline(__always)
    static func unpremultiply(_ pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        if alpha == 255 { return pixel }
        if alpha == 0 { return 0 }
        func channel(_ shift: UInt32) -> UInt32 {
            let value = (pixel >> shift) & 0xFF
            return min(255, (value * 255 + alpha / 2) / alpha) << shift
        }
        return channel(0) | channel(8) | channel(16) | (alpha << 24)
    }
}
