import Foundation

/// SF Symbols' boxes (the image's natural size) at the regular weight and medium scale, in ems
/// of the font's point size: `tray` in 56-point text is 1.161 x 0.839 ems, 65 x 47 points.
/// docs/SYMBOL-METRICS.md derives every entry; three are measured on iOS, the rest are
/// estimates of SF Symbols' proportions around them (*unverified*). A symbol not listed takes
/// its stand-in glyph's own proportions, with the 16-unit Bootstrap grid as one em.
enum SymbolBoxes {
    /// Width and height in ems, by SF Symbol name.
    static let regularMedium: [String: CGSize] = {
        var boxes: [String: CGSize] = [:]
        for (names, width, height) in table {
            for name in names { boxes[name] = CGSize(width: width, height: height) }
        }
        return boxes
    }()

    /// Names sharing a box, and the box.
    private static let table: [([String], CGFloat, CGFloat)] = [
        // Measured on iOS: a circle is one em (checkmark.circle.fill in body text, 17 x 17 points);
        // tray at 56 points is 65 x 47; the warning triangle at 48 points is 50 x 45 (issue 20).
        (["circle", "circle.fill", "checkmark.circle", "checkmark.circle.fill", "xmark.circle", "xmark.circle.fill",
          "plus.circle", "plus.circle.fill", "minus.circle", "minus.circle.fill", "info.circle", "info.circle.fill",
          "questionmark.circle", "questionmark.circle.fill", "exclamationmark.circle", "exclamationmark.circle.fill",
          "person.circle", "person.circle.fill", "person.crop.circle", "person.crop.circle.fill", "clock", "clock.fill",
          "ellipsis.circle", "ellipsis.circle.fill", "play.circle", "play.circle.fill", "arrow.up.circle",
          "arrow.up.circle.fill", "arrow.down.circle", "arrow.down.circle.fill", "globe", "safari"], 1, 1),
        (["tray", "tray.fill"], 1.161, 0.839),
        (["exclamationmark.triangle", "exclamationmark.triangle.fill", "triangle", "triangle.fill"], 1.042, 0.9375),
        // Estimates (*unverified*), in the measured symbols' scale.
        (["square", "square.fill", "checkmark.square", "checkmark.square.fill", "plus.square", "plus.square.fill",
          "xmark.square", "xmark.square.fill", "square.grid.2x2", "square.grid.2x2.fill"], 0.93, 0.93),
        (["plus"], 0.88, 0.88),
        (["minus"], 0.88, 0.13),
        (["xmark"], 0.75, 0.75),
        (["checkmark"], 0.88, 0.84),
        (["gear", "gearshape", "gearshape.fill"], 1.05, 1.05),
        (["chevron.right", "chevron.left", "chevron.forward", "chevron.backward"], 0.44, 0.8),
        (["chevron.up", "chevron.down"], 0.8, 0.44),
        (["arrow.right", "arrow.left", "arrow.forward", "arrow.backward"], 0.9, 0.8),
        (["arrow.up", "arrow.down"], 0.8, 0.9),
        (["heart", "heart.fill"], 1.08, 0.94),
        (["star", "star.fill"], 1.07, 1.02),
        (["bell", "bell.fill"], 0.92, 1.02),
        (["house", "house.fill"], 1.16, 0.94),
        (["person", "person.fill"], 0.84, 0.92),
        (["person.2", "person.2.fill"], 1.32, 0.86),
        (["magnifyingglass"], 0.92, 0.94),
        (["trash", "trash.fill"], 0.86, 1),
        (["pencil"], 0.9, 0.9),
        (["square.and.pencil"], 1.02, 1),
        (["square.and.arrow.up", "square.and.arrow.up.fill"], 0.82, 1.1),
        (["square.and.arrow.down", "square.and.arrow.down.fill"], 0.82, 1.06),
        (["ellipsis"], 0.96, 0.2),
        (["envelope", "envelope.fill"], 1.16, 0.84),
        (["calendar"], 1.02, 0.96),
        (["photo", "photo.fill"], 1.2, 0.9),
        (["camera", "camera.fill"], 1.2, 0.88),
        (["cart", "cart.fill"], 1.14, 0.92),
        (["bag", "bag.fill"], 0.92, 1),
        (["lock", "lock.fill"], 0.76, 1.06),
        (["bookmark", "bookmark.fill"], 0.7, 0.98),
        (["folder", "folder.fill"], 1.16, 0.86),
        (["paperplane", "paperplane.fill"], 1, 0.98),
        (["doc", "doc.fill", "doc.text", "doc.text.fill"], 0.78, 1.02),
        (["link"], 0.96, 0.96),
        (["mic", "mic.fill"], 0.64, 1.04),
        (["play", "play.fill"], 0.76, 0.88),
        (["pause", "pause.fill"], 0.66, 0.86),
        (["wifi"], 1.1, 0.8),
        (["cloud", "cloud.fill"], 1.18, 0.8),
        (["sun.max", "sun.max.fill"], 1.14, 1.14),
        (["moon", "moon.fill"], 0.88, 0.94),
        (["flame", "flame.fill"], 0.82, 1.04),
        (["bolt", "bolt.fill"], 0.66, 1.04),
        (["location", "location.fill"], 0.88, 0.88),
        (["map", "map.fill"], 1.14, 0.98),
        (["phone", "phone.fill"], 0.94, 0.94),
        (["message", "message.fill"], 1.02, 1),
        (["list.bullet"], 1, 0.74),
        (["line.3.horizontal"], 1, 0.66),
        (["slider.horizontal.3"], 1.04, 0.84),
        (["eye", "eye.fill"], 1.16, 0.76),
        (["eye.slash", "eye.slash.fill"], 1.16, 0.92),
        (["tag", "tag.fill"], 1, 1),
        (["flag", "flag.fill"], 0.88, 0.98),
        (["gift", "gift.fill"], 0.98, 1),
        (["creditcard", "creditcard.fill"], 1.16, 0.82),
    ]
}
