import Foundation
import Testing
@testable import ViewTree
import Raster

/// Lays `view` out for `proposal` at `scale` and returns the tree of frames.
@MainActor func layout<V: View>(_ view: V, proposal: ProposedViewSize = .unspecified, scale: CGFloat = 1) -> ViewTreeLayout {
    let renderer = ImageRenderer(content: view)
    renderer.environment.viewTreeOSVersion = .iOS17  // these tests pin iOS 17's measurements
    renderer.proposedSize = proposal
    renderer.scale = scale
    return renderer.layout
}

/// The frames of every view named `name`, in tree order.
func frames(_ layout: ViewTreeLayout, named name: String) -> [CGRect] {
    layout.allViews.filter { $0.name == name }.map(\.frame)
}

/// Renders `view` at `scale` and returns the canvas.
@MainActor func render<V: View>(_ view: V, scale: CGFloat = 1, proposal: ProposedViewSize = .unspecified) throws -> RasterCanvas {
    let renderer = ImageRenderer(content: view)
    renderer.environment.viewTreeOSVersion = .iOS17  // these tests pin iOS 17's measurements
    renderer.scale = scale
    renderer.proposedSize = proposal
    return try renderer.canvas
}

/// The ideal width of `text` in the body font, rounded up to whole points (scale 1).
@MainActor func idealWidth(_ text: String, font: Font = .body) throws -> CGFloat {
    let width = ShapedText(text, font: try font.resolved().textFont).layout(width: nil).size.width
    return width.rounded(.up)
}

/// A place for a closure run during layout (an `alignmentGuide` or a `GeometryReader`) to leave
/// what it saw, for the test to check afterwards.
final class Recorder<Value> {
    var values: [Value] = []
    func record(_ value: Value) { values.append(value) }
}

/// Lays `view` out as a window's root view (an iPhone 13 Pro Max in portrait by default).
@MainActor func windowLayout<V: View>(_ view: V, window: ViewTreeWindow = SafeAreaLayoutTests.phone, scale: CGFloat = 1,
                           direction: LayoutDirection = .leftToRight) -> ViewTreeLayout {
    let renderer = ImageRenderer(content: view)
    renderer.environment.viewTreeOSVersion = .iOS17  // these tests pin iOS 17's measurements
    renderer.window = window
    renderer.scale = scale
    renderer.environment.layoutDirection = direction
    return renderer.layout
}
