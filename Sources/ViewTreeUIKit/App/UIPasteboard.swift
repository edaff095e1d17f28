import Foundation

/// The clipboard, as UIKit's `UIPasteboard`: a render's pasteboard starts empty and keeps what
/// the app puts on it, in memory, for the process.
open class UIPasteboard: NSObject, @unchecked Sendable {
    /// The system pasteboard.
    public static let general = UIPasteboard()

    private let lock = NSLock()
    private var contents: [Any] = []

    /// The items' contents, in order.
    private var items: [Any] {
        get { lock.withLock { contents } }
        set { lock.withLock { contents = newValue } }
    }

    /// The first string on the pasteboard; setting it replaces the contents.
    open var string: String? {
        get { strings?.first }
        set { items = newValue.map { [$0] } ?? [] }
    }
    /// The strings on the pasteboard, or `nil` when there are none.
    open var strings: [String]? {
        get { nonEmpty(items.compactMap { $0 as? String }) }
        set { items = newValue ?? [] }
    }
    /// The first URL on the pasteboard; setting it replaces the contents.
    open var url: URL? {
        get { urls?.first }
        set { items = newValue.map { [$0] } ?? [] }
    }
    /// The URLs on the pasteboard, or `nil` when there are none.
    open var urls: [URL]? {
        get { nonEmpty(items.compactMap { $0 as? URL }) }
        set { items = newValue ?? [] }
    }
    /// The first image on the pasteboard; setting it replaces the contents.
    open var image: UIImage? {
        get { images?.first }
        set { items = newValue.map { [$0] } ?? [] }
    }
    /// The images on the pasteboard, or `nil` when there are none.
    open var images: [UIImage]? {
        get { nonEmpty(items.compactMap { $0 as? UIImage }) }
        set { items = newValue ?? [] }
    }
    /// Whether there is a string on the pasteboard.
    open var hasStrings: Bool { strings != nil }
    /// Whether there is a URL on the pasteboard.
    open var hasURLs: Bool { urls != nil }
    /// Whether there is an image on the pasteboard.
    open var hasImages: Bool { images != nil }
    /// The number of items on the pasteboard.
    open var numberOfItems: Int { items.count }

    private func nonEmpty<T>(_ values: [T]) -> [T]? { values.isEmpty ? nil : values }
}
