import Foundation

extension Tips {
    /// An option of `Tips.configure`, as TipKit's: accepted, and documented there for what a
    /// render does with it.
    public struct ConfigurationOption: Sendable {
        private let kind: Kind

        private enum Kind: Sendable {
            case displayFrequency(DisplayFrequency)
            case datastoreLocation(DatastoreLocation)
            case cloudKitContainer(String)
        }

        /// How often new tips appear after one has shown.
        public static func displayFrequency(_ displayFrequency: DisplayFrequency) -> ConfigurationOption {
            ConfigurationOption(kind: .displayFrequency(displayFrequency))
        }

        /// How often new tips appear after one has shown, in seconds.
        public static func displayFrequency(_ displayFrequency: TimeInterval) -> ConfigurationOption {
            ConfigurationOption(kind: .displayFrequency(DisplayFrequency(seconds: displayFrequency)))
        }

        /// Where the tips' store is kept.
        public static func datastoreLocation(_ location: DatastoreLocation) -> ConfigurationOption {
            ConfigurationOption(kind: .datastoreLocation(location))
        }

        /// The CloudKit container the store syncs through.
        public static func cloudKitContainer(_ container: CloudKitContainerOption) -> ConfigurationOption {
            ConfigurationOption(kind: .cloudKitContainer(container.identifier))
        }

        /// A minimum time between two new tips.
        public struct DisplayFrequency: Hashable, Sendable {
            /// The time, in seconds.
            public let seconds: TimeInterval

            /// No limit.
            public static let immediate = DisplayFrequency(seconds: 0)
            /// One new tip an hour.
            public static let hourly = DisplayFrequency(seconds: 3_600)
            /// One new tip a day.
            public static let daily = DisplayFrequency(seconds: 86_400)
            /// One new tip a week.
            public static let weekly = DisplayFrequency(seconds: 604_800)
            /// One new tip a month (30 days).
            public static let monthly = DisplayFrequency(seconds: 2_592_000)
        }

        /// Where the tips' store is kept.
        public struct DatastoreLocation: Hashable, Sendable {
            private let path: String

            /// The app's own default location.
            public static let applicationDefault = DatastoreLocation(path: "")
            /// An app group's container.
            public static func groupContainer(identifier: String) -> DatastoreLocation {
                DatastoreLocation(path: "group:" + identifier)
            }
            /// A folder.
            public static func url(_ url: URL) -> DatastoreLocation { DatastoreLocation(path: url.path) }
            /// A folder, as TipKit's initialiser.
            public init(url: URL, shouldReset: Bool = false) { path = url.path }
            private init(path: String) { self.path = path }
        }

        /// A CloudKit container, by identifier.
        public struct CloudKitContainerOption: Hashable, Sendable {
            let identifier: String
            /// The container `identifier`.
            public static func named(_ identifier: String) -> CloudKitContainerOption {
                CloudKitContainerOption(identifier: identifier)
            }
            /// The app's default container.
            public static let automatic = CloudKitContainerOption(identifier: "")
        }
    }
}
