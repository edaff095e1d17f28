import Foundation

/// How a camera stored an image relative to upright: EXIF tag 0x0112, values 1...8.
public enum ExifOrientation: Int, Sendable, CaseIterable {
    /// Stored upright.
    case up = 1
    /// Mirrored left to right.
    case upMirrored = 2
    /// Rotated 180 degrees.
    case down = 3
    /// Mirrored top to bottom.
    case downMirrored = 4
    /// Mirrored across the top-left to bottom-right diagonal.
    case leftMirrored = 5
    /// Shown after turning it 90 degrees clockwise.
    case right = 6
    /// Mirrored across the top-right to bottom-left diagonal.
    case rightMirrored = 7
    /// Shown after turning it 90 degrees counter-clockwise.
    case left = 8

    /// The orientation in an EXIF payload (the TIFF structure after "Exif\0\0"): the first
    /// image directory's orientation entry, or `.up` when there is none or the data is damaged
    /// (a bad tag must not lose the picture).
    public init(exifPayload data: Data) {
        let bytes = [UInt8](data)
        self = ExifOrientation.read(bytes) ?? .up
    }

    private static func read(_ bytes: [UInt8]) -> ExifOrientation? {
        guard bytes.count >= 8 else { return nil }
        let littleEndian: Bool
        switch (bytes[0], bytes[1]) {
        case (0x49, 0x49): littleEndian = true  // "II"
        case (0x4D, 0x4D): littleEndian = false // "MM"
        default: return nil
        }
        func integer(at offset: Int, size: Int) -> Int? {
            guard offset >= 0, offset + size <= bytes.count else { return nil }
            var value = 0
            for i in 0..<size {
                let byte = Int(bytes[offset + (littleEndian ? size - 1 - i : i)])
                value = value << 8 | byte
            }
            return value
        }
        guard integer(at: 2, size: 2) == 42, let directory = integer(at: 4, size: 4),
              let entries = integer(at: directory, size: 2) else { return nil }
        for index in 0..<entries {
            let entry = directory + 2 + index * 12
            guard let tag = integer(at: entry, size: 2) else { return nil }
            // A SHORT value sits in the first two bytes of the entry's value field.
            if tag == 0x0112, integer(at: entry + 2, size: 2) == 3 {
                return integer(at: entry + 8, size: 2).flatMap(ExifOrientation.init(rawValue:))
            }
        }
        return nil
    }

    /// Whether upright, the image's width and height are swapped.
    var swapsAxes: Bool { rawValue >= 5 }
}

extension Bitmap {
    /// The bitmap turned upright from being stored with `orientation`.
    public func oriented(_ orientation: ExifOrientation) -> Bitmap {
        guard orientation != .up else { return self }
        let (w, h) = (width, height)
        let (outWidth, outHeight) = orientation.swapsAxes ? (h, w) : (w, h)
        // For each upright pixel (x, y), the stored pixel it shows.
        let source: (Int, Int) -> Int
        switch orientation {
        case .up: source = { x, y in y * w + x }
        case .upMirrored: source = { x, y in y * w + (w - 1 - x) }
        case .down: source = { x, y in (h - 1 - y) * w + (w - 1 - x) }
        case .downMirrored: source = { x, y in (h - 1 - y) * w + x }
        case .leftMirrored: source = { x, y in x * w + y }
        case .right: source = { x, y in (h - 1 - x) * w + y }
        case .rightMirrored: source = { x, y in (h - 1 - x) * w + (w - 1 - y) }
        case .left: source = { x, y in x * w + (w - 1 - y) }
        }
        var result = Bitmap(unchecked: outWidth, outHeight)
        pixels.withUnsafeBufferPointer { input in
            result.pixels.withUnsafeMutableBufferPointer { output in
                for y in 0..<outHeight {
                    for x in 0..<outWidth { output[y * outWidth + x] = input[source(x, y)] }
                }
            }
        }
        return result
    }
}
