import Foundation

extension Path {
    /// A path that is the rectangle `rect`.
    public init(_ rect: CGRect) {
        self.init()
        addRect(rect)
    }

    /// A path that is the ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        self.init()
        addEllipse(in: rect)
    }

    /// A path that is the rectangle `rect` with corners of radius `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A path that is the rectangle `rect` with elliptical corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Adds the rectangle `rect` as a closed subpath, clockwise on screen from its top-left corner.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addPolygon([CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                    CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)], transform: transform)
    }

    /// Adds each rectangle in `rects` as a closed subpath.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath of four cubics.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        // Starting at the rightmost point and running clockwise on screen, as CoreGraphics does,
        // so that trimmed circles start where SwiftUI's do.
        addCorneredRect(r, radii: Array(repeating: CGSize(width: r.width / 2, height: r.height / 2), count: 4),
                        corner: [CircularCorner.cubic], extent: 1, transform: transform, firstCorner: 1)
    }

    /// Adds a rectangle with rounded corners. The corner size is clamped to half the rectangle
    /// (keeping its aspect ratio, so a huge radius gives a capsule); a continuous corner radius
    /// whose extent would pass the middle of the shorter side gives round ends, as UIKit does, and
    /// elliptical continuous corners that would are squashed along that side.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        var rx = max(0, cornerSize.width.isFinite ? cornerSize.width : 0)
        var ry = max(0, cornerSize.height.isFinite ? cornerSize.height : 0)
        guard rx > 0, ry > 0 else {
            addRect(r, transform: transform)
            return
        }
        let fit = min(1, (r.width / 2) / rx, (r.height / 2) / ry)
        rx *= fit
        ry *= fit
        switch style {
        case .circular:
            addCorneredRect(r, radii: Array(repeating: CGSize(width: rx, height: ry), count: 4), corner: [CircularCorner.cubic],
                            extent: 1, transform: transform)
        case .continuous:
            let extent = ContinuousCorner.extent
            let shorter = min(r.width, r.height) / 2
            if rx == ry, rx * extent > shorter {
                // A radius whose continuous corner would pass the middle of the shorter side makes
                // round ends of half that side, as UIKit does from a side just under 3.06 radii:
                // Apple Developer Forums thread 789134 (radius 16: height 48 jumps to larger
                // corners, 49 does not), Stack Overflow 75592757 (208x50 with radius 20 is
                // round-capped); GoodSwiftUI's iOS 18.6 references draw a 40-point button of
                // radius 20 as a capsule and a 40-point square of radius 20 as a circle.
                let ends = CGSize(width: shorter, height: shorter)
                addCorneredRect(r, radii: Array(repeating: ends, count: 4), corner: [CircularCorner.cubic], extent: 1,
                                transform: transform)
                return
            }
            let radii = CGSize(width: min(rx * extent, r.width / 2) / extent,
                               height: min(ry * extent, r.height / 2) / extent)
            addCorneredRect(r, radii: Array(repeating: radii, count: 4), corner: ContinuousCorner.cubics, extent: extent,
                            transform: transform)
        }
    }

    /// Adds a rectangle whose corners have radii of their own (top left, top right, bottom
    /// right, bottom left), each at most half the rectangle's shorter side; a corner of radius 0
    /// stays square. Continuous corners whose extent would pass half a side are squashed along
    /// it, as in `addRoundedRect(in:cornerSize:style:transform:)`.
    public mutating func addRoundedRect(in rect: CGRect, topLeft: CGFloat, topRight: CGFloat, bottomRight: CGFloat,
                                        bottomLeft: CGFloat, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        let extent: CGFloat = style == .continuous ? ContinuousCorner.extent : 1
        // Clockwise from the top right, as the corners are drawn.
        let radii = [topRight, bottomRight, bottomLeft, topLeft].map { radius -> CGSize in
            let radius = min(max(0, radius.isFinite ? radius : 0), limit)
            let squashed = CGSize(width: min(radius * extent, r.width / 2) / extent, height: min(radius * extent, r.height / 2) / extent)
            return style == .continuous ? squashed : CGSize(width: radius, height: radius)
        }
        guard radii.contains(where: { $0.width > 0 && $0.height > 0 }) else {
            addRect(r, transform: transform)
            return
        }
        addCorneredRect(r, radii: radii, corner: style == .continuous ? ContinuousCorner.cubics : [CircularCorner.cubic],
                        extent: extent, transform: transform)
    }

    /// Adds a closed polygon through `points`.
    private mutating func addPolygon(_ points: [CGPoint], transform: CGAffineTransform) {
        addLines(points.map { $0.applying(transform) })
        closeSubpath()
    }

    /// Adds a rectangle whose four corners are replaced by `corner` (cubics in corner coordinates,
    /// see `ContinuousCorner`), each scaled by its radii (top right, bottom right, bottom left,
    /// top left), clockwise on screen from the top edge.
    private mutating func addCorneredRect(_ r: CGRect, radii: [CGSize], corner: [(CGPoint, CGPoint, CGPoint)],
                                          extent: CGFloat, transform: CGAffineTransform, firstCorner: Int = 0) {
        // Each corner: its position, the unit vector back along the arriving edge and the unit
        // vector along the leaving edge.
        let corners: [(CGPoint, CGVector, CGVector)] = [
            (CGPoint(x: r.maxX, y: r.minY), CGVector(dx: -1, dy: 0), CGVector(dx: 0, dy: 1)),
            (CGPoint(x: r.maxX, y: r.maxY), CGVector(dx: 0, dy: -1), CGVector(dx: -1, dy: 0)),
            (CGPoint(x: r.minX, y: r.maxY), CGVector(dx: 1, dy: 0), CGVector(dx: 0, dy: -1)),
            (CGPoint(x: r.minX, y: r.minY), CGVector(dx: 0, dy: 1), CGVector(dx: 1, dy: 0)),
        ]
        func place(_ p: CGPoint, _ c: (CGPoint, CGVector, CGVector), _ radii: CGSize) -> CGPoint {
            // Scale each corner coordinate by the radius of the axis it runs along.
            let (origin, back, out) = c
            let backRadius = back.dx != 0 ? radii.width : radii.height
            let outRadius = out.dx != 0 ? radii.width : radii.height
            return CGPoint(x: origin.x + back.dx * p.x * backRadius + out.dx * p.y * outRadius,
                           y: origin.y + back.dy * p.x * backRadius + out.dy * p.y * outRadius)
                .applying(transform)
        }
        let order = Array(firstCorner..<4) + Array(0..<firstCorner)
        for (index, cornerIndex) in order.enumerated() {
            let c = corners[cornerIndex], radii = radii[cornerIndex]
            let start = place(CGPoint(x: extent, y: 0), c, radii)
            if index == 0 {
                move(to: start)
            } else if start != currentPoint {
                addLine(to: start)
            }
            // A square corner: its curves would all sit on the corner's point.
            guard radii.width > 0, radii.height > 0 else { continue }
            for (c1, c2, end) in corner {
                addCurve(to: place(end, c, radii), control1: place(c1, c, radii), control2: place(c2, c, radii))
            }
        }
        closeSubpath()
    }
}
