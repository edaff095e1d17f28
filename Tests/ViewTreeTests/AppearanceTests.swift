import Foundation
import Testing
@testable import ViewTree

/// What the actions of a test's views did, in order.
@MainActor final class EventLog {
    var events: [String] = []
    func note(_ event: String) { events.append(event) }
}

/// Views nested three deep, each with an `onAppear`, an `onChange(initial:)` and a `.task`.
private struct NestedAppearances: View {
    let log: EventLog

    var body: some View {
        Group {
            VStack {
                Text("hello")
                    .task { log.note("Text task") }
                    .onChange(of: 1, initial: true) { log.note("Text onChange") }
                    .onAppear { log.note("Text onAppear") }
            }
            .task { log.note("VStack task") }
            .onAppear { log.note("VStack onAppear") }
            .onDisappear { log.note("VStack onDisappear") }
        }
        .task { log.note("Group task") }
        .onAppear { log.note("Group onAppear") }
    }
}

/// A stub image service as tests inject it: nonisolated async functions that answer at once.
private struct StubImages: Sendable {
    func image(named name: String) async throws -> Image {
        Image(color: .red, width: 30, height: 20)
    }
}

/// A design system's async image view: it loads in `.task` and keeps the result in `@State`.
private struct RemoteImage: View {
    let name: String
    let images = StubImages()
    @State private var image: Image?

    var body: some View {
        Group {
            if let image {
                image
            } else {
                Text("Loading…")
            }
        }
        .task {
            image = try? await images.image(named: name)
        }
    }
}

/// A card that shows a remote image inside another view's body, so the image view is made anew
/// whenever the card's body runs: its state must be kept by identity.
private struct Card: View {
    var body: some View {
        VStack {
            Text("Title")
            RemoteImage(name: "avatar")
        }
    }
}

/// A view whose title an `onAppear` sets, and which shows a second view once it has.
private struct Greeting: View {
    let log: EventLog
    @State private var title = "Before"

    var body: some View {
        VStack {
            Text(title)
            if title == "After" {
                Text("Shown later").onAppear { log.note("later view appeared") }
            }
        }
        .onAppear { title = "After" }
    }
}

/// A cache behind a lock whose async lookups answer from another thread, as callback-based
/// image caches do.
private final class ImageService: Sendable {
    func image(for key: String) async -> Image? {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: Image(color: .blue, width: 12, height: 12)) }
        }
    }
}

/// A view whose task awaits a cache and a continuation resumed on another thread.
private struct CachedBadge: View {
    let cache = ImageService()
    @State private var image: Image?
    @State private var status = "waiting"

    var body: some View {
        HStack {
            image
            Text(status)
        }
        .task {
            image = await cache.image(for: "badge")
            status = await withCheckedContinuation { continuation in
                DispatchQueue.global().async { continuation.resume(returning: "done") }
            }
        }
    }
}

/// Whether a task was cancelled, noted from inside it.
private final class CancellationFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false
    var wasCancelled: Bool { lock.withLock { cancelled } }
    func cancel() { lock.withLock { cancelled = true } }
}

/// A view whose task never finishes (it waits for a continuation nobody resumes) until cancelled.
private struct EndlessTask: View {
    let flag: CancellationFlag

    var body: some View {
        Text("Waiting")
            .task {
                let flag = flag
                await withTaskCancellationHandler {
                    try? await Task.sleep(for: .seconds(3600))
                } onCancel: {
                    flag.cancel()
                }
            }
    }
}

/// The appearance cycle of a settling render: `onAppear` deepest first, `.task` bodies after on
/// the main actor, state they set shown, `onDisappear` never, unfinished tasks cut and reported.
@MainActor struct AppearanceTests {
    @Test func onAppearRunsDeepestFirstAndTasksStartAfterInTheSameOrder() {
        let log = EventLog()
        let renderer = ImageRenderer(content: NestedAppearances(log: log))
        _ = renderer.layout
        #expect(log.events.isEmpty, "a plain render runs nothing")
        renderer.settle()
        #expect(log.events == ["Text onChange", "Text onAppear", "VStack onAppear", "Group onAppear",
                               "Text task", "VStack task", "Group task"])
        // Settling again runs nothing twice.
        renderer.settle()
        #expect(log.events.count == 7)
    }

    @Test func stateSetByOnAppearShowsAndViewsItRevealsAppearToo() {
        let log = EventLog()
        let renderer = ImageRenderer(content: Greeting(log: log))
        renderer.settle()
        let texts = renderer.layout.allViews.compactMap(\.text)
        #expect(texts == ["After", "Shown later"])
        #expect(log.events == ["later view appeared"])
    }

    @Test func taskThatAwaitsAStubSetsStateShownInTheImage() throws {
        let renderer = ImageRenderer(content: Card())
        #expect(renderer.layout.allViews.contains { $0.text == "Loading…" })
        renderer.settle()
        #expect(renderer.issues.isEmpty)
        #expect(frames(renderer.layout, named: "Image").map(\.size) == [CGSize(width: 30, height: 20)])
        // The pixels are those of the view built with the image in it.
        let loaded = VStack { Text("Title"); Image(color: .red, width: 30, height: 20) }
        #expect(try renderer.canvas.bitmap.pixels == ImageRenderer(content: loaded).canvas.bitmap.pixels)
    }

    @Test func taskThatAwaitsContinuationsResumedElsewhereFinishes() {
        let renderer = ImageRenderer(content: CachedBadge())
        renderer.settle()
        #expect(renderer.issues.isEmpty)
        #expect(renderer.layout.allViews.contains { $0.text == "done" })
        #expect(frames(renderer.layout, named: "Image").map(\.size) == [CGSize(width: 12, height: 12)])
    }

    @Test func taskThatNeverFinishesIsCancelledAndReportedWithinTheDeadline() async throws {
        let flag = CancellationFlag()
        let renderer = ImageRenderer(content: EndlessTask(flag: flag))
        renderer.timeout = .milliseconds(200)
        let start = ContinuousClock.now
        renderer.settle()
        // Cut, not hung: the bound is far above the 200-ms deadline so that a busy machine passes.
        #expect(ContinuousClock.now - start < .seconds(30))
        let issue = try #require(renderer.issues.first)
        #expect(issue.kind == .timedOut && issue.isFailure)
        #expect(issue.message.contains("EndlessTask") && issue.message.contains("AppearanceTests.swift:"), "\(issue.message)")
        #expect(renderer.layout.allViews.contains { $0.text == "Waiting" })
        // Cancelled at the deadline: the cancellation handler has run.
        #expect(flag.wasCancelled)
    }

    @Test func stateIsKeptByIdentityAcrossBodyEvaluations() {
        struct Counter: View {
            @State var count = 0
            var body: some View { Text("\(count)").onAppear { count += 1 } }
        }
        struct Pair: View {
            var body: some View { HStack { Counter(); Counter() } }
        }
        let renderer = ImageRenderer(content: Pair())
        renderer.settle()
        // Each counter appeared once and kept its own state.
        #expect(renderer.layout.allViews.compactMap(\.text) == ["1", "1"])
    }

    @Test func timeoutDefaultsToTheScopedValue() {
        ViewTreeTimeout.withDefault(.milliseconds(123)) {
            #expect(ImageRenderer(content: Text("x")).timeout == .milliseconds(123))
        }
        #expect(ImageRenderer(content: Text("x")).timeout == ViewTreeTimeout.default)
    }
}
