import Dispatch

/// Where images are drawn and encoded: Dispatch's worker threads, not the Swift concurrency
/// pool. Drawing an image holds a thread for tens of milliseconds; on the pool (as wide as the
/// machine has cores) it would keep the main actor's short hops to the pool waiting, and the
/// views laid out on the main actor are what feeds the drawing.
enum DrawingThreads {
    /// Runs `work` on a worker thread and waits for it without holding a thread of the pool.
    static func run<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                continuation.resume(with: Result { try work() })
            }
        }
    }
}
