import Foundation
import Raster

/// Cuts a resizable image into the pieces that fill a frame: with cap insets, nine pieces whose
/// corners keep their natural size, edges stretch (or tile) along one axis and middle along both;
/// without, the whole image stretched or tiled.
struct ImageSlicing {
    let bitmap: Bitmap
    /// Image pixels per point.
    let pixelScale: CGFloat
    let resizing: Image.Resizing?
    /// Device pixels per point: the cuts land on this grid, so neighbouring pieces leave no seam.
    let displayScale: CGFloat

    /// One axis of the cut: where pieces start and end in image pixels and in points.
    private struct Band {
        var source: ClosedRange<CGFloat>
        var destination: ClosedRange<CGFloat>
        /// Whether the piece repeats at its natural size rather than stretching.
        var tiles: Bool
    }

    /// The drawing commands that fill `frame`.
    func drawings(in frame: CGRect, sampling: ImageSampling, tint: Paint?) -> [ViewTreeDisplayItem] {
        let whole = CGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height)
        guard let resizing else {
            return [.image(ViewTreeImageDrawing(bitmap: bitmap, rect: frame, source: whole, sampling: sampling, tint: tint))]
        }
        let tiles = resizing.mode == .tile
        let insets = resizing.capInsets
        let columns = bands(from: frame.minX, to: frame.maxX, pixels: CGFloat(bitmap.width),
                            caps: (insets.leading, insets.trailing), tiles: tiles)
        let rows = bands(from: frame.minY, to: frame.maxY, pixels: CGFloat(bitmap.height),
                         caps: (insets.top, insets.bottom), tiles: tiles)
        var items: [ViewTreeDisplayItem] = []
        for row in rows {
            for column in columns {
                items += piece(column: column, row: row, sampling: sampling, tint: tint)
            }
        }
        return items
    }

    /// Up to three bands along one axis: the leading cap, the middle and the trailing cap. Caps
    /// keep their natural length unless the frame is shorter than both together, when they
    /// share it in proportion.
    private func bands(from start: CGFloat, to end: CGFloat, pixels: CGFloat, caps: (CGFloat, CGFloat),
                       tiles: Bool) -> [Band] {
        guard start.isFinite, end.isFinite, end > start, pixels > 0, pixelScale.isFinite, pixelScale > 0 else { return [] }
        let natural = pixels / pixelScale
        let lead = min(max(0, caps.0.isFinite ? caps.0 : 0), natural)
        let trail = min(max(0, caps.1.isFinite ? caps.1 : 0), natural - lead)
        let squeeze = min(1, (end - start) / max(lead + trail, .leastNonzeroMagnitude))
        // Cuts on the pixel grid, kept in order and inside the frame, whose own edges may lie off it.
        let cut1 = clamp(snap(start + lead * squeeze), start, end), cut2 = clamp(snap(end - trail * squeeze), cut1, end)
        let sourceCut1 = clamp(lead * pixelScale, 0, pixels), sourceCut2 = clamp(pixels - trail * pixelScale, sourceCut1, pixels)
        let cuts = [(0, sourceCut1, start, cut1, false), (sourceCut1, sourceCut2, cut1, cut2, tiles),
                    (sourceCut2, pixels, cut2, end, false)]
        return cuts.filter { $0.1 > $0.0 && $0.3 > $0.2 }.map { cut in
            Band(source: cut.0...cut.1, destination: cut.2...cut.3, tiles: cut.4)
        }
    }

    /// `value` within `low...high` (`low` when it is NaN).
    private func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
        value >= low ? min(value, high) : low
    }

    /// One piece: stretched over its rectangle, or repeated at natural size and clipped to it.
    private func piece(column: Band, row: Band, sampling: ImageSampling, tint: Paint?) -> [ViewTreeDisplayItem] {
        let source = CGRect(x: column.source.lowerBound, y: row.source.lowerBound,
                            width: column.source.upperBound - column.source.lowerBound,
                            height: row.source.upperBound - row.source.lowerBound)
        let area = CGRect(x: column.destination.lowerBound, y: row.destination.lowerBound,
                          width: column.destination.upperBound - column.destination.lowerBound,
                          height: row.destination.upperBound - row.destination.lowerBound)
        let tile = CGSize(width: column.tiles ? source.width / pixelScale : area.width,
                          height: row.tiles ? source.height / pixelScale : area.height)
        guard column.tiles || row.tiles else {
            return [.image(ViewTreeImageDrawing(bitmap: bitmap, rect: area, source: source, sampling: sampling, tint: tint))]
        }
        var tiles: [ViewTreeDisplayItem] = []
        var y = area.minY
        while y < area.maxY {
            var x = area.minX
            while x < area.maxX {
                let rect = CGRect(x: x, y: y, width: tile.width, height: tile.height)
                tiles.append(.image(ViewTreeImageDrawing(bitmap: bitmap, rect: rect, source: source, sampling: sampling, tint: tint)))
                x += tile.width
            }
            y += tile.height
        }
        return [.clip(Path(area), tiles)]
    }

    /// `value` on the device pixel grid, as frames are (left alone for a scale that is not valid).
    private func snap(_ value: CGFloat) -> CGFloat {
        displayScale > 0 && displayScale.isFinite ? PlacedNode.snap(value, scale: displayScale) : value
    }
}
