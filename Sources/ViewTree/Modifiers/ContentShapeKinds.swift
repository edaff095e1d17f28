/// What a content shape is for, as SwiftUI's `ContentShapeKinds`: touches, drag and context-menu
/// previews, hover and focus effects, accessibility.
public struct ContentShapeKinds: OptionSet, Hashable, Sendable {
    /// The kinds' bits.
    public let rawValue: Int
    /// The kinds with `rawValue`'s bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Where touches and clicks land.
    public static let interaction = ContentShapeKinds(rawValue: 1)
    /// The outline of a dragged view's preview.
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    /// The outline of a context menu's preview.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    /// The outline of hover effects.
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    /// The outline of focus effects.
    public static let focusEffect = ContentShapeKinds(rawValue: 16)
    /// The outline accessibility features use.
    public static let accessibility = ContentShapeKinds(rawValue: 32)
}

nonisolated extension View {
    /// The shape used for `kind` (touches, previews, effects); a still frame shows none of them,
    /// so the view is drawn as it is.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        unchangedInRender()
    }
}
