// `import CoreHaptics` on Linux: the events, parameters and patterns apps build for the Taptic
// Engine, kept as written (a render has no Taptic Engine; see CHHapticEngine.swift).
import Foundation

/// One haptic or audio event of a pattern, as Core Haptics' `CHHapticEvent`.
open class CHHapticEvent: NSObject {
    /// The kinds of events, as Core Haptics' `CHHapticEvent.EventType`.
    public struct EventType: RawRepresentable, Hashable, Sendable {
        /// The type's name, as Core Haptics spells it.
        public let rawValue: String
        /// The type named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A brief tap.
        public static let hapticTransient = EventType(rawValue: "HapticTransient")
        /// A sustained vibration.
        public static let hapticContinuous = EventType(rawValue: "HapticContinuous")
        /// A sustained sound.
        public static let audioContinuous = EventType(rawValue: "AudioContinuous")
        /// A sound of the app's own.
        public static let audioCustom = EventType(rawValue: "AudioCustom")
    }

    /// The parameters an event takes, as Core Haptics' `CHHapticEvent.ParameterID`.
    public struct ParameterID: RawRepresentable, Hashable, Sendable {
        /// The parameter's name, as Core Haptics spells it.
        public let rawValue: String
        /// The parameter named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// How strong a haptic is (0...1).
        public static let hapticIntensity = ParameterID(rawValue: "HapticIntensity")
        /// How sharp a haptic feels (0...1).
        public static let hapticSharpness = ParameterID(rawValue: "HapticSharpness")
        /// The time to reach full strength.
        public static let attackTime = ParameterID(rawValue: "AttackTime")
        /// The time to fall from full strength.
        public static let decayTime = ParameterID(rawValue: "DecayTime")
        /// The time to fade out.
        public static let releaseTime = ParameterID(rawValue: "ReleaseTime")
        /// Whether the event holds its strength for its duration.
        public static let sustained = ParameterID(rawValue: "Sustained")
        /// A sound's volume.
        public static let audioVolume = ParameterID(rawValue: "AudioVolume")
        /// A sound's pitch.
        public static let audioPitch = ParameterID(rawValue: "AudioPitch")
        /// A sound's stereo position.
        public static let audioPan = ParameterID(rawValue: "AudioPan")
        /// A sound's brightness.
        public static let audioBrightness = ParameterID(rawValue: "AudioBrightness")
    }

    /// The event's kind.
    open var type: EventType
    /// The event's parameters.
    open var eventParameters: [CHHapticEventParameter]
    /// When the event starts, in seconds from the pattern's start.
    open var relativeTime: TimeInterval
    /// How long the event lasts, in seconds (0 for a transient event).
    open var duration: TimeInterval

    /// An event of `eventType` with `parameters`, starting at `relativeTime`.
    public convenience init(eventType: EventType, parameters: [CHHapticEventParameter], relativeTime: TimeInterval) {
        self.init(eventType: eventType, parameters: parameters, relativeTime: relativeTime, duration: 0)
    }

    /// An event of `eventType` with `parameters`, starting at `relativeTime` and lasting `duration`.
    public init(eventType: EventType, parameters: [CHHapticEventParameter], relativeTime: TimeInterval,
                duration: TimeInterval) {
        type = eventType
        eventParameters = parameters
        self.relativeTime = relativeTime
        self.duration = duration
    }
}

/// A value of one of an event's parameters, as Core Haptics' `CHHapticEventParameter`.
open class CHHapticEventParameter: NSObject {
    /// The parameter.
    public let parameterID: CHHapticEvent.ParameterID
    /// Its value.
    open var value: Float

    /// `parameterID` set to `value`.
    public init(parameterID: CHHapticEvent.ParameterID, value: Float) {
        self.parameterID = parameterID
        self.value = value
    }
}

/// A change to a playing pattern's parameter, as Core Haptics' `CHHapticDynamicParameter`.
open class CHHapticDynamicParameter: NSObject {
    /// The parameters a pattern can change while it plays, as Core Haptics' `CHHapticDynamicParameter.ID`.
    public struct ID: RawRepresentable, Hashable, Sendable {
        /// The parameter's name, as Core Haptics spells it.
        public let rawValue: String
        /// The parameter named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Scales every haptic's intensity.
        public static let hapticIntensityControl = ID(rawValue: "HapticIntensityControl")
        /// Offsets every haptic's sharpness.
        public static let hapticSharpnessControl = ID(rawValue: "HapticSharpnessControl")
        /// Scales every sound's volume.
        public static let audioVolumeControl = ID(rawValue: "AudioVolumeControl")
        /// Offsets every sound's pitch.
        public static let audioPitchControl = ID(rawValue: "AudioPitchControl")
    }

    /// The parameter.
    public let parameterID: ID
    /// Its value.
    open var value: Float
    /// When it changes, in seconds from the pattern's start.
    open var relativeTime: TimeInterval

    /// `parameterID` changed to `value` at `relativeTime`.
    public init(parameterID: ID, value: Float, relativeTime: TimeInterval) {
        self.parameterID = parameterID
        self.value = value
        self.relativeTime = relativeTime
    }
}
