/// A device to preview on, by name, as in SwiftUI: `"iPhone 13 Pro Max"` as Xcode names its
/// simulators, or ViewTree's own `"iPhone13ProMax"`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    /// The device's name.
    public let rawValue: String

    /// A device named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A device named by a literal.
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    /// Linux addition: the catalog's device this name stands for, or `nil` for a device the
    /// catalog does not have. Xcode's simulator names are matched by their model, without the
    /// generation in parentheses: "iPad Pro (11-inch) (4th generation)" is the `iPadPro11`.
    public var configuration: ViewTreeDevice? {
        if let device = ViewTreeDevice.named(rawValue) { return device }
        let model = rawValue.replacingOccurrences(of: #"\([^)]*generation\)"#, with: "", options: .regularExpression)
        let key = String(model.lowercased().filter { $0.isLetter || $0.isNumber })
        return Self.simulatorNames[key] ?? ViewTreeDevice.named(key)
    }

    /// Simulator model names, lowercased without spaces or punctuation, that differ from the catalog's.
    private static let simulatorNames: [String: ViewTreeDevice] = [
        "iphonese": .iPhoneSe, "iphonexʀ": .iPhoneXr, "iphonexs": .iPhoneX, "iphone13mini": .iPhone13Mini,
        "iphone12mini": .iPhone13Mini, "ipad": .iPad10_2, "ipadmini": .iPadMini, "ipadpro97inch": .iPad9_7,
        "ipadpro105inch": .iPadPro10_5, "ipadpro11inch": .iPadPro11, "ipadpro129inch": .iPadPro12_9,
        "appletv": .tv, "appletv4k": .tv4K,
    ]
}
