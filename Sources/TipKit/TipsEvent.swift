import Foundation

extension Tips {
    /// Something that happened, counted for rules, as TipKit's `Tips.Event`:
    ///
    /// ```swift
    /// static let didOpen = Event(id: "didOpen")
    /// var rules: [Rule] { [#Rule(Self.didOpen) { $0.donations.count >= 3 }] }
    /// ```
    public struct Event<DonationInfo: Sendable>: Identifiable, Sendable {
        /// The event's identity in the tips' store.
        public let id: String

        /// The event `id`, whose donations carry `DonationInfo`.
        public init(id: String) { self.id = id }

        /// The donations so far, oldest first.
        public var donations: [Donation] {
            TipDatastore.shared.donations(of: id).compactMap { $0 as? DonationInfo }.map(Donation.init)
        }

        /// Records that the event happened, with `info`.
        public func donate(_ info: DonationInfo) async { sendDonation(info) }

        /// Records that the event happened, with `info`, without waiting.
        public func sendDonation(_ info: DonationInfo) { TipDatastore.shared.donate(to: id, info) }

        /// One time the event happened.
        public struct Donation: Sendable {
            /// What was donated with it.
            public let info: DonationInfo
        }

        /// A time range for `donatedWithin(_:)`.
        public struct DonationTimeRange: Hashable, Sendable {
            /// Its length in seconds.
            public let seconds: TimeInterval
            /// The last minute.
            public static var minute: DonationTimeRange { minutes(1) }
            /// The last hour.
            public static var hour: DonationTimeRange { hours(1) }
            /// The last day.
            public static var day: DonationTimeRange { days(1) }
            /// The last week.
            public static var week: DonationTimeRange { weeks(1) }
            /// The last `count` minutes.
            public static func minutes(_ count: Int) -> DonationTimeRange { DonationTimeRange(seconds: Double(count) * 60) }
            /// The last `count` hours.
            public static func hours(_ count: Int) -> DonationTimeRange { DonationTimeRange(seconds: Double(count) * 3_600) }
            /// The last `count` days.
            public static func days(_ count: Int) -> DonationTimeRange { DonationTimeRange(seconds: Double(count) * 86_400) }
            /// The last `count` weeks.
            public static func weeks(_ count: Int) -> DonationTimeRange { DonationTimeRange(seconds: Double(count) * 604_800) }
        }
    }

    /// The info of an event donated without any.
    public struct EmptyDonation: Codable, Hashable, Sendable {
        /// No info.
        public init() {}
    }
}

extension Tips.Event where DonationInfo == Tips.EmptyDonation {
    /// The event `id`, donated without info.
    public init(id: String) { self.id = id }

    /// Records that the event happened.
    public func donate() async { sendDonation() }

    /// Records that the event happened, without waiting.
    public func sendDonation() { sendDonation(Tips.EmptyDonation()) }
}

extension Array {
    /// The donations made within `range` of now: all of them in a render, whose donations are
    /// all made during the process, so that rules do not depend on the clock.
    public func donatedWithin<Info>(_ range: Tips.Event<Info>.DonationTimeRange) -> Self
    where Element == Tips.Event<Info>.Donation {
        self
    }
}

extension Tips.Event: ViewTreeTipRuleInput {
    /// The event, whose `donations` a rule's closure counts.
    public var viewTreeRuleValue: Self { self }
}
