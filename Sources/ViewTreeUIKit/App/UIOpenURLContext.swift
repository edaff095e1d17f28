import Foundation

/// A URL a scene was asked to open and how, as UIKit's `UIOpenURLContext`, which a scene
/// delegate's `scene(_:openURLContexts:)` and `UIScene.ConnectionOptions.urlContexts` hand over.
/// A render opens no URLs, so only code that makes one (a test of the delegate) sees it.
///
/// Main-actor isolated, as UIKit's `UIOpenURLContext` (`@MainActor class` in
/// https://developer.apple.com/documentation/uikit/uiopenurlcontext); Swift 5 code sees it
/// `@preconcurrency`, as it sees UIKit's.
@MainActor @preconcurrency
open class UIOpenURLContext: NSObject {
    /// The URL to open.
    open private(set) var url: URL
    /// Where the request came from.
    open private(set) var options: UIScene.OpenURLOptions

    /// Linux addition: a context for `url`, as UIKit makes them.
    public init(url: URL, options: UIScene.OpenURLOptions = UIScene.OpenURLOptions()) {
        self.url = url
        self.options = options
    }
}

extension UIScene {
    /// Where a request to open a URL came from, as UIKit's `UIScene.OpenURLOptions`.
    /// Main-actor isolated, as UIKit's (`@MainActor class` in
    /// https://developer.apple.com/documentation/uikit/uiscene/openurloptions): a nested
    /// class does not take its outer class's isolation.
    @MainActor @preconcurrency
    open class OpenURLOptions: NSObject {
        /// The bundle identifier of the app that asked.
        open private(set) var sourceApplication: String?
        /// What the asking app attached to the request.
        open private(set) var annotation: Any?
        /// Whether the file at the URL is to be opened where it is rather than copied.
        open private(set) var openInPlace: Bool

        /// Linux addition: options as UIKit hands them over.
        public init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false) {
            self.sourceApplication = sourceApplication
            self.annotation = annotation
            self.openInPlace = openInPlace
        }
    }
}

/// What a background fetch or remote notification handler found, as UIKit's
/// `UIBackgroundFetchResult` (a render runs no background work, so nobody asks).
public enum UIBackgroundFetchResult: UInt, Sendable {
    /// New data was downloaded.
    case newData
    /// There was no new data.
    case noData
    /// The fetch failed.
    case failed
}
