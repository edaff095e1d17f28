import Foundation
import SnapshotTesting
import ViewTree

extension Snapshotting where Value: View, Format == ViewTreeSnapshotImage {
    /// Snapshots a view as a PNG at its ideal size, compared exactly.
    public static var image: Snapshotting { .image() }

    /// Snapshots a view as a PNG, as swift-snapshot-testing does on iOS.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: Accepted for source compatibility; rendering is always the same.
    ///   - precision: The fraction of pixels that must match.
    ///   - perceptualPrecision: How closely a pixel must match (see `Diffing.image`).
    ///   - layout: A device, a fixed size, or the view's ideal size (the default).
    ///   - traits: Traits over the device's: appearance, scale, text size, layout direction.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
                             perceptualPrecision: Float = 1, layout: SwiftUISnapshotLayout = .sizeThatFits,
                             traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting<ViewTreeSnapshotImage>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { view in
                // Unsafe: the view is handed to the main actor while this thread waits for it.
                nonisolated(unsafe) let view = view
                return onMainActor {
                    let snapshot = ViewSnapshot(view, layout: layout, traits: traits)
                    snapshot.settle()
                    return snapshot.image
                }
            }
    }
}

extension Snapshotting where Value: View, Format == String {
    /// Snapshots a view's layout as text: each view's type, frame in points and text, one a line,
    /// indented by depth, so that a layout change reads as a diff of frames.
    public static func layoutTree(layout: SwiftUISnapshotLayout = .sizeThatFits,
                                  traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting<String>.lines.pullback { view in
            // Unsafe: the view is handed to the main actor while this thread waits for it.
            nonisolated(unsafe) let view = view
            return onMainActor {
                let snapshot = ViewSnapshot(view, layout: layout, traits: traits)
                snapshot.settle()
                return snapshot.layout.description + "\n"
            }
        }
    }

    /// Snapshots a view's layout at its ideal size as text.
    public static var layoutTree: Snapshotting { .layoutTree() }
}

extension ViewTreeLayout: AnySnapshotStringConvertible {
    /// The indented tree, one view a line, for `.dump` snapshots.
    public var snapshotDescription: String { description }
}
