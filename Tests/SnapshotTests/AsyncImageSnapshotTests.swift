import Foundation
import Snapshot
import Testing
import Raster

private let avatarURL = URL(string: "https://cdn.example.com/users/42/avatar.jpg")!
private let coverURL = URL(string: "https://cdn.example.com/users/42/cover.jpg")!

/// A contact row as apps write it: a remote avatar, cropped round, beside a name.
struct ContactRow: View {
    var body: some View {
        HStack(spacing: 12) {
            AsyncImage(url: avatarURL) { image in
                image.resizable().scaledToFill()
            } placeholder: {
                Color.gray.opacity(0.3)
            }
            .frame(width: 48, height: 48)
            .clipShape(Circle())
            VStack(alignment: .leading, spacing: 2) {
                Text("Ada Lovelace").font(.headline)
                Text("Analytical Engines").font(.subheadline).foregroundStyle(.secondary)
            }
        }
        .padding(12)
        .background(Color.white)
        // Its ideal size under `.sizeThatFits`, whose zero proposal would truncate the texts.
        .fixedSize()
    }
}

/// The 96 x 96 JPEG avatar fixture.
func avatarImage() throws -> Image {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/avatar.jpg")
    return try Image(data: try Data(contentsOf: file))
}

/// `AsyncImage` in snapshot tests: stubbed URLs render loaded, un-stubbed ones render the
/// placeholder (and are reported), strict loaders fail, async loaders are waited for.
@Suite(.snapshots(record: .missing)) @MainActor struct AsyncImageSnapshotTests {
    @Test func stubbedAvatarRendersLoaded() throws {
        let row = ContactRow().viewTreeImageLoader(.stubbed([avatarURL: try avatarImage()]))
        assertSnapshot(of: row, as: .image(traits: .init(displayScale: 2)))
    }

    @Test func unstubbedAvatarRendersThePlaceholder() {
        // The un-stubbed URL is reported as a warning; the test itself passes.
        assertSnapshot(of: ContactRow().viewTreeImageLoader(.stubbed([URL: Image]())), as: .image(traits: .init(displayScale: 1)))
    }

    @Test func strictLoaderFailsTheSnapshotNamingTheURL() throws {
        var image: ViewTreeSnapshotImage?
        Snapshotting<AnyView, ViewTreeSnapshotImage>.image(traits: .init(displayScale: 1))
            .snapshot(AnyView(ContactRow().viewTreeImageLoader(.stubbed([coverURL: try avatarImage()], strict: true))))
            .run { image = $0 }
        guard case .unrenderable(let reason, let rendered)? = image else {
            Issue.record("a strict loader with an un-stubbed URL must fail the snapshot, got \(String(describing: image))")
            return
        }
        #expect(reason.contains(avatarURL.absoluteString), "\(reason)")
        // The render with its placeholder comes along, to show what was missing.
        #expect(rendered?.width == Int(ImageRenderer(content: ContactRow()).layout.frame.width))
    }

    @Test func asyncLoaderIsWaitedForBeforeTheSnapshot() throws {
        let avatar = try avatarImage()
        let loader = ViewTreeImageLoader { url in
            try await Task.sleep(nanoseconds: 5_000_000)
            return url == avatarURL ? avatar : nil
        }
        func render(_ row: some View) -> Bitmap? {
            var image: ViewTreeSnapshotImage?
            Snapshotting<AnyView, ViewTreeSnapshotImage>.image(traits: .init(displayScale: 1)).snapshot(AnyView(row))
                .run { image = $0 }
            return image?.bitmap
        }
        // The loaded phase, pixel for pixel as with a stub, not the placeholder.
        let loaded = try #require(render(ContactRow().viewTreeImageLoader(loader)))
        let stubbed = try #require(render(ContactRow().viewTreeImageLoader(.stubbed([avatarURL: avatar]))))
        let placeholder = try #require(render(ContactRow().viewTreeImageLoader(.stubbed([URL: Image]()))))
        #expect(loaded.pixels == stubbed.pixels)
        #expect(loaded.pixels != placeholder.pixels)
    }

    // Off the main actor on purpose: the strategy hands each view to the main actor and waits.
    @Test nonisolated func manyParallelSnapshotsWithAsyncLoadersFinish() async throws {
        let avatar = try avatarImage()
        // What is tested is that all eight finish, not how fast: while this suite runs, the main
        // actor and the loading thread are shared with every other test, so each render gets
        // 60 s (not the default 2 s) before a load would be cut and the snapshot fail; a passing run
        // takes well under a second, so the bound only matters on a machine busy with other jobs.
        let sizes = await ViewTreeTimeout.withDefault(.seconds(60)) {
            await withTaskGroup(of: Int.self) { group in
                for _ in 0..<8 {
                    group.addTask {
                        // Yielding rather than sleeping: timers fire on the cooperative pool, which these
                        // blocked snapshot waits starve until libdispatch adds a thread (about 1 s).
                        let loader = ViewTreeImageLoader { _ in
                            await Task.yield()
                            return avatar
                        }
                        var image: ViewTreeSnapshotImage?
                        Snapshotting<AnyView, ViewTreeSnapshotImage>.image.snapshot(AnyView(ContactRow().viewTreeImageLoader(loader)))
                            .run { image = $0 }
                        return image?.bitmap?.width ?? 0
                    }
                }
                return await group.reduce(into: [Int]()) { $0.append($1) }
            }
        }
        #expect(Set(sizes).count == 1 && sizes.first ?? 0 > 0, "\(sizes)")
    }

    // Off the main actor on purpose: the scoped deadline must cross the hop to the main actor.
    @Test nonisolated func scopedDeadlineReachesSnapshotsTakenOffTheMainActor() async throws {
        let loader = ViewTreeImageLoader { _ in
            try await Task.sleep(for: .seconds(3600))
            return nil
        }
        let image = ViewTreeTimeout.withDefault(.milliseconds(250)) {
            var image: ViewTreeSnapshotImage?
            Snapshotting<AnyView, ViewTreeSnapshotImage>.image
                .snapshot(AnyView(ContactRow().viewTreeImageLoader(loader)))
                .run { image = $0 }
            return image
        }
        guard case .unrenderable(let reason, _)? = image else {
            Issue.record("a load past the deadline must fail the snapshot, got \(String(describing: image))")
            return
        }
        #expect(reason.contains("within 0.25 s"), "\(reason)")
    }

    @Test func layoutTreeShowsTheLoadedImage() {
        var tree = ""
        Snapshotting<AnyView, String>.layoutTree
            .snapshot(AnyView(AsyncImage(url: avatarURL).viewTreeImageLoader(.stubbed([avatarURL: Image(color: .red, width: 30, height: 20)]))))
            .run { tree = $0 }
        #expect(tree.contains("Image (0, 0, 30, 20)"), "\(tree)")
    }
}
