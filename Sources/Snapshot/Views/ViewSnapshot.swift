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
            window = ViewTreeWindow(size: nil)
            merged = traits
        }
        renderer = ImageRenderer(content: view)
        renderer.window = window
        renderer.scale = merged.displayScale > 0 ? merged.displayScale : 1
        merged.apply(to: &renderer.environment)
    }

    /// Settles the view as a window does before the image is taken: `onAppear` runs, `.task`
    /// bodies and image loaders get until the deadline to finish.
    func settle() {
        renderer.settle()
    }

    /// What the image will be, laid out and ready to draw off the main actor, or why there is
    /// none with a placeholder that says so. Render issues are reported as warnings at `location`
    /// (the assertion's); those a strict image loader marks as failures make the snapshot
    /// unrenderable, showing the render with its placeholders.
    func plan(reportingAt location: SnapshotAssertionLocation?) -> SnapshotPlan {
        let issues = renderer.issues
        RenderIssueReporting.warn(about: issues.filter { !$0.isFailure }, at: location)
        do {
            let failures = issues.filter(\.isFailure)
            return .drawing(try renderer.drawing,
                            failure: failures.isEmpty ? nil : failures.map(\.message).joined(separator: "\n"))
        } catch {
            let reason = String(describing: error)
            return .unrenderable(reason: reason, placeholder: Self.placeholder(saying: reason))
        }
    }

    /// The layout, once images are loaded, with issues reported as for the image.
    func layout(reportingAt location: SnapshotAssertionLocation?) -> ViewTreeLayout {
        RenderIssueReporting.warn(about: renderer.issues, at: location)
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
