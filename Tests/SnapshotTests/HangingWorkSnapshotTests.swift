import Foundation
import Snapshot
import Testing

private let photoURL = URL(string: "https://cdn.example.com/photos/7.jpg")!

/// How long a snapshot cut at its 300-ms deadline may take and still count as cut, not hung: far
/// above the deadline, so that a machine busy with other jobs does not fail the test.
private let hangBound = Duration.seconds(30)

/// A design system's async image view as apps write it: the image service is injected, the load
/// starts in `.task` and the result goes into `@State`.
protocol PhotoLoading: Sendable {
    func photo(at url: URL) async throws -> Image
}

/// The stub the tests inject: answers at once with a flat photo.
struct StubPhotos: PhotoLoading {
    func photo(at url: URL) async throws -> Image { Image(color: .orange, width: 40, height: 30) }
}

struct RemotePhoto: View {
    let url: URL
    let loader: any PhotoLoading
    @State private var photo: Image?

    var body: some View {
        ZStack {
            Color.gray.opacity(0.2)
            if let photo {
                photo
            } else {
                Text("Loading…").font(.caption)
            }
        }
        .frame(width: 60, height: 44)
        .task { photo = try? await loader.photo(at: url) }
    }
}

/// A row that shows the photo beside a caption, so the photo view is made by another body.
struct PhotoRow: View {
    let loader: any PhotoLoading

    var body: some View {
        HStack {
            RemotePhoto(url: photoURL, loader: loader)
            Text("Harbour at dawn")
        }
        .padding(8)
        .background(Color.white)
    }
}

/// A task that waits for a sleep of an hour.
struct SleepyTask: View {
    static let taskLine: UInt = #line + 2
    var body: some View {
        Text("Waiting").padding().task { try? await Task.sleep(for: .seconds(3600)) }
    }
}

/// Lets a loader blocked on purpose go, so that its thread ends the test free.
final class Gate: @unchecked Sendable {
    let semaphore = DispatchSemaphore(value: 0)
    func wait() { semaphore.wait() }
    func open() { semaphore.signal() }
}

/// Loaders and tasks that never finish fail the snapshot within the deadline, naming the URL or
/// the task's view and source location; tasks that await stubs finish and show in the image.
@Suite(.snapshots(record: .never)) @MainActor struct HangingWorkSnapshotTests {
    /// The snapshot of `view` through the `.image` strategy, at 1x.
    func snapshot(_ view: some View) -> ViewTreeSnapshotImage? {
        var image: ViewTreeSnapshotImage?
        Snapshotting<AnyView, ViewTreeSnapshotImage>.image(traits: .init(displayScale: 1)).snapshot(AnyView(view)).run { image = $0 }
        return image
    }

    /// The reason `view`'s snapshot fails, and how long it took; fails the test if it renders.
    func failure(of view: some View, timeout: Duration = .milliseconds(300)) -> (reason: String, took: Duration) {
        let start = ContinuousClock.now
        let image = ViewTreeTimeout.withDefault(timeout) { snapshot(view) }
        let took = ContinuousClock.now - start
        guard case .unrenderable(let reason, _)? = image else {
            Issue.record("the snapshot must fail, got \(String(describing: image))")
            return ("", took)
        }
        return (reason, took)
    }

    @Test func taskThatAwaitsAStubShowsItsStateInTheImage() throws {
        let loaded = try #require(snapshot(PhotoRow(loader: StubPhotos()))?.bitmap)
        // The same row drawn with the photo in place from the start.
        let expected = HStack {
            ZStack { Color.gray.opacity(0.2); Image(color: .orange, width: 40, height: 30) }.frame(width: 60, height: 44)
            Text("Harbour at dawn")
        }.padding(8).background(Color.white)
        #expect(loaded.pixels == (try #require(snapshot(expected)?.bitmap)).pixels)
    }

    @Test func taskThatNeverFinishesFailsNamingItsViewAndLine() {
        let (reason, took) = failure(of: SleepyTask())
        #expect(reason.contains(".task of SleepyTask at SnapshotTests/HangingWorkSnapshotTests.swift:\(SleepyTask.taskLine)"),
                "\(reason)")
        #expect(took < hangBound)
    }

    @Test func loaderThatSleepsForAnHourFailsNamingTheURL() {
        let loader = ViewTreeImageLoader { _ in
            try await Task.sleep(for: .seconds(3600))
            return nil
        }
        let (reason, took) = failure(of: AsyncImage(url: photoURL).frame(width: 20, height: 20).viewTreeImageLoader(loader))
        #expect(reason.contains(photoURL.absoluteString) && reason.contains("did not answer"), "\(reason)")
        #expect(took < hangBound)
    }

    @Test func loaderThatBlocksItsThreadFailsAndLaterLoadsStillWork() throws {
        let gate = Gate()
        defer { gate.open() }
        let blocking = ViewTreeImageLoader { _ in
            gate.wait()
            return nil
        }
        let (reason, took) = failure(of: AsyncImage(url: photoURL).frame(width: 20, height: 20).viewTreeImageLoader(blocking))
        #expect(reason.contains(photoURL.absoluteString) && reason.contains("blocked its thread"), "\(reason)")
        #expect(took < hangBound)
        // A later render's loads run on a thread of their own: an async loader answers.
        let green = Image(color: .green, width: 20, height: 20)
        let working = ViewTreeImageLoader { _ in
            await Task.yield()
            return green
        }
        // Framed: `.sizeThatFits` measures before the window's appearance cycle loads images, as
        // on iOS, so an unframed AsyncImage would be measured as its empty placeholder.
        let image = try #require(snapshot(AsyncImage(url: photoURL).frame(width: 20, height: 20)
            .viewTreeImageLoader(working))?.bitmap)
        let stubbed = try #require(snapshot(AsyncImage(url: photoURL).frame(width: 20, height: 20)
            .viewTreeImageLoader(.stubbed([photoURL: green])))?.bitmap)
        #expect(image.width == 20 && image.height == 20)
        #expect(image.pixels == stubbed.pixels)
    }

    @Test func loaderThatAwaitsTheMainActorFailsNamingTheURL() {
        let loader = ViewTreeImageLoader { _ in
            await MainActor.run { Image(color: .red, width: 4, height: 4) }
        }
        let (reason, took) = failure(of: AsyncImage(url: photoURL).frame(width: 20, height: 20).viewTreeImageLoader(loader))
        #expect(reason.contains(photoURL.absoluteString) && reason.contains("main actor"), "\(reason)")
        #expect(took < hangBound)
    }
}
