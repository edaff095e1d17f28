import Foundation
import Raster

extension RasterCanvas {
    /// Draws display items (in points; the canvas's transform maps them to pixels).
    public func draw(_ items: [ViewTreeDisplayItem]) throws {
        try draw(items, nesting: 1)
    }

    /// Draws `items`, nested in `nesting - 1` clips, layers and other groups.
    private func draw(_ items: [ViewTreeDisplayItem], nesting: Int) throws {
        guard !StackRoom.isLow else { throw ViewTreeRenderError.tooDeep(depth: nesting) }
        for item in items {
            switch item {
            case .fill(let path, let paint):
                try fill(path, paint: paint)
            case .stroke(let path, let paint, let style):
                try stroke(path, paint: paint, style: style)
            case .text(let layout, let origin, let paints):
                try draw(layout, at: origin, paints: paints)
            case .image(let drawing):
                try draw(drawing)
            case .clip(let path, let items):
                try withClip(path) { try draw(items.reaching(into: path.boundingRect), nesting: nesting + 1) }
            case .layer(let opacity, let blendMode, let items):
                try withLayer(opacity: opacity, blendMode: blendMode, bounds: items.bounds) { try draw(items, nesting: nesting + 1) }
            case .transform(let transform, let items):
                try withTransform(transform) { try draw(items, nesting: nesting + 1) }
            case .shadow(let shadow, let items):
                try withShadow(color: shadow.color, radius: shadow.radius, offset: shadow.offset, bounds: items.bounds) {
                    try draw(items, nesting: nesting + 1)
                }
            case .blur(let radius, let opaque, let items):
                try withBlur(radius: radius, opaque: opaque, bounds: items.bounds) { try draw(items, nesting: nesting + 1) }
            case .colorMatrix(let matrix, let items):
                try withColorMatrix(matrix, bounds: items.bounds) { try draw(items, nesting: nesting + 1) }
            case .mask(let mask, let items):
                try withMask({ try draw(mask, nesting: nesting + 1) }) { try draw(items, nesting: nesting + 1) }
            case .evenOdd(let items):
                for item in items {
                    switch item {
                    case .fill(let path, let paint):
                        try fill(path, paint: paint, rule: .evenOdd)
                    case .clip(let path, let inner):
                        try withClip(path, rule: .evenOdd) { try draw(inner.reaching(into: path.boundingRect), nesting: nesting + 1) }
                    default:
                        try draw([item], nesting: nesting + 1)
                    }
                }
            }
        }
    }

    /// Draws an image; a template image with a gradient (or material) tint paints it through the
    /// image's alpha.
    private func draw(_ drawing: ViewTreeImageDrawing) throws {
        switch drawing.tint {
        case nil:
            try draw(drawing.bitmap, in: drawing.rect, from: drawing.source, sampling: drawing.sampling)
        case .color(let color):
            try draw(drawing.bitmap, in: drawing.rect, from: drawing.source, sampling: drawing.sampling, tint: color)
        case let paint?:
            try withMask({
                try draw(drawing.bitmap, in: drawing.rect, from: drawing.source, sampling: drawing.sampling, tint: .white)
            }) {
                try fill(Path(drawing.rect), paint: paint)
            }
        }
    }
}
