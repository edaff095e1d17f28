/// Haptic feedback, as SwiftUI's `SensoryFeedback`. A render has no haptics: `sensoryFeedback`
/// compiles only.
public struct SensoryFeedback: Hashable, Sendable {
    private let name: String

    /// A task succeeded.
    public static let success = SensoryFeedback(name: "success")
    /// A warning.
    public static let warning = SensoryFeedback(name: "warning")
    /// An error.
    public static let error = SensoryFeedback(name: "error")
    /// The selection changed.
    public static let selection = SensoryFeedback(name: "selection")
    /// A value went up.
    public static let increase = SensoryFeedback(name: "increase")
    /// A value went down.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// An activity started.
    public static let start = SensoryFeedback(name: "start")
    /// An activity stopped.
    public static let stop = SensoryFeedback(name: "stop")
    /// Something snapped into alignment.
    public static let alignment = SensoryFeedback(name: "alignment")
    /// A value crossed a level.
    public static let levelChange = SensoryFeedback(name: "levelChange")
    /// A physical impact.
    public static let impact = SensoryFeedback(name: "impact")

    /// An impact of `weight`, at `intensity` (0 to 1).
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact(weight:intensity:)")
    }

    /// An impact of objects of `flexibility`, at `intensity` (0 to 1).
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact(flexibility:intensity:)")
    }

    /// How heavy the objects of an impact feel.
    public struct Weight: Hashable, Sendable {
        private let name: String
        /// Light.
        public static let light = Weight(name: "light")
        /// Medium.
        public static let medium = Weight(name: "medium")
        /// Heavy.
        public static let heavy = Weight(name: "heavy")
    }

    /// How flexible the objects of an impact feel.
    public struct Flexibility: Hashable, Sendable {
        private let name: String
        /// Rigid.
        public static let rigid = Flexibility(name: "rigid")
        /// Solid.
        public static let solid = Flexibility(name: "solid")
        /// Soft.
        public static let soft = Flexibility(name: "soft")
    }
}

nonisolated extension View {
    /// Plays `feedback` when `trigger` changes. Compiles only: a render has no haptics.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        unchangedInRender()
    }

    /// Plays `feedback` when `trigger` changes and `condition` holds. Compiles only.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View {
        unchangedInRender()
    }

    /// Plays the feedback `feedback` returns when `trigger` changes. Compiles only.
    public func sensoryFeedback<T: Equatable>(trigger: T,
                                              _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View {
        unchangedInRender()
    }
}
