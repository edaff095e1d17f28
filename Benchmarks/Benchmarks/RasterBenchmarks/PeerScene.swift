import Foundation
import Raster

/// The peers' scene (issue 23): a 1284x2778 (iPhone 13 Pro Max @3x) screen of five cards with
/// continuous corners, each with a photo shrunk to fill a rounded frame and clipped to it, a
/// title, two lines of body text and a badge, in Inter. Raster and Cairo draw the same items
/// (`CairoPeerScene`), with the text shaped beforehand, so the draw times compare.
struct PeerScene {
    static let width = 1284, height = 2778

    /// One of the five photos: `source` (image pixels) drawn over `rect`, clipped to `frame`.
    struct Photo {
        let frame: CGRect
        let rect: CGRect
        let source: CGRect
    }

    /// A laid-out text drawn at `origin` in `color`; `semibold` picks the face.
    struct Label {
        let layout: TextLayout
        let origin: CGPoint
        let color: RGBAColor
        let semibold: Bool
    }

    static let background = RGBAColor(red8: 242, green8: 242, blue8: 247)
    static let shadow = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.06)
    static let badge = RGBAColor(red8: 0, green8: 122, blue8: 255, alpha8: 38)
    static let cornerRadius: CGFloat = 48, photoRadius: CGFloat = 30

    let photo: Bitmap
    let cards: [CGRect]
    let badges: [CGRect]
    let photos: [Photo]
    let labels: [Label]

    /// The scene with `photo` (the sample photo) in every card, each showing a different crop.
    init(photo: Bitmap) throws {
        self.photo = photo
        let regular = TextFont(typeface: try FontLibrary.shared.typeface(family: "Inter", file: "Inter-Regular.otf"), size: 45)
        let semibold = TextFont(typeface: try FontLibrary.shared.typeface(family: "Inter", file: "Inter-SemiBold.otf"), size: 60)
        let caption = TextFont(typeface: regular.typeface, size: 36)
        let titles = ["Morning light", "Harbour walk", "The long way home", "Market day", "Last train north"]
        let body = "Continuous corners, a clipped photo and two lines of body text that wrap at the card's width, "
            + "as a feed or a gallery shows them."
        let width = CGFloat(photo.width), height = CGFloat(photo.height)
        var cards: [CGRect] = [], badges: [CGRect] = [], photos: [Photo] = []
        var labels = [Label(layout: ShapedText("Discover", font: TextFont(typeface: semibold.typeface, size: 102)).layout(width: nil),
                            origin: CGPoint(x: 60, y: 180), color: .black, semibold: true)]
        for index in 0..<5 {
            let top = CGFloat(360 + index * 474)
            let card = CGRect(x: 48, y: top, width: 1188, height: 450)
            cards.append(card)
            // scaledToFill: a crop of the photo (a different one per card) drawn over a square
            // taller than the frame, so the clip cuts its top and bottom.
            let crop = CGFloat(index) * 0.08
            let source = CGRect(x: width * crop, y: height * crop / 2, width: width * (1 - crop), height: height * (1 - crop))
            let frame = CGRect(x: 84, y: top + 36, width: 420, height: 378)
            photos.append(Photo(frame: frame, rect: CGRect(x: 84, y: top + 15, width: 420, height: 420), source: source))
            let textX: CGFloat = 546, textWidth: CGFloat = 654
            labels.append(Label(layout: ShapedText(titles[index], font: semibold).layout(width: textWidth),
                                origin: CGPoint(x: textX, y: top + 54), color: .black, semibold: true))
            labels.append(Label(layout: ShapedText(body, font: regular).layout(width: textWidth, style: ParagraphStyle(lineLimit: 3)),
                                origin: CGPoint(x: textX, y: top + 150),
                                color: RGBAColor(red8: 60, green8: 60, blue8: 67, alpha8: 153), semibold: false))
            let badgeRect = CGRect(x: textX, y: top + 336, width: 246, height: 66)
            badges.append(badgeRect)
            labels.append(Label(layout: ShapedText("\(index + 3) min read", font: caption).layout(width: nil),
                                origin: CGPoint(x: textX + 30, y: top + 345), color: RGBAColor(red8: 0, green8: 122, blue8: 255),
                                semibold: false))
        }
        self.cards = cards
        self.badges = badges
        self.photos = photos
        self.labels = labels
    }

    /// Draws the scene through Raster's API.
    func draw(on canvas: RasterCanvas) throws {
        try canvas.fill(Path(CGRect(x: 0, y: 0, width: Self.width, height: Self.height)), color: Self.background)
        for card in cards {
            try canvas.fill(Path(roundedRect: card.offsetBy(dx: 0, dy: 6), cornerRadius: Self.cornerRadius), color: Self.shadow)
            try canvas.fill(Path(roundedRect: card, cornerRadius: Self.cornerRadius), color: .white)
        }
        for photo in photos {
            try canvas.withClip(Path(roundedRect: photo.frame, cornerRadius: Self.photoRadius)) {
                try canvas.draw(self.photo, in: photo.rect, from: photo.source)
            }
        }
        for badge in badges {
            try canvas.fill(Path(roundedRect: badge, cornerRadius: badge.height / 2, style: .circular), color: Self.badge)
        }
        for label in labels {
            try canvas.draw(label.layout, at: label.origin, color: label.color)
        }
    }
}
