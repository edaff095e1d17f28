import CoreHaptics
import Testing
import UIKit

/// A haptics helper as design systems write it: feedback generators for the simple cases, a
/// Core Haptics engine for custom patterns when the hardware has a Taptic Engine.
@MainActor final class HapticsManager {
    private var engine: CHHapticEngine?
    private(set) var supportsHaptics = false
    private(set) var played: [CHHapticPattern] = []

    init() {
        guard CHHapticEngine.capabilitiesForHardware().supportsHaptics else { return }
        engine = try? CHHapticEngine()
        try? engine?.start()
        supportsHaptics = true
    }

    func tap(intensity: Float, sharpness: Float, duration: TimeInterval) throws -> CHHapticPattern {
        let event = CHHapticEvent(eventType: .hapticTransient,
                                  parameters: [CHHapticEventParameter(parameterID: .hapticIntensity, value: intensity),
                                               CHHapticEventParameter(parameterID: .hapticSharpness, value: sharpness)],
                                  relativeTime: 0.25, duration: duration)
        let pattern = try CHHapticPattern(events: [event], parameters: [])
        if supportsHaptics {
            try engine?.makePlayer(with: pattern).start(atTime: CHHapticTimeImmediate)
            played.append(pattern)
        }
        UINotificationFeedbackGenerator().notificationOccurred(.error)
        return pattern
    }
}

@MainActor struct HapticsManagerTests {
    @Test func aRenderHasNoTapticEngineSoPatternsAreBuiltButNotPlayed() throws {
        let manager = HapticsManager()
        #expect(!manager.supportsHaptics, "the Simulator's hardware has no Taptic Engine")
        let pattern = try manager.tap(intensity: 0.8, sharpness: 0.4, duration: 0.5)
        #expect(pattern.duration == 0.75 && manager.played.isEmpty)
        let event = try #require(pattern.events.first)
        #expect(event.type == .hapticTransient && event.eventParameters.map(\.value) == [0.8, 0.4])
        #expect(event.eventParameters.first?.parameterID == .hapticIntensity)
    }

    @Test func anEngineMadeAnywayPlaysNothing() throws {
        let engine = try CHHapticEngine()
        try engine.start()
        let player = try engine.makePlayer(with: CHHapticPattern(events: [], parameters: []))
        try player.start(atTime: CHHapticTimeImmediate)
        #expect(engine.currentTime == 0 && !CHHapticEngine.capabilitiesForHardware().supportsAudio)
    }
}
