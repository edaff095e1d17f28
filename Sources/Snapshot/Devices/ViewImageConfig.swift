import Foundation
import ViewTree
import ViewTreeUIKit

/// A device to render a view on: its screen size in points, safe area and traits, as
/// swift-snapshot-testing's `ViewImageConfig` on iOS. Unlike the simulator, the scale is the real
/// device's (a trait), so `.iPhone13ProMax` renders 1284x2778 pixels on any machine.
public struct ViewImageConfig: Sendable, Hashable {
    /// Phone orientations.
    public typealias Orientation = ViewTreeDevice.Orientation
    /// iPad orientations, with Split View widths.
    public typealias TabletOrientation = ViewTreeDevice.TabletOrientation

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

    /// The configuration of a device of ViewTree's catalog, with the traits swift-snapshot-testing
    /// gives it: phones also render left to right with text one step small (content size
    /// `.medium`), as swift-snapshot-testing's phone traits ask.
    public init(_ device: ViewTreeDevice) {
        let insets = device.safeAreaInsets
        var traits: [UITraitCollection] = [.init(displayScale: device.scale)]
        switch device.idiom {
        case .phone:
            traits += [.init(layoutDirection: .leftToRight), .init(preferredContentSizeCategory: .medium),
                       .init(userInterfaceIdiom: .phone)]
        case .pad: traits.append(.init(userInterfaceIdiom: .pad))
        case .tv: traits.append(.init(userInterfaceIdiom: .tv))
        }
        if let sizeClass = device.horizontalSizeClass { traits.append(.init(horizontalSizeClass: .init(sizeClass))) }
        if let sizeClass = device.verticalSizeClass { traits.append(.init(verticalSizeClass: .init(sizeClass))) }
        self.init(safeArea: UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing),
                  size: device.size, traits: UITraitCollection(traitsFrom: traits))
    }
}
