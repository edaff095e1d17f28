import Foundation

/// The model types a container stores, as SwiftData's `Schema`.
public final class Schema: @unchecked Sendable {
    // Unchecked: it holds only metatypes, which never change.
    /// The model types.
    public let types: [any PersistentModel.Type]

    /// A schema of `types`.
    public init(_ types: [any PersistentModel.Type], version: Schema.Version = Version(1, 0, 0)) {
        self.types = types
    }

    /// A schema of `types`.
    public convenience init(_ types: any PersistentModel.Type..., version: Schema.Version = Version(1, 0, 0)) {
        self.init(types, version: version)
    }

    /// A schema's version, as SwiftData's `Schema.Version`.
    public struct Version: Hashable, Sendable {
        /// The version's numbers.
        public let major: Int, minor: Int, patch: Int
        /// The version `major.minor.patch`.
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }
    }

    /// A persisted property's options.
    public enum Attribute {
        /// An option of `@Attribute`.
        public struct Option: Hashable, Sendable {
            private let name: String
            /// Values are unique among the type's models.
            public static let unique = Option(name: "unique")
            /// The value is stored apart from the model.
            public static let externalStorage = Option(name: "externalStorage")
            /// The value is encrypted in CloudKit.
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            /// The value is kept in the deletion history.
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            /// The value is indexed for Spotlight.
            public static let spotlight = Option(name: "spotlight")
            /// The value is tracked but not persisted.
            public static let ephemeral = Option(name: "ephemeral")
        }
    }

    /// A relationship's options.
    public enum Relationship {
        /// An option of `@Relationship`.
        public struct Option: Hashable, Sendable {
            private let name: String
            /// Related models are unique.
            public static let unique = Option(name: "unique")
        }

        /// What deleting a model does to the models it relates to.
        public enum DeleteRule: Hashable, Sendable {
            /// Delete them too.
            case cascade
            /// Refuse while there are any.
            case deny
            /// Leave them.
            case noAction
            /// Clear their reference to it.
            case nullify
        }
    }
}
