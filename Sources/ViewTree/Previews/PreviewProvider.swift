/// A type that declares previews, as in SwiftUI: `previews` is one view or several (a `Group`, a
/// `ForEach`, or views listed one after another), each of them a preview with the traits its
/// preview modifiers give it. ViewTree does not render previews by itself; list the provider in
/// a `ViewTreePreviewCatalog` of the ViewTreePreviews library to render it to PNG.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The previews.
    @ViewBuilder static var previews: Previews { get }
    /// The platform to preview on; `nil` lets the tool decide, which on Linux means iOS devices.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No particular platform.
    public static var platform: PreviewPlatform? { nil }
}

/// The platforms previews can ask for, as in SwiftUI (the tool renders them all on iOS devices).
public enum PreviewPlatform: Hashable, Sendable {
    case iOS, macOS, tvOS, watchOS
}

/// How a preview is sized, as in SwiftUI.
public enum PreviewLayout: Hashable, Sendable {
    /// On the device's screen: its size and safe area (the default).
    case device
    /// At the view's ideal size.
    case sizeThatFits
    /// Centred in a container of this size, with no safe area.
    case fixed(width: CGFloat, height: CGFloat)
}

/// The orientation of the device a preview is shown on, as in SwiftUI.
public enum InterfaceOrientation: Hashable, CaseIterable, Sendable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    /// Whether the screen is wider than it is tall.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
