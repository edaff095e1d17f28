import Foundation

/// Where views line up across a vertical stack or inside a frame, horizontally.
public struct HorizontalAlignment: Hashable, Sendable {
    enum Guide: Hashable, Sendable { case leading, center, trailing }
    let guide: Guide

    public static let leading = HorizontalAlignment(guide: .leading)
    public static let center = HorizontalAlignment(guide: .center)
    public static let trailing = HorizontalAlignment(guide: .trailing)

    /// The guide's distance from the left edge of a view `width` wide.
    func position(inWidth width: CGFloat, direction: LayoutDirection) -> CGFloat {
        switch (guide, direction) {
        case (.center, _): return width / 2
        case (.leading, .leftToRight), (.trailing, .rightToLeft): return 0
        case (.trailing, .leftToRight), (.leading, .rightToLeft): return width
        }
    }
}

/// Where views line up across a horizontal stack or inside a frame, vertically.
public struct VerticalAlignment: Hashable, Sendable {
    enum Guide: Hashable, Sendable { case top, center, bottom, firstTextBaseline, lastTextBaseline }
    let guide: Guide

    public static let top = VerticalAlignment(guide: .top)
    public static let center = VerticalAlignment(guide: .center)
    public static let bottom = VerticalAlignment(guide: .bottom)
    public static let firstTextBaseline = VerticalAlignment(guide: .firstTextBaseline)
    public static let lastTextBaseline = VerticalAlignment(guide: .lastTextBaseline)

    /// The guide's distance from the top of `node` laid out at `size`. Views without text have
    /// their baselines at the bottom, as in SwiftUI.
    func position(of node: LayoutNode, size: CGSize) -> CGFloat {
        switch guide {
        case .top: return 0
        case .center: return size.height / 2
        case .bottom: return size.height
        case .firstTextBaseline: return node.firstBaseline(in: size) ?? size.height
        case .lastTextBaseline: return node.lastBaseline(in: size) ?? size.height
        }
    }
}

/// A horizontal and a vertical alignment together.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    /// An alignment of `horizontal` and `vertical`.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)

    /// Where a child of `child`'s size goes inside a container of `container`'s size so that
    /// their guides meet, relative to the container's top left.
    func origin(of child: LayoutNode, size: CGSize, in container: CGSize, direction: LayoutDirection) -> CGPoint {
        let x = horizontal.position(inWidth: container.width, direction: direction)
            - horizontal.position(inWidth: size.width, direction: direction)
        // A container's baseline guide is its child's: text stays where its own baseline puts it.
        let containerY = vertical.guide == .firstTextBaseline || vertical.guide == .lastTextBaseline
            ? vertical.position(of: child, size: size) : vertical.position(of: child, size: container)
        return CGPoint(x: x, y: containerY - vertical.position(of: child, size: size))
    }

    /// `node` sized for `proposal` and placed in a container of `size` so that their guides meet.
    func place(_ node: LayoutNode, proposing proposal: ProposedViewSize, in size: CGSize,
               direction: LayoutDirection) -> (node: LayoutNode, frame: CGRect) {
        let nodeSize = node.sizeThatFits(proposal)
        return (node, CGRect(origin: origin(of: node, size: nodeSize, in: size, direction: direction), size: nodeSize))
    }
}
