/// A `Logger` message, written as a string literal with interpolations (`"Loaded \(count) items
/// for \(name, privacy: .public)"`). Its values are read when the message is written, and not
/// at all for a log that is disabled.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    /// The message's literal text and interpolated values, in order.
    let interpolation: OSLogInterpolation

    /// A message of literal text and interpolated values.
    public init(stringInterpolation: OSLogInterpolation) {
        interpolation = stringInterpolation
    }

    /// A message of literal text only.
    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.utf8.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }

    /// The message as it is written: its literal text with each value formatted as its
    /// interpolation asks (privacy is not applied; see ``OSLogPrivacy``).
    var text: String {
        interpolation.segments.map { $0() }.joined()
    }
}

/// The message an ``OSSignposter`` attaches to a signpost: an ``OSLogMessage``, as in Apple's `os`.
public typealias SignpostMetadata = OSLogMessage
