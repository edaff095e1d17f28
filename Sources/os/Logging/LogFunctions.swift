/// Writes a printf-style message to `log`, as unified logging's `os_log`: `%@` prints an object's
/// or string's description, `%d`, `%u`, `%x`, `%f`... print numbers as printf does, and brace
/// annotations such as `%{public}s` are read (privacy is not applied; `%{bool}d` prints
/// `true`/`false`).
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
                   type: OSLogType = .default, _ args: CVarArg...) {
    LogOutput.write(format: message, arguments: args, to: log)
}

/// Writes an interpolated message to `log` at `type`'s level, as `Logger` does.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default,
                   _ message: OSLogMessage) {
    LogOutput.write(message, to: log)
}

/// Writes a printf-style message to `log` at `type`'s level, the argument order of
/// `os_log(.error, log: log, "Failed: %@", reason)`.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default,
                   _ message: StaticString, _ args: CVarArg...) {
    LogOutput.write(format: message, arguments: args, to: log)
}
