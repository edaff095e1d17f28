import Raster

nonisolated extension View {
    /// Turns this view into a mask of its luminance, as SwiftUI's `luminanceToAlpha()`: each
    /// pixel's opacity becomes its luminance (Rec. 709 weights, as SVG's `luminanceToAlpha`), so
    /// white stays opaque and black turns clear; the colour left is black (*unverified*, as
    /// SVG's).
    public func luminanceToAlpha() -> some View {
        wrapNodes { node, _ in
            PassThroughNode(child: node, effect: .colorMatrix(name: "luminanceToAlpha", .luminanceToAlpha))
        }
    }
}

extension ColorMatrix {
    /// Red, green and blue to nothing, alpha to the luminance.
    static let luminanceToAlpha = ColorMatrix(rows: [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0],
                                                     [0.2125, 0.7154, 0.0721, 0, 0]])
}
