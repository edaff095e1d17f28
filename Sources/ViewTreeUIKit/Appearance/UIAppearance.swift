import Foundation

/// A type whose instances can contain views that take an appearance, as UIKit's
/// `UIAppearanceContainer` (views and view controllers), for
/// `appearance(whenContainedInInstancesOf:)`. Main-actor isolated, as UIKit's (`@MainActor protocol`
/// in https://developer.apple.com/documentation/uikit/uiappearancecontainer).
@MainActor @preconcurrency
public protocol UIAppearanceContainer: NSObjectProtocol {}

/// The appearance proxies made so far: one object per class and list of container classes, so
/// that `appearance()` returns the same object each time and keeps what apps set on it.
final class AppearanceProxies: @unchecked Sendable {
    /// The proxies of the process.
    static let shared = AppearanceProxies()

    /// A proxy's class and the classes it must be contained in.
    private struct Key: Hashable {
        let type: ObjectIdentifier
        let containers: [ObjectIdentifier]
    }

    private let lock = NSLock()
    private var proxies: [Key: NSObject] = [:]

    /// The proxy of `Proxy` inside `containerTypes`, made by `make` the first time.
    func proxy<Proxy: NSObject>(_ make: () -> Proxy, in containerTypes: [any UIAppearanceContainer.Type] = []) -> Proxy {
        let key = Key(type: ObjectIdentifier(Proxy.self), containers: containerTypes.map { ObjectIdentifier($0) })
        return lock.withLock {
            if let proxy = proxies[key] as? Proxy { return proxy }
            let proxy = make()
            proxies[key] = proxy
            return proxy
        }
    }
}
