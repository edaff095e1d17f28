/// The kind of signpost `os_signpost` marks.
public struct OSSignpostType: RawRepresentable, Hashable, Sendable {
    /// The kind's value in unified logging.
    public let rawValue: UInt8

    /// The kind of the given value.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// A point in time.
    public static let event = OSSignpostType(rawValue: 0)
    /// The beginning of an interval.
    public static let begin = OSSignpostType(rawValue: 1)
    /// The end of an interval.
    public static let end = OSSignpostType(rawValue: 2)
}

/// Marks a signpost named `name` in `log`, as unified logging's `os_signpost`; not recorded on Linux.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog,
                        name: StaticString, signpostID: OSSignpostID = .exclusive) {}

/// Marks a signpost named `name` in `log` with a printf-style message; not recorded on Linux.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog,
                        name: StaticString, signpostID: OSSignpostID = .exclusive,
                        _ format: StaticString, _ arguments: CVarArg...) {}
