import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Where log messages go: one line each on standard error, written whole under a lock so that
/// lines from several threads never interleave. A test reads the lines of its own task instead
/// through ``capture``.
enum LogOutput {
    /// Lines written while this is set (in a task and its children) are kept in it instead of
    /// going to standard error.
    @TaskLocal static var capture: LogCapture?

    /// Serialises writes to standard error.
    private static let lock = Mutex(())

    /// The line of `message` in `log`: `[subsystem:category] message`, or the message alone for a
    /// log without subsystem and category. Nothing in it depends on the clock or the locale.
    static func line(_ message: String, in log: OSLog) -> String {
        log.subsystem.isEmpty && log.category.isEmpty ? message : "[\(log.subsystem):\(log.category)] \(message)"
    }

    /// Writes `message` to `log`'s line, unless the log is disabled (then its values are not read).
    static func write(_ message: OSLogMessage, to log: OSLog) {
        guard log.isWriting else { return }
        write(line: line(message.text, in: log))
    }

    /// Writes the printf-style `format` with `arguments` to `log`'s line, unless the log is disabled.
    static func write(format: StaticString, arguments: [CVarArg], to log: OSLog) {
        guard log.isWriting else { return }
        write(line: line(LogFormatString.render(format.description, arguments: arguments), in: log))
    }

    /// Writes a finished line (without its newline) to standard error, or to the task's capture.
    static func write(line: String) {
        if let capture {
            capture.append(line)
        } else {
            write(line: line, toDescriptor: 2)
        }
    }

    /// Writes `line` and a newline to the file `descriptor`, whole, while no other line is written.
    static func write(line: String, toDescriptor descriptor: Int32) {
        let bytes = Array((line + "\n").utf8)
        lock.withLock { _ in writeAll(bytes, to: descriptor) }
    }
}

/// Writes all of `bytes` to the file `descriptor`, unbuffered (stopping if the descriptor fails).
private func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
    var written = 0
    while written < bytes.count {
        let result = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if result <= 0 { return }
        written += result
    }
}

/// The lines a test's logging wrote, kept in order.
final class LogCapture: Sendable {
    /// The lines so far.
    private let storage = Mutex<[String]>([])

    /// An empty capture.
    init() {}

    /// The lines written so far.
    var lines: [String] {
        storage.withLock { $0 }
    }

    /// Keeps `line`.
    func append(_ line: String) {
        storage.withLock { $0.append(line) }
    }
}
