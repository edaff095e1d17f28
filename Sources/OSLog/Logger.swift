import Foundation

/// The level of a log message, as `os`'s `OSLogType`.
public struct OSLogType: Hashable, Sendable {
    private let level: UInt8

    private init(_ level: UInt8) {
        self.level = level
    }

    /// The default level.
    public static let `default` = OSLogType(0)
    /// Information that may help.
    public static let info = OSLogType(1)
    /// Debugging information.
    public static let debug = OSLogType(2)
    /// An error.
    public static let error = OSLogType(16)
    /// A fault: a bug.
    public static let fault = OSLogType(17)
}

/// How much of an interpolated value a log shows, as `os`'s `OSLogPrivacy`.
public struct OSLogPrivacy: Hashable, Sendable {
    private let kind: UInt8

    private init(_ kind: UInt8) {
        self.kind = kind
    }

    /// The system decides.
    public static let auto = OSLogPrivacy(0)
    /// Shown.
    public static let `public` = OSLogPrivacy(1)
    /// Redacted.
    public static let `private` = OSLogPrivacy(2)
    /// Redacted, with a mask of the given kind.
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .private }
    /// Redacted except from a sensitive-data view.
    public static let sensitive = OSLogPrivacy(3)
    /// Redacted, with a mask of the given kind.
    public static func sensitive(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .sensitive }

    /// How a redacted value is masked.
    public struct Mask: Hashable, Sendable {
        private let kind: UInt8
        /// A hash of the value.
        public static let hash = Mask(kind: 1)
        /// No mask.
        public static let none = Mask(kind: 0)
    }
}

/// A log message with interpolated values, as `os`'s `OSLogMessage`: written like a string, with
/// `privacy:` on each value. The message is built only if something reads it.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    /// Linux addition: the message as it would be shown, private values redacted.
    public let text: String

    /// A message of plain text.
    public init(stringLiteral value: String) {
        text = value
    }

    /// A message made by interpolation.
    public init(stringInterpolation: Interpolation) {
        text = stringInterpolation.text
    }

    /// The interpolation of an `OSLogMessage`.
    public struct Interpolation: StringInterpolationProtocol {
        var text = ""

        /// Space for the literal and interpolated parts.
        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        /// A literal part.
        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        /// A value, shown or redacted by `privacy`.
        public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T, privacy: OSLogPrivacy = .auto) {
            text += privacy == .public || privacy == .auto ? String(describing: value()) : "<private>"
        }

        /// A value with a column alignment, shown or redacted by `privacy`.
        public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T, align: OSLogStringAlignment,
                                                    privacy: OSLogPrivacy = .auto) {
            appendInterpolation(value(), privacy: privacy)
        }

        /// A floating-point value in `format`, shown or redacted by `privacy`.
        public mutating func appendInterpolation(_ value: @autoclosure () -> Double, format: OSLogFloatFormatting,
                                                 privacy: OSLogPrivacy = .auto) {
            appendInterpolation(format.text(value()), privacy: privacy)
        }

        /// An integer in `format`, shown or redacted by `privacy`.
        public mutating func appendInterpolation<I: BinaryInteger>(_ value: @autoclosure () -> I, format: OSLogIntegerFormatting,
                                                                   privacy: OSLogPrivacy = .auto) {
            appendInterpolation(format.text(value()), privacy: privacy)
        }
    }
}

/// How an interpolated string is aligned in a column, as `os`'s `OSLogStringAlignment`.
public struct OSLogStringAlignment: Sendable {
    /// No alignment.
    public static let none = OSLogStringAlignment()
    /// Right-aligned in `columns` columns.
    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment { OSLogStringAlignment() }
    /// Left-aligned in `columns` columns.
    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment { OSLogStringAlignment() }
}

/// How a floating-point value is written in a log, as `os`'s `OSLogFloatFormatting`.
public struct OSLogFloatFormatting: Sendable {
    private let precision: Int?

    /// As Swift writes it.
    public static let fixed = OSLogFloatFormatting(precision: nil)
    /// With `precision` digits after the point.
    public static func fixed(precision: @autoclosure () -> Int) -> OSLogFloatFormatting {
        OSLogFloatFormatting(precision: precision())
    }

    func text(_ value: Double) -> String {
        guard let precision, value.isFinite else { return String(describing: value) }
        // Locale-independent: `String(format:)` would follow the host's locale.
        let scale = pow(10, Double(precision))
        let rounded = (abs(value) * scale).rounded() / scale
        var digits = String(Int(rounded))
        if precision > 0 {
            let fraction = Int(((rounded - rounded.rounded(.down)) * scale).rounded())
            let padded = String(fraction)
            digits += "." + String(repeating: "0", count: max(0, precision - padded.count)) + padded
        }
        return (value < 0 && rounded != 0 ? "-" : "") + digits
    }
}

/// How an integer is written in a log, as `os`'s `OSLogIntegerFormatting`.
public struct OSLogIntegerFormatting: Sendable {
    private let radix: Int

    /// In decimal.
    public static let decimal = OSLogIntegerFormatting(radix: 10)
    /// In hexadecimal.
    public static let hex = OSLogIntegerFormatting(radix: 16)
    /// In octal.
    public static let octal = OSLogIntegerFormatting(radix: 8)

    func text<I: BinaryInteger>(_ value: I) -> String { String(value, radix: radix) }
}

/// A log of a subsystem and category, as `os`'s `Logger`. On Linux its messages go nowhere: a
/// render or test writes nothing to the system log, and building a message costs nothing (its
/// values are autoclosures that are never called).
public struct Logger: Sendable {
    /// The subsystem, such as the app's bundle identifier.
    public let subsystem: String
    /// The category within the subsystem.
    public let category: String

    /// A logger of `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// The default logger.
    public init() {
        self.init(subsystem: "", category: "")
    }

    /// A logger writing to `log`.
    public init(_ log: OSLog) {
        self.init(subsystem: log.subsystem, category: log.category)
    }

    /// Logs `message` at `level`.
    public func log(level: OSLogType, _ message: @autoclosure () -> OSLogMessage) {}
    /// Logs `message` at the default level.
    public func log(_ message: @autoclosure () -> OSLogMessage) {}
    /// Logs a trace message (debug level).
    public func trace(_ message: @autoclosure () -> OSLogMessage) {}
    /// Logs a debugging message.
    public func debug(_ message: @autoclosure () -> OSLogMessage) {}
    /// Logs an informative message.
    public func info(_ message: @autoclosure () -> OSLogMessage) {}
    /// Logs a notice (the default level).
    public func notice(_ message: @autoclosure () -> OSLogMessage) {}
    /// Logs a warning (error level).
    public func warning(_ message: @autoclosure () -> OSLogMessage) {}
    /// Logs an error.
    public func error(_ message: @autoclosure () -> OSLogMessage) {}
    /// Logs a critical message (fault level).
    public func critical(_ message: @autoclosure () -> OSLogMessage) {}
    /// Logs a fault.
    public func fault(_ message: @autoclosure () -> OSLogMessage) {}
}

/// A log handle of the older API, as `os`'s `OSLog`.
public final class OSLog: Sendable {
    /// The subsystem.
    public let subsystem: String
    /// The category.
    public let category: String

    /// A log of `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// The default log.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log that drops everything.
    public static let disabled = OSLog(subsystem: "", category: "disabled")
}

/// Logs a formatted message, as `os`'s `os_log`: on Linux, nowhere.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
                   type: OSLogType = .default, _ args: any CVarArg...) {}

/// Logs a formatted message of `type`, as `os`'s `os_log`: on Linux, nowhere.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
                   _ message: StaticString, _ args: any CVarArg...) {}
