import Foundation
import Synchronization

/// The images one renderer has loaded for `AsyncImage`s, the URLs still to load and those being
/// loaded. A view is resolved, the URLs it asked for are loaded, and it is resolved again, until
/// nothing new is asked or the render's deadline passes.
final class ImageLoadingSession: @unchecked Sendable {
    // Unchecked: `Answer` holds an `any Error`, which is only read back, under the lock.
    private struct State {
        var answers: [URL: ViewTreeImageLoader.Answer] = [:]
        var requested: [URL: ViewTreeImageLoader] = [:]
        /// URLs being loaded, with the thread their loader runs on.
        var loading: [URL: ImageLoadingThread] = [:]
        /// The task loading each URL, by its address (as the thread reports its running job).
        var tasks: [Int: URL] = [:]
        var handles: [Task<Void, Never>] = []
    }

    private let state = Mutex(State())

    /// What was loaded for `url`, if it has been.
    func answer(for url: URL) -> ViewTreeImageLoader.Answer? {
        state.withLock { $0.answers[url] }
    }

    /// Notes that `url` is wanted from `loader`.
    func request(_ url: URL, from loader: ViewTreeImageLoader) {
        state.withLock { state in
            if state.answers[url] == nil, state.loading[url] == nil, state.requested[url] == nil { state.requested[url] = loader }
        }
    }

    /// Whether no load is under way.
    var isIdle: Bool { state.withLock { $0.loading.isEmpty } }

    /// Starts loading every requested URL, each in a task of its own on a loading thread of the
    /// batch's own, waking `MainActorTaskExecutor` as each answers; returns whether there were any.
    func startRequested() -> Bool {
        let batch = state.withLock { state -> (ImageLoadingThread, [URL: ViewTreeImageLoader])? in
            guard !state.requested.isEmpty else { return nil }
            let thread = ImageLoadingThread()
            defer { state.requested = [:] }
            for url in state.requested.keys { state.loading[url] = thread }
            return (thread, state.requested)
        }
        guard let (thread, requested) = batch else { return false }
        let handle = Task(executorPreference: thread) {
            defer { thread.finish() }
            await withTaskGroup(of: Void.self) { group in
                for (url, loader) in requested {
                    group.addTask {
                        withUnsafeCurrentTask { task in
                            guard let task else { return }
                            let address = Int(bitPattern: unsafeBitCast(task, to: UnsafeRawPointer.self))
                            self.state.withLock { $0.tasks[address] = url }
                        }
                        let answer: ViewTreeImageLoader.Answer
                        do {
                            answer = try await loader.load(url).map(ViewTreeImageLoader.Answer.image) ?? .none
                        } catch {
                            answer = .failure(error)
                        }
                        self.finish(url, with: answer)
                    }
                }
            }
        }
        state.withLock { $0.handles.append(handle) }
        return true
    }

    /// Records `answer` for `url`, unless the render stopped waiting for it.
    private func finish(_ url: URL, with answer: ViewTreeImageLoader.Answer) {
        state.withLock { state in
            guard state.loading.removeValue(forKey: url) != nil else { return }
            state.answers[url] = answer
        }
        MainActorTaskExecutor.shared.wake()
    }

    /// Stops waiting for the loads still under way after `timeout`: each URL is answered with
    /// an issue saying whether its loader blocked its thread or is waiting for something that did
    /// not come, and the loads are cancelled (a blocked batch's thread ends when its loader returns).
    func timeOut(after timeout: Duration) {
        let handles = state.withLock { state in
            for (url, thread) in state.loading {
                let blocked = thread.runningJob.map { state.tasks[Int(bitPattern: $0)] == url } ?? false
                let seconds = timeout.seconds.formatted()
                let message = blocked
                    ? "The image loader for \(url.absoluteString) blocked its thread for more than \(seconds) s "
                        + "(a synchronous wait or sleep in an async loader); the placeholder shows."
                    : "The image loader for \(url.absoluteString) did not answer within \(seconds) s; the placeholder "
                        + "shows. A loader that waits for the main actor or the main queue never gets it while a "
                        + "snapshot holds it: answer from the loader itself (or stub the URL)."
                state.answers[url] = .timedOut(message)
            }
            state.loading = [:]
            defer { state.handles = [] }
            return state.handles
        }
        handles.forEach { $0.cancel() }
    }
}

/// What views reach during one layout pass: the renderer's loading session and the pass's issue log.
struct ImageLoadingContext: Sendable {
    let session: ImageLoadingSession
    let log: RenderIssueLog
}
