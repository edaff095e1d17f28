/// Runs main-actor code synchronously on the thread that renders.
///
/// Views are main-actor isolated, as in SwiftUI, so that views using `@MainActor` models compile
/// in Swift 6 mode. A render evaluates view bodies synchronously on one thread at a time, and
/// renderers may be used from any thread (tests run on the cooperative pool), so bodies are
/// evaluated in place rather than by hopping to the main thread, which a synchronous caller
/// off the main thread cannot wait for without risking a deadlock.
enum MainActorBridge {
    /// The result of `body`, run on the current thread.
    static func evaluate<Result>(_ body: @MainActor () -> Result) -> Result {
        withoutActuallyEscaping(body) { escapable in
            // Same calling convention: a synchronous main-actor closure is a plain closure whose
            // isolation is only checked at compile time.
            unsafeBitCast(escapable, to: (() -> Result).self)()
        }
    }
}
