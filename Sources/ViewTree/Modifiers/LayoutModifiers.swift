import Foundation

nonisolated extension View {
    /// Pads this view by `length` on `edges` (16 points, SwiftUI's default, when `nil`).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(edges, length ?? 16))
    }

    /// Pads this view by `length` on every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Pads this view by `insets`.
    public func padding(_ insets: EdgeInsets) -> some View {
        var numbers = InvalidNumbers("padding")
        let insets = EdgeInsets(top: numbers.finite("top", insets.top), leading: numbers.finite("leading", insets.leading),
                                bottom: numbers.finite("bottom", insets.bottom),
                                trailing: numbers.finite("trailing", insets.trailing))
        return wrapNodes(reporting: numbers) { PaddingNode(child: $0, insets: insets, direction: $1.layoutDirection) }
    }

    /// Puts this view in a frame of fixed `width` and/or `height`, aligned inside it.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        // SwiftUI treats negative or non-finite fixed sizes as invalid; ViewTree makes them zero.
        var numbers = InvalidNumbers("frame")
        let width = width.map { numbers.length("width", $0) }
        let height = height.map { numbers.length("height", $0) }
        return wrapNodes(reporting: numbers) {
            FixedFrameNode(child: $0, width: width, height: height, alignment: alignment, direction: $1.layoutDirection)
        }
    }

    /// Puts this view in a flexible frame with size limits and ideal sizes.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        var numbers = InvalidNumbers("frame")
        let width = FlexibleFrameNode.Limits(min: numbers.dimension("minWidth", minWidth),
                                             ideal: numbers.dimension("idealWidth", idealWidth),
                                             max: numbers.dimension("maxWidth", maxWidth, allowsInfinity: true))
        let height = FlexibleFrameNode.Limits(min: numbers.dimension("minHeight", minHeight),
                                              ideal: numbers.dimension("idealHeight", idealHeight),
                                              max: numbers.dimension("maxHeight", maxHeight, allowsInfinity: true))
        return wrapNodes(reporting: numbers) {
            FlexibleFrameNode(child: $0, width: width, height: height, alignment: alignment, direction: $1.layoutDirection)
        }
    }

    /// Moves this view when drawn, leaving its place in the layout (positive x towards the
    /// trailing edge: right to left, it moves left).
    public func offset(_ offset: CGSize) -> some View {
        var numbers = InvalidNumbers("offset")
        let offset = CGSize(width: numbers.finite("x", offset.width), height: numbers.finite("y", offset.height))
        return wrapNodes(reporting: numbers) { OffsetNode(child: $0, offset: offset, direction: $1.layoutDirection) }
    }

    /// Moves this view by `x` and `y` when drawn.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }

    /// Fixes this view at its ideal size on both axes.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Fixes this view at its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        wrapNodes { node, _ in FixedSizeNode(child: node, horizontal: horizontal, vertical: vertical) }
    }

    /// Constrains this view to `aspectRatio` (width over height; `nil`: its ideal size's).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        wrapNodes { node, _ in AspectRatioNode(child: node, ratio: aspectRatio, contentMode: contentMode) }
    }

    /// Constrains this view to the aspect ratio of `aspectRatio`.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    /// Scales this view to fit its parent, keeping its aspect ratio.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales this view to fill its parent, keeping its aspect ratio.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// Gives this view space earlier (higher) or later in stacks.
    public func layoutPriority(_ value: Double) -> some View {
        wrapNodes { node, _ in PassThroughNode(child: node, effect: .layoutPriority(value)) }
    }

    /// Draws this view above (higher) or below its siblings.
    public func zIndex(_ value: Double) -> some View {
        wrapNodes { node, _ in PassThroughNode(child: node, effect: .zIndex(value)) }
    }
}
