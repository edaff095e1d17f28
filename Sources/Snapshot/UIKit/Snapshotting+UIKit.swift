import Foundation
import SnapshotTesting
import ViewTree
@_spi(ViewTreeInternals) import ViewTreeUIKit

// swift-snapshot-testing's strategies for UIKit values, with its 1.19.7 spellings, drawn by
// ViewTree: a hosting controller's root view exactly as the SwiftUI strategies draw the view
// (`.image(on: .iPhone13ProMax)` and `.image(layout: .device(config: .iPhone13ProMax))` record
// the same pixels), other views as `UIView` describes.

extension Snapshotting where Value == UIViewController, Format == ViewTreeSnapshotImage {
    /// Snapshots a view controller's view at its size, compared exactly.
    public static var image: Snapshotting { .image() }

    /// Snapshots a view controller's view on a device, as swift-snapshot-testing does on iOS.
    ///
    /// - Parameters:
    ///   - config: The device: its size, safe area and traits.
    ///   - drawHierarchyInKeyWindow: Whether to lay the controller out in the host's key window
    ///     resized to the device's size, with the host's safe area rather than the device's
    ///     (`ViewImageConfig.inKeyWindow(of:)`), as iOS does; the drawing is the same.
    ///   - precision: The fraction of pixels that must match.
    ///   - perceptualPrecision: How closely a pixel must match (see `Diffing.image`).
    ///   - size: A size to use instead of the device's.
    ///   - traits: Traits over the device's.
    public static func image(on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false,
                             precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
                             traits: UITraitCollection = .init()) -> Snapshotting {
        var config = config
        if let size { config.size = size }
        if drawHierarchyInKeyWindow { config = config.inKeyWindow(of: ViewTreeSnapshotHost.device) }
        return SimplySnapshotting<ViewTreeSnapshotImage>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { controller in renderedImage(of: controller, layout: .device(config: config), traits: traits) }
    }

    /// Snapshots a view controller's view at `size` (the view's frame when `nil`), with no safe area.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: Accepted for source compatibility; rendering is always the same.
    ///   - precision: The fraction of pixels that must match.
    ///   - perceptualPrecision: How closely a pixel must match (see `Diffing.image`).
    ///   - size: The size to draw at.
    ///   - traits: Appearance, scale, text size and layout direction.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
                             perceptualPrecision: Float = 1, size: CGSize? = nil,
                             traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting<ViewTreeSnapshotImage>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { controller in renderedImage(of: controller, size: size, traits: traits) }
    }
}

extension Snapshotting where Value == UIView, Format == ViewTreeSnapshotImage {
    /// Snapshots a view at its size, compared exactly.
    public static var image: Snapshotting { .image() }

    /// Snapshots a view at `size` (its frame's size when `nil`), as swift-snapshot-testing does on iOS.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: Accepted for source compatibility; rendering is always the same.
    ///   - precision: The fraction of pixels that must match.
    ///   - perceptualPrecision: How closely a pixel must match (see `Diffing.image`).
    ///   - size: The size to draw at.
    ///   - traits: Appearance, scale, text size and layout direction.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
                             perceptualPrecision: Float = 1, size: CGSize? = nil,
                             traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting<ViewTreeSnapshotImage>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { view in renderedImage(of: view, size: size, traits: traits) }
    }
}

extension Snapshotting where Value == UIImage, Format == ViewTreeSnapshotImage {
    /// Snapshots an image's pixels, compared exactly.
    public static var image: Snapshotting { .image() }

    /// Snapshots an image's pixels, as swift-snapshot-testing does on iOS.
    ///
    /// - Parameters:
    ///   - precision: The fraction of pixels that must match.
    ///   - perceptualPrecision: How closely a pixel must match (see `Diffing.image`).
    ///   - scale: Accepted for source compatibility: the image's own pixels are compared.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1,
                             scale: CGFloat? = nil) -> Snapshotting {
        SimplySnapshotting<ViewTreeSnapshotImage>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { image in
                if let pixels = image.pixels { return .bitmap(pixels) }
                return renderedImage(of: Image(uiImage: image), layout: .sizeThatFits,
                                     traits: UITraitCollection(displayScale: image.scale))
            }
    }
}

/// A view controller's view laid out as `layout` says, with the controller's appearance override.
private func renderedImage(of controller: UIViewController, layout: SwiftUISnapshotLayout,
                           traits: UITraitCollection) -> ViewTreeSnapshotImage {
    let traits = traits.withHostScale(for: layout)
    return onMainActor {
        let style = UITraitCollection(userInterfaceStyle: controller.overrideUserInterfaceStyle)
        return plan(of: controller.view, layout: layout, traits: UITraitCollection(traitsFrom: [traits, style]))
    }.image
}

/// A view controller's view at `size`, or its view's frame, with no safe area.
private func renderedImage(of controller: UIViewController, size: CGSize?, traits: UITraitCollection) -> ViewTreeSnapshotImage {
    let size = size ?? onMainActor { controller.view.frame.size }
    return renderedImage(of: controller, layout: .fixed(width: size.width, height: size.height), traits: traits)
}

/// A view at `size`, or its frame's size, with no safe area.
private func renderedImage(of view: UIView, size: CGSize?, traits: UITraitCollection) -> ViewTreeSnapshotImage {
    let traits = traits.withHostScale(for: .sizeThatFits)
    return onMainActor {
        let size = size ?? view.frame.size
        return plan(of: view, layout: .fixed(width: size.width, height: size.height), traits: traits)
    }.image
}

/// A view laid out as `layout` says, with its appearance override over `traits`.
@MainActor
private func plan(of view: UIView, layout: SwiftUISnapshotLayout, traits: UITraitCollection) -> SnapshotPlan {
    let style = UITraitCollection(userInterfaceStyle: view.overrideUserInterfaceStyle)
    let snapshot = ViewSnapshot(view.snapshotContent, layout: layout, traits: UITraitCollection(traitsFrom: [traits, style]))
    snapshot.settle()
    // The assertion's location is seen here when the test runs on the main actor (a hop to the main queue loses it).
    return snapshot.plan
}
