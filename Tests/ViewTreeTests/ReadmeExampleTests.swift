import Foundation
import Testing
import ViewTree

/// The README's view example, verbatim, so that it keeps compiling and rendering.
private struct Row: View {
    let title: String
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        HStack {
            Circle().fill(.blue).frame(width: 32, height: 32)
            Text(title).font(.headline).lineLimit(1)
            Spacer()
            Text("9:41").font(.footnote).foregroundStyle(.secondary)
        }
        .padding()
        .background(colorScheme == .dark ? Color(white: 0.11) : .white)
        .clipShape(RoundedRectangle(cornerRadius: 14))
    }
}

struct ReadmeExampleTests {
    @Test func theReadmeRowRendersAtThreeTimesItsSize() throws {
        let renderer = ImageRenderer(content: Row(title: "Hello").frame(width: 390))
        renderer.scale = 3
        let bitmap = try Bitmap(pngData: try renderer.pngData())
        #expect(bitmap.width == 1170)
        // 32-point circle plus 16 points of padding above and below.
        #expect(bitmap.height == 64 * 3)
        #expect(renderer.layout.first(text: "Hello") != nil)
    }
}
