/// Why a raster operation could not be carried out.
public enum RasterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A canvas or image size that is zero, negative or not finite.
    case invalidSize(width: Double, height: Double)
    /// A canvas or image larger than `RasterCanvas.maximumDimension` or `RasterCanvas.maximumPixelCount`.
    case sizeExceedsLimit(width: Int, height: Int)
    /// A path with a coordinate that is NaN or infinite (after its transform).
    case nonFiniteCoordinates(String)
    /// A colour component or opacity that is NaN.
    case invalidParameter(String)
    /// A PNG that could not be decoded, with the decoder's reason.
    case pngDecodingFailed(String)
    /// A JPEG that could not be decoded, with the decoder's reason.
    case jpegDecodingFailed(String)
    /// Image data that is neither PNG nor JPEG, with its first bytes in hexadecimal.
    case unrecognizedImageFormat(firstBytes: String)
    /// A PNG that could not be encoded, with the encoder's reason.
    case pngEncodingFailed(String)
    /// Pixel data whose length does not match its size.
    case pixelCountMismatch(expected: Int, actual: Int)

    /// A sentence that names the problem.
    public var description: String {
        switch self {
        case .invalidSize(let width, let height):
            return "Invalid size \(width) x \(height): width and height must be finite and at least 1 pixel."
        case .sizeExceedsLimit(let width, let height):
            return "Size \(width) x \(height) exceeds the limit of \(RasterCanvas.maximumDimension) pixels a side "
                + "and \(RasterCanvas.maximumPixelCount) pixels in all."
        case .nonFiniteCoordinates(let what):
            return "Cannot draw \(what): it has a coordinate that is NaN or infinite."
        case .invalidParameter(let what):
            return "Invalid parameter: \(what)."
        case .pngDecodingFailed(let reason):
            return "Cannot decode PNG: \(reason)."
        case .jpegDecodingFailed(let reason):
            return "Cannot decode JPEG: \(reason)."
        case .unrecognizedImageFormat(let firstBytes):
            return "Cannot decode image: the data is neither PNG nor JPEG (it starts with \(firstBytes))."
        case .pngEncodingFailed(let reason):
            return "Cannot encode PNG: \(reason)."
        case .pixelCountMismatch(let expected, let actual):
            return "Pixel data has \(actual) pixels where the size needs \(expected)."
        }
    }
}
