import CCodecBridge
import Foundation

extension Bitmap {
    /// Decodes a JPEG (baseline or progressive; greyscale, colour or CMYK) with libjpeg-turbo into
    /// opaque RGBA8, turned upright by its EXIF orientation as a photo viewer shows it.
    /// Truncated or damaged data throws rather than coming out partly grey.
    public init(jpegData data: Data) throws {
        var width: UInt32 = 0, height: UInt32 = 0
        var pixelBuffer = vt_codec_buffer(bytes: nil, count: 0)
        var exifBuffer = vt_codec_buffer(bytes: nil, count: 0)
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { raw in
            vt_jpeg_decode_rgba8(raw.bindMemory(to: UInt8.self).baseAddress, raw.count,
                                 UInt32(RasterCanvas.maximumDimension), UInt64(RasterCanvas.maximumPixelCount),
                                 &width, &height, &pixelBuffer, &exifBuffer, &message, message.count)
        }
        defer {
            vt_codec_free(&pixelBuffer)
            vt_codec_free(&exifBuffer)
        }
        guard status == 0, let bytes = pixelBuffer.bytes else {
            throw RasterError.jpegDecodingFailed(bridgeMessage(message))
        }
        let count = Int(width) * Int(height)
        // RGBA bytes in memory are the packed little-endian pixel, and opaque pixels are already
        // premultiplied: a plain copy.
        let pixels = [UInt32](unsafeUninitializedCapacity: count) { output, initialized in
            UnsafeMutableRawPointer(output.baseAddress!).copyMemory(from: bytes, byteCount: count * 4)
            initialized = count
        }
        let stored = try Bitmap(width: Int(width), height: Int(height), pixels: pixels)
        let exif = exifBuffer.bytes.map { Data(bytes: $0, count: exifBuffer.count) } ?? Data()
        self = stored.oriented(ExifOrientation(exifPayload: exif))
    }

    /// Decodes PNG or JPEG data, told apart by their signatures.
    public init(imageData data: Data) throws {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            try self.init(pngData: data)
        } else if data.starts(with: [0xFF, 0xD8, 0xFF]) {
            try self.init(jpegData: data)
        } else {
            let prefix = data.prefix(8).map { String(format: "%02X", $0) }.joined(separator: " ")
            throw RasterError.unrecognizedImageFormat(firstBytes: data.isEmpty ? "no data" : prefix)
        }
    }
}
