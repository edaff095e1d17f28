#ifndef CMAINRUNLOOP_H
#define CMAINRUNLOOP_H

/// Whether the main run loop runs the main actor: an async `main` (such as Swift Testing's entry
/// point) then runs Core Foundation's run loop on the main thread, which serves the main queue
/// and, as separate run loop work, the main actor's jobs, as on Darwin. Without it, libdispatch
/// runs main-actor jobs as main-queue blocks, and a main-actor test that waits (XCTWaiter,
/// swift-snapshot-testing's snapshot timeout) holds the main queue: callbacks that complete on
/// the main queue can never run, and the test deadlocks until its timeout.
///
/// The hooks are installed when the program loads, only if no other hooks were; they change
/// nothing until an async `main` has started (XCTest's synchronous main is left alone).
int viewtree_mainRunLoopHookInstalled(void);

/// Wakes the main run loop to run work just scheduled on it.
void viewtree_wakeMainRunLoop(void);

#endif
