/// Marks intervals and events for Instruments, as Apple's `OSSignposter`. On Linux no tool records
/// signposts, so they are not written anywhere; the closures of `withIntervalSignpost` still run
/// and return their results, and messages are not read.
public struct OSSignposter: Sendable {
    /// The log the signposts belong to.
    let log: OSLog

    /// A signposter of the default log.
    public init() {
        log = .default
    }

    /// A signposter for `category` of `subsystem`.
    public init(subsystem: String, category: String) {
        log = OSLog(subsystem: subsystem, category: category)
    }

    /// A signposter for a well-known category of `subsystem`.
    public init(subsystem: String, category: OSLog.Category) {
        log = OSLog(subsystem: subsystem, category: category)
    }

    /// A signposter of `logHandle`.
    public init(logHandle: OSLog) {
        log = logHandle
    }

    /// A signposter of `logger`'s log.
    public init(logger: Logger) {
        log = logger.log
    }

    /// A signposter that records nothing.
    public static var disabled: OSSignposter {
        OSSignposter(logHandle: .disabled)
    }

    /// Whether signposts are recorded: never on Linux.
    public var isEnabled: Bool {
        log.signpostsEnabled
    }

    /// A new identifier for overlapping intervals.
    public func makeSignpostID() -> OSSignpostID {
        OSSignpostID(log: log)
    }

    /// The identifier of `object`'s intervals.
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID {
        OSSignpostID(log: log, object: object)
    }

    /// Marks a point in time named `name`.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {}

    /// Marks a point in time named `name`, with a message.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata) {}

    /// Begins an interval named `name`; end it with ``endInterval(_:_:)``.
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
        OSSignpostIntervalState(signpostID: id)
    }

    /// Begins an interval named `name`, with a message.
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive,
                              _ message: SignpostMetadata) -> OSSignpostIntervalState {
        OSSignpostIntervalState(signpostID: id)
    }

    /// Begins an interval named `name` that measures an animation, with a message.
    public func beginAnimationInterval(_ name: StaticString, id: OSSignpostID = .exclusive,
                                       _ message: SignpostMetadata) -> OSSignpostIntervalState {
        OSSignpostIntervalState(signpostID: id)
    }

    /// Ends the interval named `name` that `state` began.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {}

    /// Ends the interval named `name` that `state` began, with a message.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: SignpostMetadata) {}

    /// Runs `task` in an interval named `name` and returns its result.
    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive,
                                        around task: () throws -> T) rethrows -> T {
        try task()
    }

    /// Runs `task` in an interval named `name`, with a message, and returns its result.
    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive,
                                        _ message: SignpostMetadata, around task: () throws -> T) rethrows -> T {
        try task()
    }
}
