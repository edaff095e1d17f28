import Foundation

/// Views in a row, as SwiftUI's HStack lays them out.
nonisolated public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A row of `content` aligned vertically by `alignment`, `spacing` apart, spacers included;
    /// by default each pair as far apart as the two prefer (8 points for most views, none next
    /// to a spacer; see `ViewSpacing`).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        [StackNode(axis: .horizontal, alignment: .vertical(alignment), spacing: environment.validSpacing(spacing, of: "HStack"),
                   children: content.resolveNodes(in: environment.inStack(.horizontal)),
                   direction: environment.layoutDirection)]
    }
}

/// Views in a column, as SwiftUI's VStack lays them out.
nonisolated public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A column of `content` aligned horizontally by `alignment`, `spacing` apart, spacers
    /// included; by default each pair as far apart as the two prefer (text after text as lines
    /// of a paragraph, text and other views by the font's metrics, 8 points between other
    /// views, none next to a spacer; see `ViewSpacing`).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        [StackNode(axis: .vertical, alignment: .horizontal(alignment), spacing: environment.validSpacing(spacing, of: "VStack"),
                   children: content.resolveNodes(in: environment.inStack(.vertical)),
                   direction: environment.layoutDirection)]
    }
}

/// Views on top of one another, as SwiftUI's ZStack lays them out.
nonisolated public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content

    /// `content` overlaid, later views in front, aligned by `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        [ZStackNode(alignment: alignment, children: content.resolveNodes(in: environment),
                    direction: environment.layoutDirection)]
    }
}

/// Flexible space along its stack's axis.
nonisolated public struct Spacer: View, PrimitiveView {
    /// The least length the spacer takes; `nil` is the default spacing (8).
    public var minLength: CGFloat?

    /// A spacer at least `minLength` long.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] { [SpacerNode(minLength: minLength)] }
}

/// A hairline separating content: horizontal in a VStack or on its own, vertical in an HStack
/// (also when wrapped in modifiers such as `frame` or `padding` there).
nonisolated public struct Divider: View, PrimitiveView {
    /// A divider.
    public init() {}

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        [DividerNode(axis: environment.stackAxis, scale: environment.displayScale,
                     color: Color.separator.resolved(in: environment))]
    }
}
