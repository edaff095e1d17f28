import Foundation

extension ViewSpacing {
    /// A text's preferences, from the largest line metrics of its fonts (`capHeight` too):
    /// text to text by the lines' metrics (`TextSpacingMetrics.distance(from:to:)`); a plain view
    /// above it puts its baseline a line and a tenth below (the line height plus a tenth of it,
    /// rounded up to the pixel grid); a plain view below it starts that far below its capitals,
    /// or a tenth of a line below its descent if that is further. OpenSwiftUI's reading of
    /// SwiftUI (`Spacing.textSpacing`, Text+Spacing.swift); the distance below a text is
    /// *measured* on xramos/BusTrip's iOS 17 cards (FIDELITY.md, "Default spacing between views").
    static func text(_ metrics: TextSpacingMetrics, capHeight: CGFloat) -> ViewSpacing {
        let lineHeight = metrics.ascent + metrics.descent
        let pixel = metrics.pixelLength
        let textSpacing = (lineHeight * 0.1 / pixel).rounded(.up) * pixel
        let lineSpacing = lineHeight + textSpacing
        return ViewSpacing(minima: [
            SpacingKey(category: .textToText, edge: .top): .textTop(metrics),
            SpacingKey(category: .textToText, edge: .bottom): .textBottom(metrics),
            SpacingKey(category: .edgeAboveText, edge: .top): .distance(lineSpacing - metrics.ascent),
            SpacingKey(category: .edgeBelowText, edge: .bottom): .distance(max(lineSpacing - capHeight,
                                                                               textSpacing + metrics.descent)),
        ])
    }

    /// A symbol image's preferences (not resized): flush against text, as a glyph of it; a
    /// plain view above it as far as its baseline is above its bottom, and a point more below it
    /// (OpenSwiftUI's `ResolvedImageLayoutEngine.spacing()`, from the glyph's baseline offset).
    static func symbol(baselineOffset: CGFloat) -> ViewSpacing {
        ViewSpacing(minima: [
            SpacingKey(category: .textToText, edge: .top): .distance(0),
            SpacingKey(category: .textToText, edge: .bottom): .distance(0),
            SpacingKey(category: .edgeAboveText, edge: .top): .distance(baselineOffset),
            SpacingKey(category: .edgeBelowText, edge: .bottom): .distance(baselineOffset + 1),
        ])
    }

    /// These preferences under a frame around `child` that sets its width, its height or both:
    /// a plain view's on the edges across each dimension set, unless the child is a spacer.
    func resettingFramed(width: Bool, height: Bool, of child: LayoutNode) -> ViewSpacing {
        guard !child.isSpacer else { return self }
        var edges: Edge.Set = []
        if width { edges.formUnion([.leading, .trailing]) }
        if height { edges.formUnion([.top, .bottom]) }
        return resetting(edges)
    }

    /// A spacer's preferences: nothing between it and its neighbours along its stack's axis (on
    /// every edge outside a stack), unless the neighbour states a length of its own.
    static func spacer(along axis: Axis?) -> ViewSpacing {
        switch axis {
        case .horizontal: ViewSpacing(plainLength: 0, on: [.leading, .trailing])
        case .vertical: ViewSpacing(plainLength: 0, on: [.top, .bottom])
        case nil: .zero
        }
    }
}
