import Foundation
import ViewTree
import ViewTreeResources

/// A photo feed built with the view DSL: a hero photo, cropped thumbnails, an avatar loaded
/// through `AsyncImage` from a stubbed URL and a template icon, rendered as an iPhone 13 Pro Max.
struct PhotoScreen: View {
    static let size = CGSize(width: 428, height: 926)
    static let scale: CGFloat = 3
    private static let avatarURL = URL(string: "https://example.com/avatars/maya.jpg")!

    let photo: Image

    /// The screen as a gallery page; throws when the bundled sample photo cannot be found.
    static let page = DemoGallery.Page(screen: "views-photos", size: size, scale: scale) {
        guard let folder = ResourceLocator.imagesDirectory() else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey:
                "ViewTree's sample images were not found; set \(ResourceLocator.environmentVariable) to the Resources folder"])
        }
        let photo = try Image(data: try Data(contentsOf: folder.appendingPathComponent("sample-photo.jpg")))
        return PhotoScreen(photo: photo).imageLoader(.stubbed([avatarURL: photo], strict: true))
    }

    var body: some View {
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
            photo.resizable().scaledToFill()
                .frame(width: 396, height: 260)
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
                        photo.resizable().scaledToFill()
                            .frame(width: 128, height: row == 0 ? 128 : 180)
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
        .padding(.top, 47)
        .frame(width: Self.size.width, height: Self.size.height, alignment: .top)
        .background(Color.white)
    }

    /// A small heart drawn as a mask (black where opaque), painted by the template rendering mode.
    private static let heart: Bitmap = {
        let canvas = try! Canvas(width: 36, height: 32)
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
