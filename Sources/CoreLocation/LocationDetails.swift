import Foundation

/// The floor of a building a location is on, as Core Location's `CLFloor`. Only indoor
/// positioning makes floors, so no location in a render has one.
open class CLFloor: NSObject, @unchecked Sendable {
    /// The floor's level: 0 the ground floor, negative below it.
    public let level: Int

    init(level: Int) {
        self.level = level
    }
}

/// Whether a location was simulated or came from an accessory, as Core Location's
/// `CLLocationSourceInformation`.
open class CLLocationSourceInformation: NSObject, @unchecked Sendable {
    /// Whether software simulated the location (as Xcode's simulated locations are).
    public let isSimulatedBySoftware: Bool
    /// Whether an external accessory, such as a car's, produced the location.
    public let isProducedByAccessory: Bool

    /// Source information with the two states given.
    public init(softwareSimulationState isSoftware: Bool, andExternalAccessoryState isAccessory: Bool) {
        isSimulatedBySoftware = isSoftware
        isProducedByAccessory = isAccessory
    }
}
