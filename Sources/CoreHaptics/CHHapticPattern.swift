import Foundation

/// Events and parameter changes played together, as Core Haptics' `CHHapticPattern`.
open class CHHapticPattern: NSObject {
    /// The pattern's events.
    public let events: [CHHapticEvent]
    /// The parameter changes.
    public let parameters: [CHHapticDynamicParameter]

    /// A pattern of `events` with the parameter changes `parameters`.
    public init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter]) throws {
        self.events = events
        self.parameters = parameters
    }

    /// How long the pattern lasts: until its last event ends.
    open var duration: TimeInterval {
        events.map { $0.relativeTime + $0.duration }.max() ?? 0
    }
}

/// What plays a pattern, as Core Haptics' `CHHapticPatternPlayer`.
public protocol CHHapticPatternPlayer: AnyObject {
    /// Starts playing at `time` on the engine's clock.
    func start(atTime time: TimeInterval) throws
    /// Stops playing at `time`.
    func stop(atTime time: TimeInterval) throws
    /// Changes parameters of the playing pattern at `time`.
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws
    /// Stops at once and forgets what was scheduled.
    func cancel() throws
    /// Whether the player is silenced.
    var isMuted: Bool { get set }
}

/// The time that means "now" to a player, as Core Haptics' `CHHapticTimeImmediate`.
public let CHHapticTimeImmediate: TimeInterval = 0
