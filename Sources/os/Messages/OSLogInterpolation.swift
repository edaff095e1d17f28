import Foundation

/// The literal text and interpolated values of an ``OSLogMessage``, as the compiler builds them
/// from an interpolated string literal. Each `appendInterpolation` takes the options iOS's does
/// (`format:`, `align:`, `privacy:`, `attributes:`); privacy and attributes change nothing in the
/// text on Linux.
public struct OSLogInterpolation: StringInterpolationProtocol {
    /// The message's parts, each read when the message is written.
    var segments: [() -> String] = []

    /// An empty interpolation with room for the literal's parts.
    public init(literalCapacity: Int, interpolationCount: Int) {
        segments.reserveCapacity(2 * interpolationCount + 1)
    }

    /// Adds literal text.
    public mutating func appendLiteral(_ literal: String) {
        segments.append { literal }
    }

    /// Adds a string, padded as `align` says.
    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String,
                                             align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto, attributes: String = "") {
        segments.append { align.specifier("@").render(argumentString()) }
    }

    /// Adds a value's `description`, padded as `align` says.
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto, attributes: String = ""
    ) {
        segments.append { align.specifier("@").render(value().description) }
    }

    /// Adds an error's `String(describing:)`, padded as `align` says.
    public mutating func appendInterpolation(_ error: @autoclosure @escaping () -> any Error,
                                             align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto, attributes: String = "") {
        segments.append { align.specifier("@").render(String(describing: error())) }
    }

    /// Adds an error that describes itself, by its `description` (so that such an error is not
    /// ambiguous between the two forms above).
    public mutating func appendInterpolation<T: Error & CustomStringConvertible>(
        _ error: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto, attributes: String = ""
    ) {
        segments.append { align.specifier("@").render(error().description) }
    }

    /// Adds a type's name, padded as `align` says.
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> any Any.Type,
                                             align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto, attributes: String = "") {
        segments.append { align.specifier("@").render(String(describing: value())) }
    }

    /// Adds an `Int` in `format`, padded as `align` says.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int,
                                             format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto, attributes: String = "") {
        segments.append { format.text(number(), align: align) }
    }

    /// Adds an integer of any width in `format`, padded as `align` says.
    public mutating func appendInterpolation<T: FixedWidthInteger>(
        _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto, attributes: String = ""
    ) {
        segments.append { format.text(number(), align: align) }
    }

    /// Adds a `Double` in `format` (six digits after the point by default), padded as `align` says.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto, attributes: String = "") {
        segments.append { format.text(number(), align: align) }
    }

    /// Adds a `Float` in `format`, as a `Double` (printf promotes it so).
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto, attributes: String = "") {
        segments.append { format.text(Double(number()), align: align) }
    }

    /// Adds a `CGFloat` in `format`, as a `Double`.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> CGFloat,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto, attributes: String = "") {
        segments.append { format.text(Double(number()), align: align) }
    }

    /// Adds a `Bool` as `true`/`false` (or `YES`/`NO` in the `.answer` format).
    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool,
                                             format: OSLogBoolFormat = .truth,
                                             privacy: OSLogPrivacy = .auto, attributes: String = "") {
        segments.append { format.text(boolean()) }
    }
}
