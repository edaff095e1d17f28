import Foundation
import Testing
import ViewTree
import Raster

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

/// The README's gradients and effects example, verbatim.
private struct BalanceCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Balance").font(.subheadline).foregroundStyle(.white.opacity(0.8))
            Text("£12,480.55").font(.largeTitle.bold()).foregroundStyle(.white)
        }
        .padding(22)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(LinearGradient(colors: [.indigo, .purple, .pink], startPoint: .topLeading, endPoint: .bottomTrailing),
                    in: RoundedRectangle(cornerRadius: 24, style: .continuous))
        .shadow(color: .purple.opacity(0.45), radius: 16, x: 0, y: 10)
    }
}

@MainActor struct ReadmeExampleTests {
    @Test func theReadmeBalanceCardDrawsItsGradientAndShadow() throws {
        let renderer = ImageRenderer(content: BalanceCard().frame(width: 390).padding(40))
        let canvas = try renderer.canvas
        // Indigo at the card's top left, pink at its bottom right, a purple shadow under it.
        let topLeft = canvas.pixel(x: 60, y: 60), bottomRight = canvas.pixel(x: canvas.width - 60, y: canvas.height - 62)
        #expect(topLeft.blue > topLeft.red && bottomRight.red > bottomRight.blue)
        let belowCard = canvas.pixel(x: canvas.width / 2, y: canvas.height - 30)
        #expect(belowCard.alpha > 0 && belowCard.red > belowCard.green)
    }

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
@MainActor struct ReadmeImageExampleTests {
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
                .viewTreeImageLoader(.stubbed([user.avatarURL: Image(color: .orange, width: 96, height: 96)]))
        }
        let renderer = ImageRenderer(content: view)
        // Five images, the stubbed AsyncImage loaded (its placeholder would be a Color).
        #expect(frames(renderer.layout, named: "Image").count == 5 && frames(renderer.layout, named: "Color").isEmpty)
        // Only "stripe" is missing from this test bundle.
        #expect(renderer.issues.map(\.kind) == [.missingImage])
    }
}
