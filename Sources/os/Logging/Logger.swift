/// Writes interpolated messages to a log, as Apple's `Logger`. On Linux each message is one line
/// on standard error, `[subsystem:category] message` (the message alone for the default log), at
/// every level: debug and trace messages are kept, as Xcode's console shows them. Interpolated
/// values are shown whatever their privacy, as on a development device.
public struct Logger: Sendable {
    /// The log messages are written to.
    let log: OSLog

    /// A logger of the default log.
    public init() {
        log = .default
    }

    /// A logger for `category` of `subsystem`.
    public init(subsystem: String, category: String) {
        log = OSLog(subsystem: subsystem, category: category)
    }

    /// A logger writing to `logObj`.
    public init(_ logObj: OSLog) {
        log = logObj
    }

    /// Writes `message` at the default level.
    public nonisolated func log(_ message: OSLogMessage) {
        log(level: .default, message)
    }

    /// Writes `message` at `level`.
    public nonisolated func log(level: OSLogType, _ message: OSLogMessage) {
        LogOutput.write(message, to: log)
    }

    /// Writes a development message at the debug level.
    public nonisolated func trace(_ message: OSLogMessage) {
        log(level: .debug, message)
    }

    /// Writes a development message at the debug level.
    public nonisolated func debug(_ message: OSLogMessage) {
        log(level: .debug, message)
    }

    /// Writes a troubleshooting message at the info level.
    public nonisolated func info(_ message: OSLogMessage) {
        log(level: .info, message)
    }

    /// Writes a message at the default level.
    public nonisolated func notice(_ message: OSLogMessage) {
        log(level: .default, message)
    }

    /// Writes a warning at the error level.
    public nonisolated func warning(_ message: OSLogMessage) {
        log(level: .error, message)
    }

    /// Writes an error at the error level.
    public nonisolated func error(_ message: OSLogMessage) {
        log(level: .error, message)
    }

    /// Writes a critical error at the fault level.
    public nonisolated func critical(_ message: OSLogMessage) {
        log(level: .fault, message)
    }

    /// Writes a fault (a bug in the program) at the fault level.
    public nonisolated func fault(_ message: OSLogMessage) {
        log(level: .fault, message)
    }
}
