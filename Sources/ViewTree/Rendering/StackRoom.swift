import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How much of the current thread's stack is left. The stages of a render walk the view tree
/// recursively (resolving bodies, measuring, placing, listing drawing commands, scanning for
/// warnings, drawing); a tree nested thousands of levels deep would overflow the stack, so each
/// stage stops descending when the stack runs low, notes how deep the views went, and the
/// render throws `ViewTreeRenderError.tooDeep` instead of crashing.
enum StackRoom {
    /// What each stage leaves free for the work done at a leaf (shaping text, decoding an image).
    static let reserve = 256 * 1024

    /// What one thread knows: where its stack ends, and how deep the views of its render went.
    private final class ThreadState {
        /// The lowest address the stack may grow to before a stage stops (the end plus `reserve`).
        let limit: UInt
        /// The deepest view resolved since `reset()`.
        var deepest = 0
        /// Whether a stage stopped descending since `reset()`.
        var wasCut = false

        init(limit: UInt) { self.limit = limit }
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { state in
            guard let state else { return }
            Unmanaged<AnyObject>.fromOpaque(state).release()
        }
        return key
    }()

    private static var state: ThreadState {
        if let stored = pthread_getspecific(key) {
            return Unmanaged<ThreadState>.fromOpaque(stored).takeUnretainedValue()
        }
        let state = ThreadState(limit: stackEnd() + UInt(reserve))
        pthread_setspecific(key, Unmanaged.passRetained(state).toOpaque())
        return state
    }

    /// The lowest address of the current thread's stack (0 when it cannot be read: no check).
    private static func stackEnd() -> UInt {
        #if canImport(Glibc)
        // glibc's `pthread_getattr_np` is a GNU extension the Glibc module leaves out.
        typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
        guard let symbol = dlsym(nil, "pthread_getattr_np") else { return 0 }
        let getAttributes = unsafeBitCast(symbol, to: GetAttributes.self)
        var attributes = pthread_attr_t()
        guard getAttributes(pthread_self(), &attributes) == 0 else { return 0 }
        defer { pthread_attr_destroy(&attributes) }
        var start: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &start, &size) == 0, let start else { return 0 }
        return UInt(bitPattern: start)
        #else
        let top = UInt(bitPattern: pthread_get_stackaddr_np(pthread_self()))
        return top - UInt(pthread_get_stacksize_np(pthread_self()))
        #endif
    }

    /// Whether the stack is too low to descend further; a `true` answer is noted as a cut.
    static var isLow: Bool {
        var marker: UInt8 = 0
        let here = withUnsafePointer(to: &marker) { UInt(bitPattern: $0) }
        let state = self.state
        guard here < state.limit else { return false }
        state.wasCut = true
        return true
    }

    /// Notes that a view `depth` levels deep was resolved.
    static func reached(depth: Int) {
        let state = self.state
        if depth > state.deepest { state.deepest = depth }
    }

    /// Runs `body`, one stage or more of a render on this thread, and says whether a stage
    /// stopped descending and how deep its views went (what an enclosing render saw is kept).
    static func watching<Result>(_ body: () -> Result) -> (result: Result, wasCut: Bool, deepest: Int) {
        let state = self.state
        let outer = (state.deepest, state.wasCut)
        state.deepest = 0
        state.wasCut = false
        let result = body()
        let seen = (state.deepest, state.wasCut)
        state.deepest = max(outer.0, seen.0)
        state.wasCut = outer.1 || seen.1
        return (result, seen.1, seen.0)
    }
}
