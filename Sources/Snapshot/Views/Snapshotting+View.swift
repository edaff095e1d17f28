import Foundation
import SnapshotTesting
import ViewTree
import ViewTreeUIKit

extension Snapshotting where Value: View, Format == ViewTreeSnapshotImage {
    /// Snapshots a view as a PNG at the size `.sizeThatFits` gives it, compared exactly.
    public static var image: Snapshotting { .image() }

    /// Snapshots a view as a PNG, as swift-snapshot-testing does on iOS.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: Whether a `.device` layout is laid out in the host's key
    ///     window resized to the device's size, with the host's safe area rather than the
    ///     device's (`ViewImageConfig.inKeyWindow(of:)`), as iOS does; the drawing is the same.
    ///   - renderingMode: Accepted for source compatibility (the spelling of swift-snapshot-testing
    ///     forks that choose between layer and hierarchy drawing); rendering is always the same.
    ///   - precision: The fraction of pixels that must match.
    ///   - perceptualPrecision: How closely a pixel must match (see `Diffing.image`).
    ///   - layout: A device, a fixed size, or `.sizeThatFits` (the default; see there).
    ///   - traits: Traits over the device's: appearance, scale, text size, layout direction.
    public static func image(drawHierarchyInKeyWindow: Bool = false,
                             renderingMode: SwiftUISnapshotRenderingMode = .auto,
                             precision: Float = 1, perceptualPrecision: Float = 1,
                             layout: SwiftUISnapshotLayout = .sizeThatFits,
                             traits: UITraitCollection = .init()) -> Snapshotting {
        var layout = layout
        if drawHierarchyInKeyWindow, case .device(let config) = layout {
            layout = .device(config: config.inKeyWindow(of: ViewTreeSnapshotHost.device))
        }
        return SimplySnapshotting<ViewTreeSnapshotImage>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { [layout] view in renderedImage(of: view, layout: layout, traits: traits) }
    }
}

/// How a snapshot of a SwiftUI view is drawn, in the spelling of swift-snapshot-testing forks
/// (`.image(renderingMode: .auto)`). ViewTree draws one way, so every mode gives the same pixels.
public enum SwiftUISnapshotRenderingMode: Sendable, Hashable {
    /// The library's choice.
    case auto
    /// Drawn through the key window's hierarchy.
    case enabled
    /// Drawn through the layer tree.
    case disabled
}

/// `view` laid out as a snapshot on the main actor, with its `AsyncImage`s loaded first, and
/// drawn on the calling thread; the layout goes back to the main actor to be let go of.
func renderedImage<Content: View>(of view: Content, layout: SwiftUISnapshotLayout,
                                  traits: UITraitCollection) -> ViewTreeSnapshotImage {
    _ = LargeBufferReuse.enabled
    // Unsafe: the view is handed to the main actor while this thread waits for it.
    nonisolated(unsafe) let view = view
    let traits = traits.withHostScale(for: layout)
    let plan = onMainActor {
        let snapshot = ViewSnapshot(view, layout: layout, traits: traits)
        snapshot.settle()
        return snapshot.plan
    }
    let image = plan.image
    LayoutRelease.onMainActor(consume plan)
    return image
}

extension Snapshotting where Value: View, Format == String {
    /// Snapshots a view's layout as text: each view's type, frame in points and text, one a line,
    /// indented by depth, so that a layout change reads as a diff of frames.
    public static func layoutTree(layout: SwiftUISnapshotLayout = .sizeThatFits,
                                  traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting<String>.lines.pullback { view in
            // Unsafe: the view is handed to the main actor while this thread waits for it.
            nonisolated(unsafe) let view = view
            let traits = traits.withHostScale(for: layout)
            return onMainActor {
                let snapshot = ViewSnapshot(view, layout: layout, traits: traits)
                snapshot.settle()
                return snapshot.layout.description + "\n"
            }
        }
    }

    /// Snapshots a view's layout as text, laid out as `.sizeThatFits` says.
    public static var layoutTree: Snapshotting { .layoutTree() }
}

extension ViewTreeLayout: AnySnapshotStringConvertible {
    /// The indented tree, one view a line, for `.dump` snapshots.
    public var snapshotDescription: String { description }
}
