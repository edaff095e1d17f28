/// The weight of text the person asked for in Settings (Bold Text), as SwiftUI's
/// `LegibilityWeight`.
public enum LegibilityWeight: Hashable, Sendable {
    /// Text at its usual weights.
    case regular
    /// Text bolder than usual.
    case bold
}

private struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = nil }

extension EnvironmentValues {
    /// Whether a search field around the view is being searched in: never in a still render,
    /// which shows search fields at rest.
    public var isSearching: Bool { false }

    /// The Bold Text setting: nil (as on a device where it is off) unless set. ViewTree keeps
    /// text at its own weights whatever it says (Bold Text's heavier weights are *unverified*).
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }
}
