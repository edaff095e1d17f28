import Foundation
import Raster
import ViewTree
@_spi(ViewTreeInternals) import ViewTreeUIKit

/// A view set up to be snapshotted: laid out in the window a layout describes, with the traits
/// the device and the test ask for, at the device's scale (1 unless a trait or device sets one).
@MainActor
struct ViewSnapshot<Content: View> {
    let renderer: ImageRenderer<Content>

    init(_ view: Content, layout: SwiftUISnapshotLayout, traits: UITraitCollection) {
        let window: ViewTreeWindow
        let merged: UITraitCollection
        switch layout {
        case .device(let config):
            let insets = config.safeArea
            window = ViewTreeWindow(size: config.size, safeAreaInsets: EdgeInsets(top: insets.top, leading: insets.left,
                                                                                 bottom: insets.bottom, trailing: insets.right))
            merged = UITraitCollection(traitsFrom: [config.traits, traits])
        case .fixed(let width, let height):
            window = ViewTreeWindow(size: CGSize(width: width, height: height))
            merged = traits
        case .sizeThatFits:
            // As swift-snapshot-testing on iOS: the window is the size a hosting controller
            // answers for `sizeThatFits(in: .zero)` (the view's minimum, see there), measured
            // before the window applies the traits (only the scale, for the pixel grid, and the
            // iOS look, which is the simulator's own on iOS).
            let host = UIHostingController(rootView: view.viewTreeOSVersion(traits.viewTreeOSVersion ?? .default))
            let size = host.sizeThatFits(in: .zero, scale: Self.scale(of: traits))
            window = ViewTreeWindow(size: size)
            merged = traits
        }
        renderer = ImageRenderer(content: view)
        renderer.window = window
        renderer.scale = Self.scale(of: merged)
        merged.apply(to: &renderer.environment)
    }

    /// The pixels per point of a snapshot with `traits`.
    private static func scale(of traits: UITraitCollection) -> CGFloat {
        traits.displayScale > 0 ? traits.displayScale : 1
    }

    /// Settles the view as a window does before the image is taken: `onAppear` runs, `.task`
    /// bodies and image loaders get until the deadline to finish.
    func settle() {
        renderer.settle()
    }

    /// What the image will be, laid out and ready to draw off the main actor, or why there is
    /// none with a placeholder that says so. Render issues are reported as warnings at the
    /// assertion's location (which `onMainActor` carries here); those a strict image loader
    /// marks as failures make the snapshot unrenderable, showing the render with its placeholders.
    var plan: SnapshotPlan {
        let issues = renderer.issues
        RenderIssueReporting.warn(about: issues.filter { !$0.isFailure }, at: SnapshotAssertionLocation.current)
        do {
            let failures = issues.filter(\.isFailure)
            return .drawing(try renderer.drawing,
                            failure: failures.isEmpty ? nil : failures.map(\.message).joined(separator: "\n"))
        } catch {
            let reason = String(describing: error)
            return .made(.unrenderable(reason: reason, placeholder: Self.placeholder(saying: reason)))
        }
    }

    /// The layout, once images are loaded, with issues reported as for the image.
    var layout: ViewTreeLayout {
        RenderIssueReporting.warn(about: renderer.issues, at: SnapshotAssertionLocation.current)
        return renderer.layout
    }

    /// A red card with the reason in it, as swift-snapshot-testing draws for views it cannot render.
    private static func placeholder(saying reason: String) -> Bitmap? {
        let card = Text("Error: the view could not be rendered. \(reason)")
            .foregroundColor(.white)
            .padding()
            .frame(width: 400)
            .background(Color.red)
        return try? ImageRenderer(content: card).canvas.bitmap
    }
}

extension UITraitCollection {
    /// These traits with the snapshot host's display scale (`ViewTreeSnapshotHost`) when they
    /// set none and `layout` names no device, as a simulator renders such snapshots at its own
    /// scale. Read on the test's thread, before the hop to the main actor, so that a host set
    /// with `ViewTreeSnapshotHost.withDevice` applies.
    func withHostScale(for layout: SwiftUISnapshotLayout) -> UITraitCollection {
        if case .device = layout { return self }
        guard displayScale <= 0 else { return self }
        return UITraitCollection(traitsFrom: [self, UITraitCollection(displayScale: ViewTreeSnapshotHost.scale)])
    }
}
