import Foundation

/// The state of an `AsyncImage`'s load, as in SwiftUI.
public enum AsyncImagePhase: @unchecked Sendable {
    // Unchecked: SwiftUI's phase holds a plain `Error`.
    /// Not loaded (yet): the placeholder shows.
    case empty
    /// Loaded.
    case success(Image)
    /// The loader threw.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The loader's error, if it threw.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// A view that shows the image at a URL, as SwiftUI's does: its placeholder until the image is
/// loaded, then the image (or what `content` makes of it). ViewTree gets the image from the
/// environment's `viewTreeImageLoader`, never from the network; a snapshot waits for the loader before
/// it renders, so it shows the loaded phase.
nonisolated public struct AsyncImage<Content: View>: View, PrimitiveView {
    private let url: URL?
    private let scale: CGFloat
    private let content: (AsyncImagePhase) -> AnyView

    /// The image at `url` at its natural size (pixels over `scale`), or a grey placeholder that
    /// fills the space offered while it is not loaded or failed to load.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.init(url: url, scale: scale) { phase in
            phase.image.map(AnyView.init) ?? AnyView(Color.secondarySystemFill)
        }
    }

    /// The image at `url` as `content` shows it, and `placeholder` until it is loaded (or when
    /// it fails to load).
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P)
        where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale) { phase in
            phase.image.map { AnyView(content($0)) } ?? AnyView(placeholder())
        }
    }

    /// What `content` shows for each phase of loading the image at `url`. The transaction is
    /// kept for source compatibility: a render shows one still phase.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.init(url: url, scale: scale) { AnyView(content($0)) }
    }

    private init(url: URL?, scale: CGFloat, content: @escaping (AsyncImagePhase) -> AnyView) {
        self.url = url
        self.scale = scale
        self.content = content
    }

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        var phase = environment.viewTreeImageLoader.phase(for: url)
        if let image = phase.image { phase = .success(image.scaled(scale)) }
        return content(phase).resolveNodes(in: environment)
    }
}
