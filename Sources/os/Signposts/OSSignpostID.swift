import Synchronization

/// The identifier that pairs the beginning and end of a signposted interval. Signposts are not
/// recorded on Linux; identifiers are still made, distinct and the same on every run.
public struct OSSignpostID: Comparable, Hashable, Codable, Sendable {
    /// The identifier's value.
    public let rawValue: UInt64

    /// The identifier of the given value.
    public init(_ value: UInt64) {
        rawValue = value
    }

    /// A new identifier, unique in the process, for signposts of `log`.
    public init(log: OSLog) {
        rawValue = Self.counter.add(1, ordering: .relaxed).newValue
    }

    /// The identifier of `object` for signposts of `log`: the same for the same object.
    public init(log: OSLog, object: AnyObject) {
        rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))
    }

    /// For intervals that never overlap one another, so need no identifier of their own.
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    /// An identifier that marks an error.
    public static let invalid = OSSignpostID(~0)
    /// An identifier of no signpost.
    public static let null = OSSignpostID(0)

    /// Orders identifiers by value.
    public static func < (lhs: OSSignpostID, rhs: OSSignpostID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The last identifier made by ``init(log:)``.
    private static let counter = Atomic<UInt64>(0)
}
