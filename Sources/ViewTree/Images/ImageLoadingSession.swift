import Foundation
import Synchronization

/// The images one renderer has loaded for `AsyncImage`s, and the URLs still to load. A view is
/// resolved, the URLs it asked for are loaded, and it is resolved again, until nothing new is asked.
final class ImageLoadingSession: @unchecked Sendable {
    // Unchecked: `Answer` holds an `any Error`, which is only read back, under the lock.
    private struct State {
        var answers: [URL: ViewTreeImageLoader.Answer] = [:]
        var requested: [URL: ViewTreeImageLoader] = [:]
    }

    private let state = Mutex(State())

    /// What was loaded for `url`, if it has been.
    func answer(for url: URL) -> ViewTreeImageLoader.Answer? {
        state.withLock { $0.answers[url] }
    }

    /// Notes that `url` is wanted from `loader`.
    func request(_ url: URL, from loader: ViewTreeImageLoader) {
        state.withLock { state in
            if state.answers[url] == nil, state.requested[url] == nil { state.requested[url] = loader }
        }
    }

    /// Loads every requested URL, all at once; returns whether there were any.
    func loadRequested() async -> Bool {
        let requested = state.withLock { state in
            defer { state.requested = [:] }
            return state.requested
        }
        guard !requested.isEmpty else { return false }
        await withTaskGroup(of: Void.self) { group in
            for (url, loader) in requested {
                group.addTask {
                    let answer: ViewTreeImageLoader.Answer
                    do {
                        answer = try await loader.load(url).map(ViewTreeImageLoader.Answer.image) ?? .none
                    } catch {
                        answer = .failure(error)
                    }
                    self.state.withLock { $0.answers[url] = answer }
                }
            }
        }
        return true
    }
}

/// What views reach during one layout pass: the renderer's loading session and the pass's issue log.
struct ImageLoadingContext: Sendable {
    let session: ImageLoadingSession
    let log: RenderIssueLog
}
