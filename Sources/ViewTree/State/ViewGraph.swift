import Foundation
import Synchronization

/// The storage views own, kept by view identity for as long as one renderer lives, as SwiftUI
/// keeps state in its view graph: the first value of a view (at an identity) provides its
/// `@State` and `@StateObject` storage, and every later value of the view at the same identity
/// (made anew each time its parent's body runs) is attached to that storage before its body is
/// evaluated. A state change made by `onAppear` or a `.task` therefore shows when the view is
/// rendered again.
final class ViewGraph: @unchecked Sendable {
    // Unchecked: `storage` is only touched with `lock` held.
    private let lock = NSLock()
    private var storage: [StorageKey: AnyObject] = [:]

    /// A stored property of the view at an identity.
    private struct StorageKey: Hashable {
        let identity: ViewIdentity
        let property: Int
    }

    /// The storage for property number `property` of the view at `identity`: what was stored
    /// there first, or `fresh`, which is kept from now on.
    func storage(at identity: ViewIdentity, property: Int, fresh: AnyObject) -> AnyObject {
        lock.withLock {
            let key = StorageKey(identity: identity, property: property)
            if let kept = storage[key] { return kept }
            storage[key] = fresh
            return fresh
        }
    }

    /// Attaches the `@State` and `@StateObject` properties of `view` (a view or view modifier at
    /// `identity`) to the storage kept for them.
    func attach(_ view: Any, at identity: ViewIdentity) {
        let type = ObjectIdentifier(Swift.type(of: view))
        guard !Self.statelessTypes.withLock({ $0.contains(type) }) else { return }
        var found = false
        for (index, child) in Mirror(reflecting: view).children.enumerated() {
            guard let property = child.value as? any ViewGraphStorage else { continue }
            property.attach(to: self, at: identity, property: index)
            found = true
        }
        if !found { _ = Self.statelessTypes.withLock { $0.insert(type) } }
    }

    /// Types known to have no `@State` or `@StateObject` property, which need no reflection.
    private static let statelessTypes = Mutex<Set<ObjectIdentifier>>([])
}

/// A property wrapper whose storage lives in the view graph rather than in the view value.
protocol ViewGraphStorage {
    /// Uses the storage `graph` keeps for property number `property` of the view at `identity`.
    func attach(to graph: ViewGraph, at identity: ViewIdentity, property: Int)
}

private struct ViewGraphKey: EnvironmentKey { static let defaultValue: ViewGraph? = nil }

extension EnvironmentValues {
    /// The renderer's view graph, where views' state is kept; `nil` outside a renderer.
    var viewGraph: ViewGraph? {
        get { self[ViewGraphKey.self] }
        set { self[ViewGraphKey.self] = newValue }
    }
}
