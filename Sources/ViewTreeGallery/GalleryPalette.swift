import ViewTreePreviews

/// The grouped-list colours of iOS that the demo screens are built on, in light and dark.
struct GalleryPalette {
    /// Behind grouped content: light grey, or black.
    let groupedBackground: Color
    /// Cards and grouped rows on it: white, or dark grey.
    let card: Color
    /// A plain screen's background.
    let background: Color

    init(_ scheme: ColorScheme) {
        switch scheme {
        case .light:
            groupedBackground = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
            card = .white
            background = .white
        case .dark:
            groupedBackground = .black
            card = Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255)
            background = .black
        }
    }
}
