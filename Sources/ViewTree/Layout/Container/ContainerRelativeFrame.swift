import Foundation

private struct ContainerSizeKey: EnvironmentKey { static let defaultValue = ProposedViewSize.unspecified }

extension EnvironmentValues {
    /// The size of the container `containerRelativeFrame` measures against: the window's safe
    /// area, or what the renderer proposes to the root view (scroll views will set their own);
    /// `nil` on an axis nothing gives.
    var containerSize: ProposedViewSize {
        get { self[ContainerSizeKey.self] }
        set { self[ContainerSizeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Frames this view at the size of its container (the window, less the safe area) on `axes`,
    /// aligned inside; on the other axes it keeps its own size.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// Frames this view at `span` of `count` equal columns (or rows) of its container, `spacing`
    /// apart, on `axes`, as a grid cell.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        let count = max(1, count), span = max(1, span)
        return containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let column = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return column * CGFloat(span) + spacing * CGFloat(span - 1)
        }
    }

    /// Frames this view at `length(containerLength, axis)` on `axes`, aligned inside.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        wrapNodes { node, environment in
            // The container is known before layout, so this is a fixed frame; with no container
            // size on an axis (a render at its ideal size) the view keeps its own size there.
            let container = environment.containerSize
            func frameLength(_ axis: Axis) -> CGFloat? {
                guard axes.contains(axis), let containerLength = container[axis] else { return nil }
                return length(containerLength, axis)
            }
            return FixedFrameNode(child: node, width: frameLength(.horizontal), height: frameLength(.vertical),
                                  alignment: alignment, direction: environment.layoutDirection, name: "containerRelativeFrame")
        }
    }
}
