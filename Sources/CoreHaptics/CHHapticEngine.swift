import Foundation

/// What a device's hardware can play, as Core Haptics' `CHHapticDeviceCapability`.
public protocol CHHapticDeviceCapability {
    /// Whether the device has a Taptic Engine.
    var supportsHaptics: Bool { get }
    /// Whether the device can play the engine's sounds.
    var supportsAudio: Bool { get }
}

/// The Taptic Engine, as Core Haptics' `CHHapticEngine`. A render has none, as the Simulator has
/// none: `capabilitiesForHardware().supportsHaptics` is false, which is what apps check before they
/// start an engine; one made anyway starts and plays its patterns without anything to feel
/// (*unverified* that Core Haptics lets such an engine start without an error). Not an `NSObject`
/// here, so that its initialiser throws as Core Haptics' does.
open class CHHapticEngine {
    /// Why an engine stopped, as Core Haptics' `CHHapticEngine.StoppedReason`.
    public enum StoppedReason: Int, Sendable {
        /// The audio session was interrupted.
        case audioSessionInterrupt = 1
        /// The app went to the background.
        case applicationSuspended = 2
        /// The engine stopped after it was idle.
        case idleTimeout = 3
        /// The engine was told that its players finished.
        case notifyWhenFinished = 4
        /// The engine was destroyed.
        case engineDestroyed = 5
        /// The game controller went away.
        case gameControllerDisconnect = 6
        /// The system stopped it.
        case systemError = -1
    }

    /// Called when the engine stops by itself: never, in a render.
    open var stoppedHandler: (StoppedReason) -> Void = { _ in }
    /// Called when the engine restarts after a server failure: never, in a render.
    open var resetHandler: () -> Void = {}
    /// Whether the engine stops by itself when idle.
    open var isAutoShutdownEnabled = false
    /// Whether the engine plays haptics and no sounds.
    open var playsHapticsOnly = false
    /// Whether haptics are silenced.
    open var isMutedForHaptics = false
    /// Whether sounds are silenced.
    open var isMutedForAudio = false
    /// The engine's clock: always 0, as nothing plays and no wall-clock time enters a render.
    open var currentTime: TimeInterval { 0 }

    /// The capabilities of the device's hardware: none, as the Simulator's.
    open class func capabilitiesForHardware() -> any CHHapticDeviceCapability {
        NoHapticHardware()
    }

    /// An engine; it throws as Core Haptics' does when the engine cannot be made (never, here).
    public init() throws {}

    /// Starts the engine (nothing to start in a render).
    open func start() throws {}
    /// Starts the engine, then calls `completionHandler` with no error.
    open func start(completionHandler: ((any Error)?) -> Void) { completionHandler(nil) }
    /// Stops the engine, then calls `completionHandler` with no error.
    open func stop(completionHandler: (((any Error)?) -> Void)? = nil) { completionHandler?(nil) }
    /// A player of `pattern`, which plays nothing that can be felt.
    open func makePlayer(with pattern: CHHapticPattern) throws -> any CHHapticPatternPlayer {
        SilentPatternPlayer()
    }
}

/// The Simulator's answer to `capabilitiesForHardware()`: no haptics, no sounds.
private struct NoHapticHardware: CHHapticDeviceCapability {
    var supportsHaptics: Bool { false }
    var supportsAudio: Bool { false }
}

/// A player with nothing to play on.
private final class SilentPatternPlayer: CHHapticPatternPlayer {
    var isMuted = false
    func start(atTime time: TimeInterval) throws {}
    func stop(atTime time: TimeInterval) throws {}
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws {}
    func cancel() throws {}
}
