/// A device to preview on, by name, as in SwiftUI: `"iPhone 13 Pro Max"` as Xcode names its
/// simulators, or ViewTree's own `"iPhone13ProMax"`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    /// The device's name.
    public let rawValue: String

    /// A device named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A device named by a literal.
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    /// Linux addition: the catalog's device this name stands for (`ViewTreeDevice.named(_:)`:
    /// ViewTree's names and Xcode's simulator names), or `nil` for a device the catalog does not have.
    public var configuration: ViewTreeDevice? { ViewTreeDevice.named(rawValue) }
}
