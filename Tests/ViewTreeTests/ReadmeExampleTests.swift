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

/// The README's image lines, with stand-ins for the values it leaves to the reader.
struct ReadmeImageExampleTests {
    private struct User {
        let avatarURL = URL(string: "https://example.com/ada.png")!
    }

    @Test func theReadmeImageLinesCompileAndLayOut() throws {
        let user = User()
        let bitmap = testBitmap(width: 4, height: 4)
        let jpegData = try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Resources/photo.jpg"))
        let photo = try Image(data: jpegData)                // PNG or JPEG, turned upright by its EXIF orientation
        let view = VStack {
            Image("avatar")                                  // avatar.png, avatar@2x.png, avatar@3x.png or an .imageset
                .resizable().scaledToFill().frame(width: 48, height: 48).clipShape(Circle())
            Image("stripe").resizable(capInsets: EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4), resizingMode: .tile)
            Image(bitmap, scale: 2).renderingMode(.template).foregroundStyle(.pink)
            photo

            AsyncImage(url: user.avatarURL) { $0.resizable() } placeholder: { Color.gray }
                .imageLoader(.stubbed([user.avatarURL: Image(color: .orange, width: 96, height: 96)]))
        }
        let renderer = ImageRenderer(content: view)
        // Five images, the stubbed AsyncImage loaded (its placeholder would be a Color).
        #expect(frames(renderer.layout, named: "Image").count == 5 && frames(renderer.layout, named: "Color").isEmpty)
        // Only "stripe" is missing from this test bundle.
        #expect(renderer.issues.map(\.kind) == [.missingImage])
    }
}
