import Foundation

/// A device to render a view on: its screen size in points, safe area and traits, as
/// swift-snapshot-testing's `ViewImageConfig` on iOS. Unlike the simulator, the scale is the real
/// device's (a trait), so `.iPhone13ProMax` renders 1284x2778 pixels on any machine.
public struct ViewImageConfig: Sendable, Hashable {
    /// Phone orientations.
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    /// iPad orientations, with Split View widths.
    public enum TabletOrientation: Sendable {
        /// Split View widths in portrait.
        public enum PortraitSplits: Sendable {
            case oneThird
            case twoThirds
            case full
        }
        /// Split View widths in landscape.
        public enum LandscapeSplits: Sendable {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }
        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    /// The unsafe margins of the screen.
    public var safeArea: UIEdgeInsets
    /// The screen size in points; `nil` fits the view.
    public var size: CGSize?
    /// The device's traits: scale, size classes, text size.
    public var traits: UITraitCollection

    /// A configuration with a safe area, size and traits.
    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }
}
