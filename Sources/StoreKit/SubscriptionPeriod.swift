import Foundation

extension Product {
    /// How long a subscription or an offer lasts, as StoreKit's `Product.SubscriptionPeriod`.
    public struct SubscriptionPeriod: Hashable, Sendable {
        /// How many units.
        public let value: Int
        /// The unit.
        public let unit: Unit

        init(value: Int, unit: Unit) {
            self.value = value
            self.unit = unit
        }

        /// A week.
        public static let weekly = SubscriptionPeriod(value: 1, unit: .week)
        /// A month.
        public static let monthly = SubscriptionPeriod(value: 1, unit: .month)
        /// A year.
        public static let yearly = SubscriptionPeriod(value: 1, unit: .year)

        /// The unit of a subscription period.
        public enum Unit: Int, Hashable, Sendable, CaseIterable {
            /// A day.
            case day
            /// A week.
            case week
            /// A month.
            case month
            /// A year.
            case year

            /// The unit's name: "Day", "Week", "Month" or "Year" (English whatever the locale).
            public var localizedDescription: String {
                switch self {
                case .day: "Day"
                case .week: "Week"
                case .month: "Month"
                case .year: "Year"
                }
            }

            /// The unit written by `style`.
            public func formatted<Style: Foundation.FormatStyle>(_ style: Style) -> Style.FormatOutput
            where Style.FormatInput == Unit {
                style.format(self)
            }

            /// Writes a unit in lower case, as in "$4.99/month" (English whatever the locale,
            /// *unverified* against other locales).
            public struct FormatStyle: Foundation.FormatStyle {
                /// The locale the unit is written for.
                public var locale: Locale

                /// A style for `locale`.
                public init(locale: Locale = .autoupdatingCurrent) {
                    self.locale = locale
                }

                /// "day", "week", "month" or "year".
                public func format(_ unit: Unit) -> String { unit.localizedDescription.lowercased() }

                /// The style for `locale`.
                public func locale(_ locale: Locale) -> FormatStyle { FormatStyle(locale: locale) }
            }
        }

        /// The period written by `style`.
        public func formatted<Style: Foundation.FormatStyle>(_ style: Style) -> Style.FormatOutput
        where Style.FormatInput == SubscriptionPeriod {
            style.format(self)
        }

        /// Writes a period as a count and unit, as in "1 month" or "3 days" (English whatever the
        /// locale, *unverified* against other locales).
        public struct FormatStyle: Foundation.FormatStyle {
            /// The locale the period is written for.
            public var locale: Locale

            /// A style for `locale`.
            public init(locale: Locale = .autoupdatingCurrent) {
                self.locale = locale
            }

            /// The count and the unit, plural when the count is not 1.
            public func format(_ period: SubscriptionPeriod) -> String {
                let unit = period.unit.localizedDescription.lowercased()
                return "\(period.value) \(unit)\(period.value == 1 ? "" : "s")"
            }

            /// The style for `locale`.
            public func locale(_ locale: Locale) -> FormatStyle { FormatStyle(locale: locale) }
        }
    }
}
