import Foundation

/// What a `GeometryReader` knows about where it is: its size, how far it reaches into the safe
/// area's margins, and its frame in any coordinate space. It is made when the reader is
/// placed, so every frame is the final one.
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
    /// How far the reader reaches into the unsafe margins on each edge.
    public let safeAreaInsets: EdgeInsets
    /// The reader's frame in the root's coordinates.
    let globalFrame: CGRect
    /// The frames of the named coordinate spaces around the reader.
    let namedSpaces: [AnyHashable: CGRect]

    /// The reader's frame in `coordinateSpace`; in an unknown named space, the global frame.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local:
            return CGRect(origin: .zero, size: size)
        case .global:
            return globalFrame
        case .named(let name):
            guard let space = namedSpaces[name] else { return globalFrame }
            return globalFrame.offsetBy(dx: -space.minX, dy: -space.minY)
        }
    }

    /// The reader's frame in `coordinateSpace` (SwiftUI 5's spelling).
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of the named coordinate space in the reader's own coordinates, if the reader
    /// is inside it.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        namedSpaces[coordinateSpace.name].map { $0.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY) }
    }
}

extension GeometryProxy {
    /// The geometry of a view placed at `frame` (global) in `context`, insets read in the view's
    /// own layout direction.
    init(frame: CGRect, context: PlacementContext, direction: LayoutDirection) {
        let insets = context.safeArea.insets(of: frame)
        self.init(size: frame.size,
                  safeAreaInsets: direction == .leftToRight ? insets
                      : EdgeInsets(top: insets.top, leading: insets.trailing, bottom: insets.bottom, trailing: insets.leading),
                  globalFrame: frame, namedSpaces: context.coordinateSpaces)
    }
}
