import Foundation
import ViewTree

// Names an app's own modules commonly define, in a module of their own as a design system
// keeps them: a module that imports both this and ViewTree must see no ambiguity.

/// An app's image loader.
public final class ImageLoader: Sendable {
    public let name: String
    public init(name: String) { self.name = name }
}

private struct ImageLoaderKey: EnvironmentKey {
    static let defaultValue = ImageLoader(name: "default")
}

extension EnvironmentValues {
    /// The app's loader in the environment.
    public var imageLoader: ImageLoader {
        get { self[ImageLoaderKey.self] }
        set { self[ImageLoaderKey.self] = newValue }
    }

    /// The app's own notion of "now" for relative dates.
    public var referenceDate: Date { Date(timeIntervalSince1970: 0) }
}

extension View {
    /// Puts the app's loader in the environment.
    public func imageLoader(_ loader: ImageLoader) -> some View {
        environment(\.imageLoader, loader)
    }
}

/// Other names apps define for their own rendering, layout and device code.
public enum RenderError: Error { case failed }
public struct RenderIssue { public init() {} }
public struct ViewLayout { public init() {} }
public struct DeviceConfiguration { public init() {} }
public struct HostingWindow { public init() {} }
public struct LayoutWarning { public init() {} }
public struct DisplayItem { public init() {} }
public struct ResolvedFont { public init() {} }
public struct SnapshotImage { public init() {} }
public struct RenderProgress { public init() {} }
/// Drawing names an app's own graphics code defines; ViewTree's renderer has types of these names
/// in its `Raster` module, which `import ViewTree` (and `import SwiftUI`) does not re-export.
public struct Bitmap { public init() {} }
public struct Paint { public init() {} }
public struct TextLayout { public init() {} }
public struct Typeface { public init() {} }
public struct PixelSize { public init() {} }
public struct TextSpan { public init() {} }

/// Names Combine declares that apps define for themselves (Food Truck's `Subscription`): a file
/// importing SwiftUI and this module sees these, as on iOS, where SwiftUI does not re-export Combine.
public struct Subscription: Hashable, Sendable {
    public let name: String
    public init(name: String) { self.name = name }
}
public struct Record { public init() {} }
public struct Future { public init() {} }
