import Foundation
@testable import Snapshot
import Synchronization
import Testing

/// A snapshot's view is laid out on the main actor, and its drawing commands are listed and drawn
/// on the test's own thread, so that parallel suites keep every core busy; a view whose drawing
/// runs app code (a canvas's renderer) is listed on the main actor instead. Either way, and
/// however many tests take it at once, the pixels are those the main actor draws.
@Suite struct OffMainDrawingTests {
    /// A card of text and shapes: nothing in it needs the main actor to draw.
    struct Card: View {
        var body: some View {
            HStack(spacing: 8) {
                RoundedRectangle(cornerRadius: 6).fill(Color.blue).frame(width: 24, height: 24)
                VStack(alignment: .leading, spacing: 2) {
                    Text("Morning run").font(.headline)
                    Text("5 km along the river").font(.caption).foregroundColor(.secondary)
                }
            }
            .padding(8)
            .background(RoundedRectangle(cornerRadius: 10).fill(Color.gray.opacity(0.2)))
        }
    }

    /// Whether each run of `DrawnCanvas`'s renderer was on the main thread.
    static let canvasThreads = Mutex<[Bool]>([])

    /// A canvas, whose renderer is app code and runs on the main actor.
    struct DrawnCanvas: View {
        var body: some View {
            Canvas { context, size in
                OffMainDrawingTests.canvasThreads.withLock { $0.append(Thread.isMainThread) }
                context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.orange))
            }
            .frame(width: 40, height: 30)
        }
    }

    /// Whether each `Tracker` was let go of on the main thread.
    static let releaseThreads = Mutex<[Bool]>([])

    /// An object the layout keeps, which says where it is let go of.
    final class Tracker: ObservableObject {
        deinit { OffMainDrawingTests.releaseThreads.withLock { $0.append(Thread.isMainThread) } }
    }

    /// A card whose layout keeps an object alive: one made by its body (on the main actor) and
    /// held in the environment its nodes keep. (Not `@State`'s initial value: the view value
    /// holds that too, and the rendering thread lets go of the view value, racing the main queue.)
    nonisolated struct CardKeepingATracker: View {
        var body: some View { Card().environmentObject(Tracker()) }
    }

    static let layout = SwiftUISnapshotLayout.fixed(width: 160, height: 60)
    static let traits = UITraitCollection(displayScale: 2)

    /// The image the strategy takes of `view`, on the calling thread.
    static func image<V: View>(of view: V) -> ViewTreeSnapshotImage? {
        Snapshotting<V, ViewTreeSnapshotImage>.image(layout: layout, traits: traits).takenAtOnce(view)
    }

    @Test @MainActor func aViewOfTextAndShapesIsListedOffTheMainActor() {
        let snapshot = ViewSnapshot(Card(), layout: Self.layout, traits: Self.traits)
        snapshot.settle()
        guard case .laidOut = snapshot.plan else {
            Issue.record("the card's drawing commands were listed on the main actor")
            return
        }
    }

    @Test @MainActor func aCanvasIsListedOnTheMainActor() {
        let snapshot = ViewSnapshot(DrawnCanvas(), layout: Self.layout, traits: Self.traits)
        snapshot.settle()
        guard case .drawing = snapshot.plan else {
            Issue.record("the canvas was left to be listed off the main actor")
            return
        }
    }

    @Test func concurrentSnapshotsDrawTheMainActorsPixels() async throws {
        // On the main actor, everything runs there: the reference pixels.
        let (card, canvas) = await MainActor.run { (Self.image(of: Card()), Self.image(of: DrawnCanvas())) }
        let cardPixels = try #require(card?.bitmap)
        let canvasPixels = try #require(canvas?.bitmap)
        // Eight tests at once, off the main actor.
        let taken = await withTaskGroup(of: (ViewTreeSnapshotImage?, ViewTreeSnapshotImage?).self) { group in
            for _ in 0..<8 {
                group.addTask { (Self.image(of: Card()), Self.image(of: DrawnCanvas())) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(taken.count == 8)
        for (card, canvas) in taken {
            #expect(try #require(card?.bitmap).pngData() == cardPixels.pngData())
            #expect(try #require(canvas?.bitmap).pngData() == canvasPixels.pngData())
        }
        // Every run of the canvas's renderer was on the main thread.
        #expect(Self.canvasThreads.withLock { !$0.isEmpty && $0.allSatisfy { $0 } })
    }

    @Test func theLayoutIsLetGoOfOnTheMainActor() async throws {
        // Taken off the main actor, so that the drawing commands are listed on this thread.
        let image = await Task.detached { Self.image(of: CardKeepingATracker()) }.value
        #expect(image?.bitmap != nil)
        // The object goes with the layout, which is let go of on the main queue's next turn (up
        // to 30 s: in a full parallel run the main queue can be busy for seconds).
        for _ in 0..<3000 where Self.releaseThreads.withLock(\.isEmpty) {
            try await Task.sleep(for: .milliseconds(10))
        }
        let threads = Self.releaseThreads.withLock { $0 }
        #expect(!threads.isEmpty && threads.allSatisfy { $0 }, "released on the main thread: \(threads)")
    }
}
