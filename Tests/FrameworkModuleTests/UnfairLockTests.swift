import os
import Testing

/// A counter guarded by an `os_unfair_lock`, as apps and packages write one.
private final class GuardedCounter: @unchecked Sendable {
    private let lock: os_unfair_lock_t = {
        let lock = os_unfair_lock_t.allocate(capacity: 1)
        lock.initialize(to: os_unfair_lock())
        return lock
    }()
    private var count = 0

    deinit { lock.deallocate() }

    func increment() {
        os_unfair_lock_lock(lock)
        count += 1
        os_unfair_lock_unlock(lock)
    }

    var value: Int {
        os_unfair_lock_lock(lock)
        defer { os_unfair_lock_unlock(lock) }
        return count
    }

    /// Whether the lock can be taken now (taking and freeing it if so).
    var isFree: Bool {
        guard os_unfair_lock_trylock(lock) else { return false }
        os_unfair_lock_unlock(lock)
        return true
    }

    /// Runs `body` while holding the lock.
    func holding<R>(_ body: () -> R) -> R {
        os_unfair_lock_lock(lock)
        defer { os_unfair_lock_unlock(lock) }
        os_unfair_lock_assert_owner(lock)
        return body()
    }
}

struct UnfairLockTests {
    @Test func anUnfairLockKeepsIncrementsFromManyThreads() async {
        let counter = GuardedCounter()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { for _ in 0..<20_000 { counter.increment() } }
            }
        }
        #expect(counter.value == 160_000)
        #expect(counter.isFree && !counter.holding { counter.isFree })
    }

    @Test func anAllocatedUnfairLockGuardsItsState() async {
        let lock = OSAllocatedUnfairLock(initialState: 0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { for _ in 0..<20_000 { lock.withLock { $0 += 1 } } }
            }
        }
        #expect(lock.withLock { $0 } == 160_000)
        lock.lock()
        #expect(lock.withLockIfAvailable { $0 } == nil && !lock.lockIfAvailable())
        lock.unlock()
        #expect(lock.withLockIfAvailable { $0 } == 160_000)
        let empty = OSAllocatedUnfairLock()
        #expect(empty.withLock { "done" } == "done")
        empty.lock()
        empty.precondition(.owner)
        empty.unlock()
    }
}
