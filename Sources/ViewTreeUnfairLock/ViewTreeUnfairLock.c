#include "ViewTreeUnfairLock.h"

#include <linux/futex.h>
#include <stddef.h>
#include <sys/syscall.h>
#include <unistd.h>

void viewtree_unfair_lock_lock(uint32_t *word) {
    uint32_t state = 0;
    if (__atomic_compare_exchange_n(word, &state, 1, false, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED)) {
        return;
    }
    // Held: mark it contended, then sleep until the holder's unlock wakes us and we take it.
    if (state != 2) {
        state = __atomic_exchange_n(word, 2, __ATOMIC_ACQUIRE);
    }
    while (state != 0) {
        syscall(SYS_futex, word, FUTEX_WAIT_PRIVATE, 2, NULL, NULL, 0);
        state = __atomic_exchange_n(word, 2, __ATOMIC_ACQUIRE);
    }
}

bool viewtree_unfair_lock_trylock(uint32_t *word) {
    uint32_t state = 0;
    return __atomic_compare_exchange_n(word, &state, 1, false, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED);
}

void viewtree_unfair_lock_unlock(uint32_t *word) {
    if (__atomic_exchange_n(word, 0, __ATOMIC_RELEASE) == 2) {
        syscall(SYS_futex, word, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
    }
}

bool viewtree_unfair_lock_is_locked(uint32_t *word) {
    return __atomic_load_n(word, __ATOMIC_RELAXED) != 0;
}
