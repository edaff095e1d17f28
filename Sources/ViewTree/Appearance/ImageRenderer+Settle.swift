import Foundation

extension ImageRenderer {
    /// Linux addition: brings the view to rest as a window shows it before a snapshot is taken
    /// (snapshot strategies and the preview renderer call this; a plain render does not).
    ///
    /// The view is laid out; each view that appears runs its `onAppear` actions (and
    /// `onChange(of:initial: true)`), deepest first, and `onGeometryChange` and
    /// `onPreferenceChange` actions run with the value read from the layout (again after a later
    /// pass only if it changed); then its `.task` bodies start on the main
    /// actor, and the images its `AsyncImage`s ask for load. The render waits until they have
    /// all finished, lays the view out again with the state they set, and repeats for the views
    /// that appear then, up to `timeout` in all. A task or load still running at the deadline is
    /// cancelled and reported as a failing `ViewTreeRenderIssue` naming the task's view and source
    /// location, or the URL; the image shows the view as it was. `onDisappear` never runs.
    public func settle() {
        let deadline = ContinuousClock.now + timeout
        var finished = true
        for _ in 0..<Self.settlingRounds {
            _ = place()
            var started = runAppearance()
            if images.startRequested() { started = true }
            guard started else { break }
            finished = MainActorTaskExecutor.shared.run(
                until: { images.isIdle && tasks.values.allSatisfy(\.isFinished) }, deadline: deadline)
            placed = nil
            if !finished { break }
        }
        guard !finished else { return }
        images.timeOut(after: timeout)
        for task in tasks.values.sorted(by: { $0.request.location < $1.request.location }) where !task.isFinished {
            task.handle?.cancel()
            settleIssues.append(ViewTreeRenderIssue(
                kind: .timedOut,
                message: "The .task of \(task.request.view) at \(task.request.location) did not finish within "
                    + "\(timeout.seconds.formatted()) s; it was cancelled, and the image shows the view as it was. "
                    + "Work that resumes the task through the main actor's own queue (Task.sleep, a Task {} it "
                    + "starts, DispatchQueue.main, an actor's method awaited directly from the body) waits until the "
                    + "snapshot is over: await stubs and mocks that answer directly, or reach actors through a "
                    + "nonisolated function.",
                isFailure: true))
        }
        placed = nil
    }

    /// How many times views that appear may make more appear before the image is taken.
    private static var settlingRounds: Int { 8 }

    /// Runs the `onAppear` actions of the views that appeared in the latest layout pass, then
    /// starts their tasks (restarting a `task(id:)` whose value changed); whether anything ran.
    private func runAppearance() -> Bool {
        var ran = false
        var requests: [TaskRequest] = []
        for event in appearance.take() {
            switch event {
            case .action(let identity, let action):
                guard appeared.insert(identity).inserted else { continue }
                action()
                ran = true
            case .valueChange(let identity, let change):
                let old = observedValues[identity], value = change.value()
                if let old, old.isEqual(to: value) { continue }
                observedValues[identity] = value
                change.deliver(old?.value)
                ran = true
            case .task(let request):
                if let running = tasks[request.identity] {
                    guard let id = request.id, let old = running.request.id, !id.isEqual(to: old) else { continue }
                    running.handle?.cancel()
                }
                requests.append(request)
            }
        }
        for request in requests {
            tasks[request.identity] = MainActorTaskExecutor.start(request)
            ran = true
        }
        return ran
    }
}
