/// The state of a signposted interval, from its beginning to its end.
public final class OSSignpostIntervalState: Codable, Sendable {
    /// The identifier the interval began with.
    public let signpostID: OSSignpostID

    /// The state of an interval begun with `signpostID`.
    init(signpostID: OSSignpostID) {
        self.signpostID = signpostID
    }

    /// The state of an interval begun with `id`, recreated to end it.
    public static func beginState(id: OSSignpostID) -> OSSignpostIntervalState {
        OSSignpostIntervalState(signpostID: id)
    }
}
