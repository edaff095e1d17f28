#include "CMainRunLoop.h"

#if defined(__linux__)
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

// --- The Swift runtime's hooks (libswift_Concurrency; see its ConcurrencyHooks.def). Each takes
// the runtime's own implementation last; all use the Swift calling convention. An executor
// reference is two words: the executor's identity and its witness table, tagged.
typedef struct { const void *identity; uintptr_t implementation; } viewtree_executor;
typedef void (*viewtree_drain_original)(void) __attribute__((swiftcall));
typedef void (*viewtree_drain_hook)(viewtree_drain_original, void *) __attribute__((swiftcall));
typedef viewtree_executor (*viewtree_main_original)(void) __attribute__((swiftcall));
typedef viewtree_executor (*viewtree_main_hook)(viewtree_main_original) __attribute__((swiftcall));
extern viewtree_drain_hook swift_task_asyncMainDrainQueue_hook __attribute__((weak));
extern viewtree_main_hook swift_task_getMainExecutor_hook __attribute__((weak));

// --- Core Foundation's run loop (inside swift-corelibs-foundation).
typedef const void *viewtree_cf_ref;
extern void CFRunLoopRun(void) __attribute__((weak));
extern viewtree_cf_ref CFRunLoopGetMain(void) __attribute__((weak));
extern void CFRunLoopWakeUp(viewtree_cf_ref runLoop) __attribute__((weak));

// --- The Swift side, in the Snapshot module: makes the main run loop's executor and returns it.
extern void viewtree_makeMainRunLoopExecutor(const void **identity, uintptr_t *implementation) __attribute__((weak));

static viewtree_executor mainRunLoopExecutor = { NULL, 0 };
static int installed = 0;

// The main actor's executor: the run loop's once the async main has started, the runtime's before.
__attribute__((swiftcall))
static viewtree_executor viewtree_mainExecutor(viewtree_main_original original) {
    if (mainRunLoopExecutor.identity) return mainRunLoopExecutor;
    return original();
}

// Instead of handing the main queue to libdispatch's workers (dispatch_main), the main thread
// runs Core Foundation's run loop for the rest of the program (which ends with exit()): it serves
// the main queue and the main actor's jobs, each as separate run loop work, as on Darwin.
__attribute__((swiftcall))
static void viewtree_runMainRunLoop(viewtree_drain_original original, void *override) {
    (void)override;
    const void *identity = NULL;
    uintptr_t implementation = 0;
    viewtree_makeMainRunLoopExecutor(&identity, &implementation);
    if (!identity) { original(); return; }
    mainRunLoopExecutor.implementation = implementation;
    mainRunLoopExecutor.identity = identity;
    installed = 1;
    for (;;) CFRunLoopRun();
}

__attribute__((constructor))
static void viewtree_installMainRunLoopHooks(void) {
    if (&swift_task_asyncMainDrainQueue_hook == NULL || &swift_task_getMainExecutor_hook == NULL
        || !CFRunLoopRun || !CFRunLoopGetMain || !CFRunLoopWakeUp || !viewtree_makeMainRunLoopExecutor) return;
    if (swift_task_asyncMainDrainQueue_hook != NULL || swift_task_getMainExecutor_hook != NULL) return;
    // VIEWTREE_MAIN_QUEUE=dispatch keeps libdispatch's behaviour, for comparison or as a way out.
    const char *choice = getenv("VIEWTREE_MAIN_QUEUE");
    if (choice && choice[0] == 'd') return;
    swift_task_asyncMainDrainQueue_hook = viewtree_runMainRunLoop;
    swift_task_getMainExecutor_hook = viewtree_mainExecutor;
}

int viewtree_mainRunLoopHookInstalled(void) { return installed; }

void viewtree_wakeMainRunLoop(void) { CFRunLoopWakeUp(CFRunLoopGetMain()); }

#else
int viewtree_mainRunLoopHookInstalled(void) { return 0; }
void viewtree_wakeMainRunLoop(void) {}
#endif
