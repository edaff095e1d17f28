import ViewTreeUnfairLock

/// A low-level lock, as os's `os_unfair_lock`: zero when free. On Linux it waits with futex(2)
/// instead of spinning. It records no owner, so `os_unfair_lock_assert_owner` only checks that the
/// lock is held, and `os_unfair_lock_assert_not_owner` checks nothing.
public struct os_unfair_lock_s {
    /// The lock's state: 0 when free.
    public var _os_unfair_lock_opaque: UInt32

    /// A free lock.
    public init() {
        _os_unfair_lock_opaque = 0
    }

    /// A lock of the given state.
    public init(_os_unfair_lock_opaque: UInt32) {
        self._os_unfair_lock_opaque = _os_unfair_lock_opaque
    }
}

/// A low-level lock, as os's `os_unfair_lock`.
public typealias os_unfair_lock = os_unfair_lock_s

/// A pointer to a low-level lock, which the lock functions take.
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock_s>

/// The lock's state word.
private func word(_ lock: os_unfair_lock_t) -> UnsafeMutablePointer<UInt32> {
    UnsafeMutableRawPointer(lock).assumingMemoryBound(to: UInt32.self)
}

/// Takes `lock`, waiting while another thread holds it.
public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) {
    viewtree_unfair_lock_lock(word(lock))
}

/// Takes `lock` if it is free; returns whether it did.
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool {
    viewtree_unfair_lock_trylock(word(lock))
}

/// Frees `lock`.
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) {
    viewtree_unfair_lock_unlock(word(lock))
}

/// Stops the program unless `lock` is held (on Linux, by any thread).
public func os_unfair_lock_assert_owner(_ lock: os_unfair_lock_t) {
    precondition(viewtree_unfair_lock_is_locked(word(lock)), "os_unfair_lock is not held")
}

/// Stops the program if the current thread holds `lock`; on Linux, where the lock records no
/// owner, it checks nothing.
public func os_unfair_lock_assert_not_owner(_ lock: os_unfair_lock_t) {}
