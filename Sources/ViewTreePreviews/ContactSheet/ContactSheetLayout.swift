import Foundation

/// Where everything goes on a contact sheet, in the sheet's pixels: a title on top, then one
/// tile per device side by side, each a label over the screen, the screens top-aligned at one
/// scale so that their sizes compare as the devices' do. Lengths are points times `scale`.
public struct ViewTreeContactSheetLayout: Hashable, Sendable {
    /// Space around the sheet and between tiles, in points.
    public static let margin: CGFloat = 32
    /// The title's band, in points.
    public static let titleHeight: CGFloat = 44
    /// The labels' band over the screens, in points.
    public static let labelHeight: CGFloat = 64
    /// The narrowest tile, so that labels have room beside small screens, in points.
    public static let minimumTileWidth: CGFloat = 160

    /// One device's place.
    public struct Tile: Hashable, Sendable {
        /// The label's rectangle.
        public var label: CGRect
        /// The screen image's rectangle.
        public var screen: CGRect
    }

    /// The sheet's size in pixels.
    public let size: CGSize
    /// The title's rectangle.
    public let title: CGRect
    /// The tiles, left to right.
    public let tiles: [Tile]

    /// The layout of screens of `imageSizes` pixels (already at the sheet's scale) at `scale`
    /// pixels per point of margin and text.
    public init(imageSizes: [CGSize], scale: CGFloat) {
        let margin = Self.margin * scale, titleHeight = Self.titleHeight * scale, labelHeight = Self.labelHeight * scale
        let top = margin + titleHeight
        var x = margin
        var tiles: [Tile] = []
        for image in imageSizes {
            let width = max(image.width, Self.minimumTileWidth * scale)
            tiles.append(Tile(label: CGRect(x: x, y: top, width: width, height: labelHeight),
                              screen: CGRect(x: x, y: top + labelHeight, width: image.width, height: image.height)))
            x += width + margin
        }
        let tallest = imageSizes.map(\.height).max() ?? 0
        let width = max(x, margin * 2 + Self.minimumTileWidth * scale)
        size = CGSize(width: width, height: top + labelHeight + tallest + margin)
        title = CGRect(x: margin, y: margin, width: width - 2 * margin, height: titleHeight)
        self.tiles = tiles
    }
}
