import Foundation
import Raster
@_spi(ViewTreeInternals) import ViewTree
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

    /// What the image will be: laid out, with its drawing commands listed and drawn off the main
    /// actor unless a view in it needs the main actor to draw (see `ImageRenderer.laidOut`);
    /// else listed here, or why there is no image with a placeholder that says so.
    var plan: SnapshotPlan {
        if let laidOut = renderer.laidOut { return .laidOut(laidOut) }
        let issues = renderer.issues
        return SnapshotPlan(Result { try renderer.drawing }, issues: issues)
    }

    /// The layout, once images are loaded, with issues reported as for the image.
    var layout: ViewTreeLayout {
        RenderIssueReporting.warn(about: renderer.issues, at: SnapshotAssertionLocation.current)
        return renderer.layout
    }
}

/// A red card with `reason` in it, as swift-snapshot-testing draws for views it cannot render.
@MainActor
func unrenderablePlaceholder(saying reason: String) -> Bitmap? {
    let card = Text("Error: the view could not be rendered. \(reason)")
        .foregroundColor(.white)
        .padding()
        .frame(width: 400)
        .background(Color.red)
    return try? ImageRenderer(content: card).canvas.bitmap
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
