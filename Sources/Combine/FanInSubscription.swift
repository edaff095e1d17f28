import Foundation
import OpenCombine

/// The subscription one subscriber gets from a publisher of several upstreams (`Merge`,
/// `CombineLatest`): it asks each upstream for all its values, hands the subscriber what it made
/// of them as far as the subscriber's demand allows, keeping the rest (every value, or the latest
/// one only) until the subscriber asks for more, and finishes when every upstream has finished or
/// fails with the first failure. Locked, so upstreams may deliver on any thread.
final class FanInSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    /// What the subscriber has not been given yet.
    enum Backlog {
        /// Every value, in order (`Merge`).
        case all
        /// The latest value only (`CombineLatest`).
        case latest
    }

    let combineIdentifier = CombineIdentifier()
    private let lock = NSRecursiveLock()
    private let backlogKind: Backlog
    private var downstream: Downstream?
    private var upstreams: [(any Subscription)?]
    private var finished: [Bool]
    private var demand = Subscribers.Demand.none
    private var backlog: [Downstream.Input] = []

    init(downstream: Downstream, upstreamCount: Int, backlog: Backlog) {
        self.downstream = downstream
        backlogKind = backlog
        upstreams = Array(repeating: nil, count: upstreamCount)
        finished = Array(repeating: false, count: upstreamCount)
    }

    /// A subscriber for upstream `index` that hands its values to `receive` (run under the lock,
    /// returning what to give the subscriber, if anything).
    func input<Input>(_ index: Int, of _: Input.Type,
                      receive: @escaping (Input) -> Downstream.Input?) -> AnySubscriber<Input, Downstream.Failure> {
        AnySubscriber(
            receiveSubscription: { [weak self] subscription in self?.attach(subscription, at: index) },
            receiveValue: { [weak self] value in
                guard let self else { return .none }
                lock.lock()
                defer { lock.unlock() }
                if let output = receive(value) { deliver(output) }
                return .none
            },
            receiveCompletion: { [weak self] completion in self?.complete(completion, at: index) })
    }

    private func attach(_ subscription: any Subscription, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard downstream != nil, upstreams[index] == nil else { return subscription.cancel() }
        upstreams[index] = subscription
        subscription.request(.unlimited)
    }

    private func deliver(_ output: Downstream.Input) {
        guard let downstream else { return }
        guard demand > 0 else {
            backlog = backlogKind == .latest ? [output] : backlog + [output]
            return
        }
        demand -= 1
        demand += downstream.receive(output)
    }

    private func complete(_ completion: Subscribers.Completion<Downstream.Failure>, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard let downstream else { return }
        upstreams[index] = nil
        finished[index] = true
        if case .failure = completion {
            cancelUpstreams()
            downstream.receive(completion: completion)
        } else if finished.allSatisfy({ $0 }) && backlog.isEmpty {
            self.downstream = nil
            downstream.receive(completion: .finished)
        }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        defer { lock.unlock() }
        self.demand += demand
        while self.demand > 0, !backlog.isEmpty {
            deliver(backlog.removeFirst())
        }
        if backlog.isEmpty, finished.allSatisfy({ $0 }), let downstream {
            self.downstream = nil
            downstream.receive(completion: .finished)
        }
    }

    func cancel() {
        lock.lock()
        defer { lock.unlock() }
        cancelUpstreams()
    }

    private func cancelUpstreams() {
        downstream = nil
        backlog = []
        let subscriptions = upstreams
        upstreams = upstreams.map { _ in nil }
        subscriptions.forEach { $0?.cancel() }
    }
}
