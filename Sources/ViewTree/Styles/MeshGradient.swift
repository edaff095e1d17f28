import Foundation
import Raster

/// A two-dimensional gradient over a grid of points, each with a colour, as SwiftUI's
/// `MeshGradient`: between the points the colours blend smoothly (bicubically, or bilinearly
/// when `smoothsColors` is false) and the grid's edges bend through them. As a view it takes
/// the space it is offered; outside the mesh (where its points leave the bounds uncovered) the
/// background colour shows. A mesh whose points or colours do not number `width` by `height`
/// draws only its background and reports an `invalidNumber` render issue.
nonisolated public struct MeshGradient: View, PrimitiveView, ShapeStyle, Equatable {
    /// Where a mesh's vertices are, as SwiftUI's `MeshGradient.Locations`.
    public enum Locations: Equatable, Sendable {
        /// Points in the unit square, row by row from the top left; the edges between them bend
        /// smoothly through them.
        case points([SIMD2<Float>])
        /// Points with explicit control points for the edges leaving them.
        case bezierPoints([BezierPoint])
    }

    /// A mesh's vertex colours, as SwiftUI's `MeshGradient.Colors`.
    public enum Colors: Equatable, Sendable {
        /// Colours row by row from the top left, one per vertex.
        case colors([Color])
    }

    /// A vertex with the control points of the four edges leaving it, as SwiftUI's
    /// `MeshGradient.BezierPoint`, all in the unit square.
    public struct BezierPoint: Equatable, Sendable {
        /// The vertex.
        public var position: SIMD2<Float>
        /// The control point of the edge towards the vertex before it in its row.
        public var leadingControlPoint: SIMD2<Float>
        /// The control point of the edge towards the vertex above it.
        public var topControlPoint: SIMD2<Float>
        /// The control point of the edge towards the vertex after it in its row.
        public var trailingControlPoint: SIMD2<Float>
        /// The control point of the edge towards the vertex below it.
        public var bottomControlPoint: SIMD2<Float>

        /// A vertex at `position` with the control points of its four edges.
        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                    trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// The number of vertices in a row.
    public var width: Int
    /// The number of rows.
    public var height: Int
    /// Where the vertices are.
    public var locations: Locations
    /// The vertices' colours.
    public var colors: Colors
    /// The colour outside the mesh.
    public var background: Color
    /// Whether colours blend bicubically (smoothly across vertices) rather than bilinearly.
    public var smoothsColors: Bool
    /// The colour space colours blend in; ViewTree blends in sRGB for every space.
    public var colorSpace: Gradient.ColorSpace

    /// A mesh of `width` by `height` vertices at `locations` with `colors`.
    public init(width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    /// A mesh of `width` by `height` vertices at `points` (in the unit square, row by row) with
    /// `colors`.
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width` by `height` vertices with explicit edge control points, with `colors`.
    public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        if ViewTreeMeshPatches(self, in: environment) == nil {
            environment.report(ViewTreeRenderIssue(
                kind: .invalidNumber,
                message: "MeshGradient(width: \(width), height: \(height)) needs at least 2 by 2 vertices and one point "
                    + "and one colour per vertex; it draws only its background."))
        }
        return [MeshGradientNode(mesh: self, environment: environment)]
    }

    /// As a shape style filling anything but a shape (`background(_:)`, `foregroundStyle(_:)`):
    /// a linear gradient from top to bottom through the mean colour of each row, at the row's
    /// mean height. Shapes filled with a mesh draw the mesh itself.
    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        guard let patches = ViewTreeMeshPatches(self, in: environment) else {
            return background._paint(in: bounds, environment: environment)
        }
        let stops = patches.rowMeans().map { ColorStop(color: $0.color, location: $0.location) }
        let start = CGPoint(x: bounds.midX, y: bounds.minY), end = CGPoint(x: bounds.midX, y: bounds.maxY)
        return .gradient(GradientPaint(stops: stops, geometry: .linear(start: start, end: end)))
    }
}

/// A mesh gradient laid out as a shape is (the proposal, 10 by 10 where unspecified) and drawn
/// as an image of the mesh over its frame.
final class MeshGradientNode: LayoutNode {
    private let mesh: MeshGradient
    private let environment: EnvironmentValues

    init(mesh: MeshGradient, environment: EnvironmentValues) {
        self.mesh = mesh
        self.environment = environment
        super.init(name: "MeshGradient", direction: environment.layoutDirection)
    }

    override func size(for proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    override func drawContent(in frame: CGRect, into list: inout [ViewTreeDisplayItem]) {
        list.append(contentsOf: mesh.displayItems(in: frame, environment: environment))
    }
}

extension MeshGradient {
    /// The items drawing this mesh over `frame`: an image of it at the display scale, pixel for
    /// pixel (or at most `ViewTreeMeshPatches.maximumPixels` on a side, enlarged smoothly: the
    /// blend is smooth enough for that).
    func displayItems(in frame: CGRect, environment: EnvironmentValues) -> [ViewTreeDisplayItem] {
        guard frame.width.isFinite, frame.height.isFinite, frame.width > 0, frame.height > 0 else { return [] }
        let longest = max(frame.width, frame.height)
        let scale = min(max(1, environment.displayScale), CGFloat(ViewTreeMeshPatches.maximumPixels) / longest)
        let pixelWidth = max(1, Int((frame.width * scale).rounded(.up)))
        let pixelHeight = max(1, Int((frame.height * scale).rounded(.up)))
        let backdrop = background.resolved(in: environment)
        let bitmap = ViewTreeMeshPatches(self, in: environment)?
            .bitmap(width: pixelWidth, height: pixelHeight, background: backdrop, smooth: smoothsColors)
            ?? ViewTreeMeshPatches.filled(width: pixelWidth, height: pixelHeight, with: backdrop)
        guard let bitmap else { return [] }
        return [.image(ViewTreeImageDrawing(bitmap: bitmap, rect: frame,
                                            source: CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight),
                                            sampling: scale == environment.displayScale ? .nearest : .smooth,
                                            tint: nil))]
    }
}
