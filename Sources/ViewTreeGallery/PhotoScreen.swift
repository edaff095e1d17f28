import ViewTreePreviews
import Raster

/// A photo feed built with the view DSL: a hero photo, cropped thumbnails, an avatar loaded
/// through `AsyncImage` from a stubbed URL and a template icon.
struct PhotoScreen: View {
    static let avatarURL = URL(string: "https://example.com/avatars/maya.jpg")!

    let photo: Image

    @Environment(\.colorScheme) private var colorScheme

    /// The screen with the sample photo, its avatar URL answered by a strict stub.
    static func make() throws -> some View {
        let photo = try SamplePhoto.load()
        return PhotoScreen(photo: photo).viewTreeImageLoader(.stubbed([avatarURL: photo], strict: true))
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 14) {
                HStack(spacing: 10) {
                    AsyncImage(url: Self.avatarURL) { image in
                        image.resizable().scaledToFill()
                    } placeholder: {
                        Color.gray
                    }
                    .frame(width: 36, height: 36)
                    .clipShape(Circle())
                    Text("Photos").font(.largeTitle.bold())
                    Spacer()
                }
                Color.clear.frame(height: 260)
                    .overlay { photo.resizable().scaledToFill() }
                    .clipShape(RoundedRectangle(cornerRadius: 20))
                    .overlay(alignment: .bottomLeading) {
                        Text("Colour study").font(.headline)
                            .padding(.horizontal, 14).padding(.vertical, 8)
                            .background(.ultraThinMaterial, in: Capsule())
                            .padding(12)
                    }
                Text("Recent").font(.title2.bold())
                ForEach(0..<2, id: \.self) { row in
                    HStack(spacing: 6) {
                        ForEach(0..<3, id: \.self) { column in
                            Color.clear.frame(height: row == 0 ? 128 : 180)
                                .overlay { photo.resizable().scaledToFill() }
                                .clipped()
                        }
                    }
                }
                .clipShape(RoundedRectangle(cornerRadius: 12))
                HStack(spacing: 8) {
                    Image(Self.heart, scale: 2).renderingMode(.template).foregroundStyle(Color.pink)
                    Text("128 photos, 3 albums").font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer(minLength: 0)
            }
            .padding(.horizontal, 16)
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .background(GalleryPalette(colorScheme).background)
    }

    /// A small heart drawn as a mask (black where opaque), painted by the template rendering mode.
    private static let heart: Bitmap = {
        let canvas = try! RasterCanvas(width: 36, height: 32)
        var path = Path()
        path.move(to: CGPoint(x: 18, y: 31))
        path.addCurve(to: CGPoint(x: 1, y: 10), control1: CGPoint(x: 8, y: 24), control2: CGPoint(x: 1, y: 18))
        path.addCurve(to: CGPoint(x: 18, y: 6), control1: CGPoint(x: 1, y: 1), control2: CGPoint(x: 13, y: -1))
        path.addCurve(to: CGPoint(x: 35, y: 10), control1: CGPoint(x: 23, y: -1), control2: CGPoint(x: 35, y: 1))
        path.addCurve(to: CGPoint(x: 18, y: 31), control1: CGPoint(x: 35, y: 18), control2: CGPoint(x: 28, y: 24))
        path.closeSubpath()
        try! canvas.fill(path, color: .black)
        return canvas.bitmap
    }()
}
