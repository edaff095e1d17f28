#ifndef VIEWTREE_UNFAIR_LOCK_H
#define VIEWTREE_UNFAIR_LOCK_H

#include <stdbool.h>
#include <stdint.h>

// The lock behind `os_unfair_lock` on Linux: a 32-bit word that is 0 when free, 1 when held and
// 2 when held with threads waiting, who sleep on it with futex(2) (Ulrich Drepper, "Futexes Are
// Tricky", 2011, mutex 3).

/// Takes the lock at `word`, waiting while another thread holds it.
void viewtree_unfair_lock_lock(uint32_t *word);

/// Takes the lock at `word` if it is free; returns whether it did.
bool viewtree_unfair_lock_trylock(uint32_t *word);

/// Frees the lock at `word` and wakes one waiting thread, if any.
void viewtree_unfair_lock_unlock(uint32_t *word);

/// Whether the lock at `word` is held (by any thread).
bool viewtree_unfair_lock_is_locked(uint32_t *word);

#endif
