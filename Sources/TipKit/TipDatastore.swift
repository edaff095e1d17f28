import Foundation
import Synchronization

/// The tips' store for the process: whether TipKit is configured, parameters, event donations,
/// invalidations and the testing switches. Renders read it; tests set it.
final class TipDatastore: Sendable {
    static let shared = TipDatastore()

    private struct State {
        var isConfigured = false
        var showsAll: Bool?
        var shownTypes: Set<ObjectIdentifier> = []
        var hiddenTypes: Set<ObjectIdentifier> = []
        var parameters: [String: any Sendable] = [:]
        var donations: [String: [any Sendable]] = [:]
        var invalidations: [String: Tips.InvalidationReason] = [:]
    }

    private let state = Mutex(State())

    func configure() throws(Tips.TipKitError) {
        try state.withLock { (state: inout State) throws(Tips.TipKitError) in
            if state.isConfigured { throw .tipsDatastoreAlreadyConfigured }
            state.isConfigured = true
        }
    }

    func reset() { state.withLock { $0 = State() } }

    func setShowAll(_ shows: Bool) {
        state.withLock {
            $0.showsAll = shows
            $0.shownTypes = []
            $0.hiddenTypes = []
        }
    }

    func show(_ types: [any Tip.Type]) {
        state.withLock { state in
            for type in types.map(ObjectIdentifier.init) {
                state.shownTypes.insert(type)
                state.hiddenTypes.remove(type)
            }
        }
    }

    func hide(_ types: [any Tip.Type]) {
        state.withLock { state in
            for type in types.map(ObjectIdentifier.init) {
                state.hiddenTypes.insert(type)
                state.shownTypes.remove(type)
            }
        }
    }

    func parameter(_ id: String) -> (any Sendable)? { state.withLock { $0.parameters[id] } }

    func setParameter(_ id: String, to value: any Sendable) { state.withLock { $0.parameters[id] = value } }

    func donations(of event: String) -> [any Sendable] { state.withLock { $0.donations[event] ?? [] } }

    func donate(to event: String, _ info: any Sendable) { state.withLock { $0.donations[event, default: []].append(info) } }

    func invalidationReason(of id: String) -> Tips.InvalidationReason? { state.withLock { $0.invalidations[id] } }

    func invalidate(id: String, reason: Tips.InvalidationReason) { state.withLock { $0.invalidations[id] = reason } }

    /// Whether a tip shows: configured, not invalidated, not hidden for testing, and shown for
    /// testing or all its rules hold. The rules are evaluated outside the lock, since they read
    /// parameters and events.
    func shouldDisplay(id: String, type: any Tip.Type, rules: [Tips.Rule]) -> Bool {
        let forced: Bool? = state.withLock { state in
            let type = ObjectIdentifier(type)
            guard state.isConfigured, state.invalidations[id] == nil, !state.hiddenTypes.contains(type) else { return false }
            if state.shownTypes.contains(type) { return true }
            return state.showsAll
        }
        return forced ?? rules.allSatisfy(\.isSatisfied)
    }
}
