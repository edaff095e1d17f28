import Foundation

/// How a container stores its models, as SwiftData's `ModelConfiguration`. A render keeps every
/// store in memory whatever the configuration says, so tests never read or leave files and
/// start from the models they insert.
public struct ModelConfiguration: Hashable, Sendable {
    /// The configuration's name.
    public let name: String
    /// Whether the store was asked to stay in memory (on Linux it always does).
    public let isStoredInMemoryOnly: Bool
    /// Whether the store may be saved.
    public let allowsSave: Bool

    /// A configuration named `name`.
    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false,
                allowsSave: Bool = true) {
        self.name = name ?? "default"
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
    }

    /// A configuration stored at `url` (kept in memory on Linux).
    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true) {
        self.init(name, isStoredInMemoryOnly: false, allowsSave: allowsSave)
    }
}
