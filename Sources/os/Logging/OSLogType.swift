/// The level of a log message, as unified logging's `os_log_type_t`.
public struct OSLogType: RawRepresentable, Hashable, Sendable {
    /// The level's value in unified logging.
    public let rawValue: UInt8

    /// The level of the given value.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The level of the given value.
    public init(_ rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Messages about things that might cause a failure (`Logger`'s `log`, `notice`).
    public static let `default` = OSLogType(0x00)
    /// Messages that help troubleshoot (`Logger`'s `info`).
    public static let info = OSLogType(0x01)
    /// Messages for development (`Logger`'s `debug`, `trace`).
    public static let debug = OSLogType(0x02)
    /// Errors (`Logger`'s `error`, `warning`).
    public static let error = OSLogType(0x10)
    /// Faults: bugs in the program (`Logger`'s `fault`, `critical`).
    public static let fault = OSLogType(0x11)
}
