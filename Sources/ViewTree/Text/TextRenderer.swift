import Foundation
import Raster

// `textRenderer(_:)` (iOS 18): a value that draws text views' lines itself, as SwiftUI's
// `TextRenderer`. ViewTree hands it the layout the text is drawn with and a graphics context whose
// drawing goes where the text would have been drawn; a renderer drawing each line as it is draws
// the text as without one. Underlines and strikethrough lines are drawn over what the renderer
// draws, and `displayPadding` is not used (the render does not clip text to its frame).

/// A value that replaces how text views draw themselves.
public protocol TextRenderer: Animatable {
    /// Draws `layout` into `ctx`, whose origin is the text view's top left.
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext)
    /// The size of the text for `proposal`; by default `text.sizeThatFits(proposal)`.
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
    /// Extra room around the text that the drawing may take; by default none.
    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    /// The text's own size for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { text.sizeThatFits(proposal) }
    /// No extra room.
    public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// A proxy for a text view that custom text renderers size it with.
public struct TextProxy {
    private let measure: (ProposedViewSize) -> CGSize

    /// A proxy measuring the text with `measure`.
    init(measure: @escaping (ProposedViewSize) -> CGSize) {
        self.measure = measure
    }

    /// The space the text view needs for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}

private struct TextRendererKey: EnvironmentKey {
    static var defaultValue: (any TextRenderer)? { nil }
}

extension EnvironmentValues {
    /// The renderer text views inside draw themselves with (`textRenderer(_:)`), if any.
    var textRenderer: (any TextRenderer)? {
        get { self[TextRendererKey.self] }
        set { self[TextRendererKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Makes the text views inside draw themselves with `renderer`.
    public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View {
        nonisolated(unsafe) let renderer = renderer  // read on the main actor only, when the text draws
        return transformEnvironment { $0.textRenderer = renderer }
    }
}

extension GraphicsContext {
    /// Draws `line` where its origin says, through the context's transform, clip and opacity.
    public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {
        drawText(line.layout, lines: [line.base], offset: line.offset)
    }

    /// Draws `run` where its line's origin says.
    public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {
        drawText(run.line.layout, lines: [run.line.base.showing([run.base])], offset: run.line.offset)
    }

    /// Draws the glyphs of `slice` where their line's origin says.
    public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {
        let run = slice.run
        drawText(run.line.layout, lines: [run.line.base.showing([run.glyphs(slice.indices)])], offset: run.line.offset)
    }

    private func drawText(_ layout: Text.Layout, lines: [TextLayout.Line], offset: CGVector) {
        record(.transform(transform, [.text(layout.base.showing(lines), CGPoint(x: offset.dx, y: offset.dy), layout.paints)]))
    }

    /// What `draw` records when `renderer` draws `layout` in `environment`.
    static func items(drawing layout: Text.Layout, with renderer: any TextRenderer,
                      in environment: EnvironmentValues) -> [ViewTreeDisplayItem] {
        let recorder = Recorder()
        var context = GraphicsContext(environment: environment, recorder: recorder)
        renderer.draw(layout: layout, in: &context)
        return recorder.items
    }
}
