import Foundation

/// TipKit's namespace: configuration, testing switches and the types tips are made of.
public enum Tips {
    /// Loads the tips' store and lets tips show, as TipKit's: call it once (a second call
    /// throws `TipKitError.tipsDatastoreAlreadyConfigured`, as on iOS). Until it is called no tip
    /// shows. The store lives in memory for the process: a render never reads or writes the
    /// options' datastore location, and the display frequency is not applied (every eligible
    /// tip shows, as with `.immediate`), so renders do not depend on the clock.
    public static func configure(_ configuration: [ConfigurationOption] = []) throws {
        try TipDatastore.shared.configure()
    }

    /// Empties the tips' store (parameters, events, invalidations, testing switches) and
    /// unconfigures it, as TipKit's; call it before `configure`.
    public static func resetDatastore() throws {
        TipDatastore.shared.reset()
    }

    /// Shows every tip whatever its rules, as TipKit's testing switch.
    public static func showAllTipsForTesting() { TipDatastore.shared.setShowAll(true) }

    /// Shows the tips of these types whatever their rules.
    public static func showTipsForTesting(_ tips: [any Tip.Type]) { TipDatastore.shared.show(tips) }

    /// Hides every tip whatever its rules.
    public static func hideAllTipsForTesting() { TipDatastore.shared.setShowAll(false) }

    /// Hides the tips of these types whatever their rules.
    public static func hideTipsForTesting(_ tips: [any Tip.Type]) { TipDatastore.shared.hide(tips) }

    /// Where a tip stands, as TipKit's `Tips.Status`.
    public enum Status: Hashable, Sendable {
        /// Its rules do not hold yet.
        case pending
        /// It shows where it is placed.
        case available
        /// It will not show again.
        case invalidated(InvalidationReason)
    }

    /// Why a tip stopped showing.
    public enum InvalidationReason: Hashable, Sendable {
        /// The person did what the tip suggested.
        case actionPerformed
        /// The tip showed as often as its `MaxDisplayCount` allows.
        case displayCountExceeded
        /// The person closed the tip.
        case tipClosed
    }

    /// TipKit's errors.
    public enum TipKitError: Error, Hashable, Sendable, CustomStringConvertible {
        /// `Tips.configure` was called a second time without `resetDatastore()`.
        case tipsDatastoreAlreadyConfigured

        public var description: String {
            "Tips.configure was already called; call Tips.resetDatastore() before configuring again"
        }
    }

    /// Caps how many times a tip shows, as TipKit's option (counted on iOS; a render shows an
    /// eligible tip whatever the count, since each render is a first showing).
    public struct MaxDisplayCount: TipOption {
        /// The most times the tip shows.
        public let count: Int
        /// A cap of `count` showings.
        public init(_ count: Int) { self.count = count }
    }

    /// Lets a tip show whatever the configured display frequency, as TipKit's option.
    public struct IgnoresDisplayFrequency: TipOption {
        /// Whether the frequency is ignored.
        public let ignores: Bool
        /// An option ignoring (or not) the display frequency.
        public init(_ ignores: Bool) { self.ignores = ignores }
    }
}
