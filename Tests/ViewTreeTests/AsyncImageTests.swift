import Foundation
import Testing
@testable import ViewTree
import Raster

private let avatarURL = URL(string: "https://example.com/avatar.png")!
private let bannerURL = URL(string: "https://example.com/banner.jpg")!

private struct Offline: Error {}

/// A user's own cached-image view, as apps write around an image cache: it reads the loader
/// from the environment and shows what it has.
private struct CachedImage: View {
    let url: URL
    @Environment(\.viewTreeImageLoader) private var loader

    var body: some View {
        if let image = loader.phase(for: url).image {
            image.resizable()
        } else {
            Color.gray
        }
    }
}

/// `AsyncImage` and the environment's image loader: stubs, phases, placeholders, the default
/// loader's refusal of the network, reporting and strictness, and waiting for async loaders.
@MainActor struct AsyncImageTests {
    @Test func stubbedURLShowsTheImageAtItsNaturalSizeOverTheScale() throws {
        let view = AsyncImage(url: avatarURL, scale: 2)
            .viewTreeImageLoader(.stubbed([avatarURL: Image(color: .red, width: 40, height: 20)]))
        let renderer = ImageRenderer(content: view)
        #expect(frames(renderer.layout, named: "Image") == [CGRect(x: 0, y: 0, width: 20, height: 10)])
        #expect(try renderer.canvas.pixel(x: 5, y: 5) == RGBA8(red: 255, green: 56, blue: 60, alpha: 255))  // iOS 26 red
        #expect(renderer.issues.isEmpty)
    }

    @Test func unstubbedURLShowsTheDefaultPlaceholderAndIsReportedByURL() throws {
        let view = AsyncImage(url: bannerURL).frame(width: 30, height: 20)
            .viewTreeImageLoader(.stubbed(["https://example.com/other.png": Image(color: .red, width: 1, height: 1)]))
        let renderer = ImageRenderer(content: view)
        #expect(frames(renderer.layout, named: "Color") == [CGRect(x: 0, y: 0, width: 30, height: 20)])
        // The placeholder: grey 120, 120, 128 at 16%.
        #expect(try renderer.canvas.pixel(x: 10, y: 10) == RGBA8(red: 19, green: 19, blue: 20, alpha: 41))
        let issue = try #require(renderer.issues.first)
        #expect(issue.kind == .unansweredURL && !issue.isFailure)
        #expect(issue.message.contains(bannerURL.absoluteString) && issue.message.contains("stub"), "\(issue.message)")
    }

    @Test func strictLoaderMarksTheUnansweredURLAsAFailure() {
        let renderer = ImageRenderer(content: AsyncImage(url: bannerURL).viewTreeImageLoader(.stubbed([URL: Image](), strict: true)))
        #expect(renderer.issues.map(\.isFailure) == [true])
        let relaxed = ImageRenderer(content: AsyncImage(url: bannerURL).viewTreeImageLoader(.stubbed([URL: Image](), strict: true).strict(false)))
        #expect(relaxed.issues.map(\.isFailure) == [false])
    }

    @Test func defaultLoaderNeverFetchesRemoteURLsAndSaysSo() {
        let issues = ImageRenderer(content: AsyncImage(url: avatarURL)).issues
        #expect(issues.count == 1 && issues[0].message.contains("never fetches from the network"), "\(issues)")
    }

    @Test func defaultLoaderReadsFileURLs() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("viewtree-\(UUID().uuidString).png")
        try RasterCanvas(width: 6, height: 4).pngData().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let renderer = ImageRenderer(content: AsyncImage(url: file))
        #expect(frames(renderer.layout, named: "Image") == [CGRect(x: 0, y: 0, width: 6, height: 4)])
        #expect(renderer.issues.isEmpty)
    }

    @Test func defaultLoaderGivesTheFailurePhaseForAnUndecodableFile() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("viewtree-\(UUID().uuidString).png")
        try Data("not a png".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let view = AsyncImage(url: file) { phase in
            if let error = phase.error { Text("failed: \(String(describing: error))") } else { Text("no error") }
        }
        #expect(layout(view).allViews.contains { $0.text?.hasPrefix("failed: Cannot decode image") == true })
    }

    @Test func nilURLShowsThePlaceholderWithoutAnIssue() {
        let renderer = ImageRenderer(content: AsyncImage(url: nil).frame(width: 10, height: 10))
        #expect(frames(renderer.layout, named: "Color").count == 1 && renderer.issues.isEmpty)
    }

    @Test func contentAndPlaceholderInitialiserShowsEach() {
        func view(stubbed: Bool) -> some View {
            AsyncImage(url: avatarURL) { image in
                image.resizable().scaledToFit()
            } placeholder: {
                Text("Loading")
            }
            .frame(width: 50, height: 50)
            .viewTreeImageLoader(.stubbed(stubbed ? [avatarURL: Image(color: .red, width: 20, height: 10)] : [:]))
        }
        #expect(frames(layout(view(stubbed: true)), named: "Image") == [CGRect(x: 0, y: 12.5, width: 50, height: 25).integralIfAtScale(1)])
        #expect(layout(view(stubbed: false)).allViews.contains { $0.text == "Loading" })
    }

    @Test func phaseInitialiserShowsTheFailureOfAThrowingLoader() async {
        let loader = ViewTreeImageLoader { _ in throw Offline() }
        let view = AsyncImage(url: avatarURL) { phase in
            switch phase {
            case .empty: Text("empty")
            case .success(let image): image
            case .failure(let error): Text("failed: \(error is Offline)")
            }
        }.viewTreeImageLoader(loader)
        let renderer = ImageRenderer(content: view)
        #expect(renderer.layout.allViews.contains { $0.text == "empty" })
        #expect(renderer.issues.first?.message.contains("settle()") == true)
        renderer.settle()
        #expect(renderer.layout.allViews.contains { $0.text == "failed: true" })
        #expect(renderer.issues.isEmpty)
    }

    @Test func asyncLoaderIsWaitedForIncludingURLsTheLoadedContentAsksFor() async {
        let loader = ViewTreeImageLoader { url in
            try await Task.sleep(nanoseconds: 1_000_000)
            return url == avatarURL ? Image(color: .green, width: 8, height: 8) : Image(color: .blue, width: 3, height: 3)
        }
        let view = AsyncImage(url: avatarURL) { image in
            HStack { image; AsyncImage(url: bannerURL) }
        } placeholder: {
            Color.gray.frame(width: 1, height: 1)
        }.viewTreeImageLoader(loader)
        let renderer = ImageRenderer(content: view)
        renderer.settle()
        #expect(frames(renderer.layout, named: "Image").map(\.size) == [CGSize(width: 8, height: 8), CGSize(width: 3, height: 3)])
    }

    @Test func loaderThatReturnsNilIsReportedAfterLoading() async {
        let renderer = ImageRenderer(content: AsyncImage(url: avatarURL).viewTreeImageLoader(ViewTreeImageLoader(strict: true) { _ in nil }))
        renderer.settle()
        #expect(renderer.issues.map(\.isFailure) == [true])
        #expect(renderer.issues.first?.message.contains("returned nil") == true)
    }

    @Test func usersOwnImageViewGetsTheSameStubsFromTheEnvironment() {
        let stubs = ViewTreeImageLoader.stubbed([avatarURL: Image(color: .red, width: 4, height: 4)])
        let view = HStack { CachedImage(url: avatarURL); CachedImage(url: bannerURL) }
            .frame(width: 40, height: 10).viewTreeImageLoader(stubs)
        let renderer = ImageRenderer(content: view)
        #expect(frames(renderer.layout, named: "Image").count == 1 && frames(renderer.layout, named: "Color").count == 1)
        #expect(renderer.issues.map(\.message).joined().contains(bannerURL.absoluteString))
    }
}
