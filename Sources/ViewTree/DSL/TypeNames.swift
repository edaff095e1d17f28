import Synchronization

/// Names of types as layout trees and warnings show them, worked out once per type: a name
/// comes from reflection, which costs more than laying a small view out.
enum TypeNames {
    private struct Names {
        /// `String(describing:)` of the type.
        let described: String
        /// The type's name when it is an app's own (not of ViewTree's modules), else `nil`.
        let appType: String?
    }

    /// ViewTree's own modules, whose views are not an app's.
    private static let ownModules: Set<String> = ["ViewTree", "ViewTreeUIKit", "ViewTreePreviews", "Snapshot", "SwiftUI", "UIKit"]
    private static let names = Mutex<[ObjectIdentifier: Names]>([:])

    /// `String(describing: type)`, such as `RoundedRectangle` or `OrderRow`.
    static func described(_ type: Any.Type) -> String { names(of: type).described }

    /// The name of `type` when it is an app's own view (`OrderRow`), `nil` for the types of
    /// ViewTree's own modules.
    static func appType(_ type: Any.Type) -> String? { names(of: type).appType }

    private static func names(of type: Any.Type) -> Names {
        let id = ObjectIdentifier(type)
        if let found = names.withLock({ $0[id] }) { return found }
        let described = String(describing: type)
        let module = String(String(reflecting: type).prefix { $0 != "." })
        let made = Names(described: described, appType: ownModules.contains(module) ? nil : described)
        names.withLock { $0[id] = made }
        return made
    }
}
