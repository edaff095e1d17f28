/// A lock that protects a value, as os's `OSAllocatedUnfairLock`: the value and an
/// ``os_unfair_lock`` live in one heap allocation that copies of the lock share.
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    /// Whether the current thread holds the lock, for ``precondition(_:)``.
    public enum Ownership: Hashable, Sendable {
        /// The current thread holds the lock.
        case owner
        /// The current thread does not hold the lock.
        case notOwner
    }

    /// The shared allocation.
    private let storage: Storage

    /// A lock protecting `initialState`, which need not be `Sendable`.
    public init(uncheckedState initialState: State) {
        storage = Storage(initialState)
    }

    /// A lock protecting `initialState`.
    public init(initialState: State) where State: Sendable {
        storage = Storage(initialState)
    }

    /// Runs `body` with the state while holding the lock, and returns its result.
    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        lock()
        defer { unlock() }
        return try body(&storage.state)
    }

    /// Runs `body` with the state while holding the lock, and returns its result.
    public func withLock<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R {
        try withLockUnchecked(body)
    }

    /// Runs `body` with the state if the lock is free, and returns its result; `nil` if it is held.
    public func withLockIfAvailableUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R? {
        guard lockIfAvailable() else { return nil }
        defer { unlock() }
        return try body(&storage.state)
    }

    /// Runs `body` with the state if the lock is free, and returns its result; `nil` if it is held.
    public func withLockIfAvailable<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R? {
        try withLockIfAvailableUnchecked(body)
    }

    /// Takes the lock, waiting while another thread holds it.
    public func lock() {
        os_unfair_lock_lock(storage.lock)
    }

    /// Frees the lock.
    public func unlock() {
        os_unfair_lock_unlock(storage.lock)
    }

    /// Takes the lock if it is free; returns whether it did.
    public func lockIfAvailable() -> Bool {
        os_unfair_lock_trylock(storage.lock)
    }

    /// Stops the program unless the lock's ownership is `condition` (see ``os_unfair_lock_assert_owner(_:)``).
    public func precondition(_ condition: Ownership) {
        switch condition {
        case .owner: os_unfair_lock_assert_owner(storage.lock)
        case .notOwner: os_unfair_lock_assert_not_owner(storage.lock)
        }
    }

    /// The state and the lock, allocated once.
    private final class Storage {
        var state: State
        let lock: os_unfair_lock_t

        init(_ state: State) {
            self.state = state
            lock = .allocate(capacity: 1)
            lock.initialize(to: os_unfair_lock())
        }

        deinit {
            lock.deallocate()
        }
    }
}

extension OSAllocatedUnfairLock where State == () {
    /// A lock that protects no value.
    public init() {
        self.init(uncheckedState: ())
    }

    /// Runs `body` while holding the lock, and returns its result.
    public func withLockUnchecked<R>(_ body: () throws -> R) rethrows -> R {
        try withLockUnchecked { (_: inout State) in try body() }
    }

    /// Runs `body` while holding the lock, and returns its result.
    public func withLock<R: Sendable>(_ body: @Sendable () throws -> R) rethrows -> R {
        try withLockUnchecked(body)
    }
}
