/// A log: the subsystem and category its messages are filed under. On Linux a message's line on
/// standard error starts with them, `[subsystem:category]`.
public final class OSLog: Sendable {
    /// Well-known categories of unified logging.
    public struct Category: RawRepresentable, Hashable, Sendable {
        /// The category's name.
        public let rawValue: String

        /// The category of the given name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Signposts that Instruments shows as points of interest.
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        /// Signposts recorded only while a tool traces the process.
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        /// Signposts recorded with backtraces only while a tool traces the process.
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }

    /// The subsystem, in reverse DNS notation; empty for the default log.
    let subsystem: String
    /// The category within the subsystem; empty for the default log.
    let category: String
    /// Whether messages are written at all (`false` for ``disabled``).
    let isWriting: Bool

    /// A log of the given subsystem, category and state.
    private init(subsystem: String, category: String, isWriting: Bool) {
        self.subsystem = subsystem
        self.category = category
        self.isWriting = isWriting
    }

    /// A log for `category` of `subsystem`.
    public convenience init(subsystem: String, category: String) {
        self.init(subsystem: subsystem, category: category, isWriting: true)
    }

    /// A log for a well-known category of `subsystem`.
    public convenience init(subsystem: String, category: OSLog.Category) {
        self.init(subsystem: subsystem, category: category.rawValue, isWriting: true)
    }

    /// The default log, without subsystem or category.
    public static let `default` = OSLog(subsystem: "", category: "", isWriting: true)

    /// A log that writes nothing.
    public static let disabled = OSLog(subsystem: "", category: "", isWriting: false)

    /// Whether messages of `type` are written: all of them, debug ones included (Xcode shows them
    /// while debugging), unless the log is ``disabled``.
    public func isEnabled(type: OSLogType) -> Bool {
        isWriting
    }

    /// Whether signposts are recorded: never on Linux, where no tool collects them.
    public var signpostsEnabled: Bool {
        false
    }
}
