import Foundation
import Testing
@testable import ViewTree

/// A title and a line of text, padded on white: the view that modifiers drawing nothing in a
/// still frame are tried on.
@MainActor var titleAndBodyCard: some View {
    VStack(alignment: .leading) {
        Text("Title").font(.headline)
        Text("Body")
    }
    .padding()
    .background(Color.white)
}

/// Expects `decorated` to lay out and draw exactly as `plain`.
@MainActor func expectSameRender<Decorated: View, Plain: View>(_ decorated: Decorated, as plain: Plain,
                                                               sourceLocation: SourceLocation = #_sourceLocation) throws {
    let plain = ImageRenderer(content: plain), rendered = ImageRenderer(content: decorated)
    #expect(rendered.layout.description == plain.layout.description, sourceLocation: sourceLocation)
    #expect(try rendered.canvas.bitmap.pixels == plain.canvas.bitmap.pixels, sourceLocation: sourceLocation)
}
