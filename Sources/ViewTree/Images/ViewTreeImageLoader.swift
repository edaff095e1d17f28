import Foundation
import Raster

/// Where `AsyncImage` (and image views users write themselves) get the images for URLs. ViewTree
/// never fetches from the network: the default loader reads `file:` URLs and answers nothing
/// else, and tests put stubs in the environment with `.viewTreeImageLoader(.stubbed([...]))`, as pre-filling
/// an image cache does on iOS.
///
/// A URL that no loader answers shows the placeholder and is reported as a `ViewTreeRenderIssue`; with a
/// strict loader, that issue fails a snapshot, as does a load that fails.
public struct ViewTreeImageLoader: Sendable {
    /// What a loader says about a URL.
    enum Answer {
        case image(Image)
        case failure(any Error)
        /// The loader has nothing for this URL.
        case none
        /// The loader did not answer before the render's deadline; the message says why.
        case timedOut(String)
    }

    /// Answers at once from what the loader holds; `nil` means "ask `load`".
    let immediate: @Sendable (URL) -> Answer?
    /// Answers asynchronously; `nil` means the loader has nothing for the URL.
    let load: @Sendable (URL) async throws -> Image?
    /// Whether an un-answered URL or a failed load fails a snapshot rather than only being reported (or shown).
    public let isStrict: Bool
    /// How to tell the user to answer a URL, for issue messages.
    let advice: String
    /// The current render's loaded images and issue log, when read from an environment.
    var context: ImageLoadingContext?

    /// A loader that calls `load` for each URL: an image, `nil` when it has nothing for the URL
    /// (the placeholder shows, and the URL is reported), or a thrown error (the failure phase).
    /// A snapshot waits for it before rendering, up to its deadline (`ViewTreeTimeout`); it runs
    /// on a thread of ViewTree's own, so it must not wait for the main actor or the main queue,
    /// which the snapshot holds.
    public init(strict: Bool = false, load: @escaping @Sendable (URL) async throws -> Image?) {
        self.init(strict: strict, advice: "the loader returned nil for it", immediate: { _ in nil }, load: load)
    }

    private init(strict: Bool, advice: String, immediate: @escaping @Sendable (URL) -> Answer?,
                 load: @escaping @Sendable (URL) async throws -> Image?) {
        self.immediate = immediate
        self.load = load
        isStrict = strict
        self.advice = advice
    }

    /// A loader that answers each URL in `images` with its image, at once (no waiting is needed,
    /// even in a synchronous render), and nothing else.
    public static func stubbed(_ images: [URL: Image], strict: Bool = false) -> ViewTreeImageLoader {
        ViewTreeImageLoader(strict: strict, advice: "no stub answers it; add it to the loader's stubs",
                    immediate: { url in images[url].map(Answer.image) ?? Answer.none }, load: { images[$0] })
    }

    /// A loader that answers each URL string in `images` with its image.
    public static func stubbed(_ images: [String: Image], strict: Bool = false) -> ViewTreeImageLoader {
        stubbed(Dictionary(images.compactMap { key, image in URL(string: key).map { ($0, image) } },
                           uniquingKeysWith: { first, _ in first }), strict: strict)
    }

    /// The default: `file:` URLs are decoded from disk (PNG or JPEG, once per process); every
    /// other URL is left un-answered, since rendering never touches the network.
    public static let localFiles = ViewTreeImageLoader(
        strict: false,
        advice: "ViewTree never fetches from the network; stub it with .viewTreeImageLoader(.stubbed([url: image]))",
        immediate: { url in
            guard url.isFileURL else { return Answer.none }
            switch ImageCatalog.decodedFile(url.standardizedFileURL) {
            case .success(let bitmap): return .image(Image(bitmap))
            case .failure(let error): return .failure(error)
            }
        },
        load: { _ in nil })

    /// The same loader with un-answered URLs failing snapshots (or only reported, when `false`).
    public func strict(_ isStrict: Bool = true) -> ViewTreeImageLoader {
        ViewTreeImageLoader(strict: isStrict, advice: advice, immediate: immediate, load: load)
    }

    /// Linux addition: the image this loader has for `url`, loaded if it must be (`nil` when it
    /// has none), for loaders that delegate to another: `ViewTreeImageLoader { url in try await
    /// cache.image(for: url) ?? decoded(url) }`. Chains of any length load through to the end.
    public func image(for url: URL) async throws -> Image? {
        switch immediate(url) {
        case .image(let image)?: return image
        case .failure(let error)?: throw error
        case .none?, .timedOut?: return nil
        case nil: return try await load(url)
        }
    }

    /// The phase an image for `url` is in during this render: loaded (`.success`), failed
    /// (`.failure`), or not loaded (`.empty`, reported as an issue). `AsyncImage` shows this;
    /// image views written by users can read the loader from `@Environment(\.viewTreeImageLoader)` and
    /// call it the same way.
    public func phase(for url: URL?) -> AsyncImagePhase {
        guard let url else { return .empty }
        switch immediate(url) ?? context?.session.answer(for: url) {
        case .image(let image)?:
            return .success(image)
        case .failure(let error)?:
            if isStrict {
                context?.log.report(ViewTreeRenderIssue(kind: .unansweredURL, message: "AsyncImage shows its failure "
                    + "phase for \(url.absoluteString): the strict loader failed to load it: \(error).", isFailure: true))
            }
            return .failure(error)
        case .none?:
            context?.log.report(unanswered(url, reason: advice))
            return .empty
        case .timedOut(let message)?:
            context?.log.report(ViewTreeRenderIssue(kind: .timedOut, message: message, isFailure: true))
            return .empty
        case nil:
            context?.session.request(url, from: self)
            context?.log.report(unanswered(url, reason: "it was not loaded: render through a snapshot strategy, "
                                               + "or call `renderer.settle()` first"))
            return .empty
        }
    }

    private func unanswered(_ url: URL, reason: String) -> ViewTreeRenderIssue {
        ViewTreeRenderIssue(kind: .unansweredURL,
                    message: "AsyncImage shows its placeholder for \(url.absoluteString): \(reason).",
                    isFailure: isStrict)
    }
}

private struct ViewTreeImageLoaderKey: EnvironmentKey { static let defaultValue = ViewTreeImageLoader.localFiles }
private struct ImageLoadingSessionKey: EnvironmentKey { static let defaultValue: ImageLoadingSession? = nil }

extension EnvironmentValues {
    /// The loader `AsyncImage` gets images from (`.localFiles` unless set).
    public var viewTreeImageLoader: ViewTreeImageLoader {
        get {
            var loader = self[ViewTreeImageLoaderKey.self]
            loader.context = imageLoadingContext
            return loader
        }
        set { self[ViewTreeImageLoaderKey.self] = newValue }
    }

    /// The current render's loaded images; the renderer sets it.
    var imageLoadingSession: ImageLoadingSession? {
        get { self[ImageLoadingSessionKey.self] }
        set { self[ImageLoadingSessionKey.self] = newValue }
    }

    /// What a loader read from this environment reaches: the render's session and issue log.
    private var imageLoadingContext: ImageLoadingContext? {
        guard let session = imageLoadingSession, let log = renderIssueLog else { return nil }
        return ImageLoadingContext(session: session, log: log)
    }
}

nonisolated extension View {
    /// Sets the loader `AsyncImage`s in this view get their images from.
    public func viewTreeImageLoader(_ loader: ViewTreeImageLoader) -> some View {
        environment(\.viewTreeImageLoader, loader)
    }
}
