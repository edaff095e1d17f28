/// A shape filled with a style, as SwiftUI's `_ShapeView` (what `fill(_:)` returns): it draws
/// the fill (and the shadows and blend mode of a style with them), and since iOS 17 takes a stroke or
/// a border drawn over the fill, as in `Circle().fill(.yellow).stroke(.orange, lineWidth: 2)`.
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    let shape: Content
    let style: Style
    let isEvenOdd: Bool

    /// The filled shape.
    public var body: some View {
        ShapeView(shape: shape, style: style, isEvenOdd: isEvenOdd)
            .applyingEffects(of: style)
    }

    /// The fill with the outline stroked over it with `content`, `lineWidth` wide and centred on
    /// the outline. Edges are always antialiased here.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlay(shape.stroke(content, lineWidth: lineWidth))
    }

    /// The fill with the outline stroked over it with `content` and a full stroke style.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        overlay(shape.stroke(content, style: style))
    }
}

extension _ShapeView where Content: InsettableShape {
    /// The fill with the outline stroked inside the shape's bounds over it, `lineWidth` wide.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlay(shape.strokeBorder(content, lineWidth: lineWidth))
    }

    /// The fill with the outline stroked inside the shape's bounds over it, with a full stroke style.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        overlay(shape.strokeBorder(content, style: style))
    }
}
