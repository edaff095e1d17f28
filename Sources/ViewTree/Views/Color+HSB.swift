extension Color {
    /// A colour from hue, saturation and brightness in 0...1 (sRGB), as SwiftUI's
    /// `Color(hue:saturation:brightness:opacity:)`: a hue of 0 and 1 is red, 1/3 green, 2/3 blue.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (red, green, blue) = Color.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// The sRGB components of a hue, saturation and brightness: the hue picks a sector of the
    /// colour wheel, brightness is the largest component and saturation how far the smallest is
    /// below it. Components outside 0...1 are clamped; a hue wraps around the wheel.
    static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let value = min(max(brightness.isFinite ? brightness : 0, 0), 1)
        let chroma = value * min(max(saturation.isFinite ? saturation : 0, 0), 1)
        let wrapped = hue.isFinite ? hue - hue.rounded(.down) : 0
        let sector = wrapped * 6
        let second = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let floor = value - chroma
        let (red, green, blue): (Double, Double, Double)
        switch Int(sector) {
        case 0: (red, green, blue) = (chroma, second, 0)
        case 1: (red, green, blue) = (second, chroma, 0)
        case 2: (red, green, blue) = (0, chroma, second)
        case 3: (red, green, blue) = (0, second, chroma)
        case 4: (red, green, blue) = (second, 0, chroma)
        default: (red, green, blue) = (chroma, 0, second)
        }
        return (red + floor, green + floor, blue + floor)
    }
}
