import Foundation

nonisolated extension View {
    /// Draws this view with `opacity` (0...1), as one layer.
    public func opacity(_ opacity: Double) -> some View {
        var numbers = InvalidNumbers("opacity")
        let opacity = Double(numbers.unitFraction("opacity", CGFloat(opacity), nanValue: 1))
        return wrapNodes(reporting: numbers) { node, _ in PassThroughNode(child: node, effect: .opacity(opacity)) }
    }

    /// Keeps this view's place in the layout but does not draw it.
    public func hidden() -> some View {
        wrapNodes { node, _ in PassThroughNode(child: node, effect: .hidden) }
    }

    /// Draws this view only inside `shape` (in the view's bounds), by `style`'s rule.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        wrapNodes(reporting: InvalidNumbers(of: shape)) { node, _ in
            PassThroughNode(child: node, effect: .clip(shape, isEvenOdd: style.isEOFilled))
        }
    }

    /// Draws this view only inside its bounds.
    public func clipped() -> some View { clipShape(Rectangle()) }

    /// Clips this view to a rounded rectangle with circular corners of `radius`.
    public func cornerRadius(_ radius: CGFloat) -> some View {
        var numbers = InvalidNumbers("cornerRadius")
        let radius = numbers.length("radius", radius)
        return clipShape(RoundedRectangle(cornerRadius: radius, style: .circular)).reporting(numbers)
    }

    /// `background` behind this view, proposed this view's size and aligned on it. A `Color`
    /// takes the shape-style overload instead, as in SwiftUI, and so fills under the safe area.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        layered(background, placement: .background, alignment: alignment)
    }

    /// The views `content` builds, behind this view.
    public func background<Background: View>(alignment: Alignment = .center,
                                             @ViewBuilder content: () -> Background) -> some View {
        layered(content(), placement: .background, alignment: alignment)
    }

    /// This view's bounds filled with `style` behind it, grown under the safe area on
    /// `ignoresSafeAreaEdges` where the view reaches it (a screen's background fills the screen).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        layered(Rectangle().fill(style).ignoresSafeArea(.container, edges: edges), placement: .background,
                alignment: .center)
    }

    /// `shape` filled with `style` behind this view.
    public func background<S: ShapeStyle, Outline: Shape>(_ style: S, in shape: Outline) -> some View {
        layered(shape.fill(style), placement: .background, alignment: .center)
    }

    /// `overlay` in front of this view, proposed this view's size and aligned on it.
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        layered(overlay, placement: .overlay, alignment: alignment)
    }

    /// The views `content` builds, in front of this view.
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> some View {
        layered(content(), placement: .overlay, alignment: alignment)
    }

    /// `shape` filled with `style` in front of this view.
    public func overlay<S: ShapeStyle, Outline: Shape>(_ style: S, in shape: Outline) -> some View {
        layered(shape.fill(style), placement: .overlay, alignment: .center)
    }

    func layered<Secondary: View>(_ secondary: Secondary, placement: LayeredNode.Placement,
                                          alignment: Alignment) -> some View {
        wrapNodes { node, environment in
            let nodes = secondary.resolveNodes(in: environment)
            let layer = nodes.count == 1 ? nodes[0]
                : ZStackNode(alignment: alignment, children: nodes, direction: environment.layoutDirection)
            return LayeredNode(content: node, secondary: layer, placement: placement, alignment: alignment,
                               direction: environment.layoutDirection)
        }
    }
}
