import Foundation
import Testing
@testable import ViewTree
import Raster

/// Materials: the backdrop blurred, saturated and tinted, clipped to the shape.
@MainActor struct MaterialTests {
    /// Vertical stripes, 2 pt red and 2 pt blue, under a material card with a 10 pt margin.
    private func stripesUnderCard(_ material: Material, scheme: ColorScheme = .light) -> some View {
        HStack(spacing: 0) {
            ForEach(0..<30) { index in
                (index.isMultiple(of: 2) ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1))
                    .frame(width: 2)
            }
        }
        .frame(width: 60, height: 60)
        .overlay(Color.clear.frame(width: 40, height: 40).background(material, in: RoundedRectangle(cornerRadius: 8)))
        .environment(\.colorScheme, scheme)
    }

    @Test func greyBackdropShowsUnderTheTint() throws {
        let canvas = try render(Color(white: 0.5).frame(width: 40, height: 40)
            .overlay(Color.clear.frame(width: 20, height: 20).background(.ultraThinMaterial)))
        // Grey keeps its colour when saturated and blurred: white at 30% over 128.
        let expected = UInt8((255 * 0.3 + 128 * 0.7).rounded())
        let middle = canvas.pixel(x: 20, y: 20)
        #expect(middle.alpha == 255 && abs(Int(middle.red) - Int(expected)) <= 1 && middle.red == middle.blue)
        #expect(canvas.pixel(x: 5, y: 5) == RGBA8(red: 128, green: 128, blue: 128, alpha: 255))
    }

    @Test func stripesBlurIntoOneColourInsideTheShapeOnly() throws {
        let canvas = try render(stripesUnderCard(.regular), scale: 2)
        // Inside: the stripes averaged, so neighbouring pixels barely differ; outside, pure stripes.
        let inside = (40..<80).map { canvas.pixel(x: $0, y: 60) }
        let spread = inside.map { Int($0.red) }.max()! - inside.map { Int($0.red) }.min()!
        #expect(spread <= 6)
        #expect(inside.allSatisfy { $0.red > $0.green && $0.blue > $0.green && $0.alpha == 255 })
        #expect(canvas.pixel(x: 2, y: 2) == RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(canvas.pixel(x: 6, y: 2) == RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
        // The rounded corner is outside the card: stripes show there.
        let corner = canvas.pixel(x: 20, y: 20)
        #expect(corner == RGBA8(red: 255, green: 0, blue: 0, alpha: 255) || corner == RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
    }

    @Test func thickerMaterialsAndTheDarkSchemeTintMore() throws {
        func centre(_ material: Material, _ scheme: ColorScheme) throws -> RGBA8 {
            try render(stripesUnderCard(material, scheme: scheme)).pixel(x: 30, y: 30)
        }
        let thin = try centre(.ultraThin, .light), thick = try centre(.ultraThick, .light)
        #expect(thick.green > thin.green)  // closer to white
        let dark = try centre(.regular, .dark)
        #expect(Int(dark.red) + Int(dark.green) + Int(dark.blue) < Int(thin.red) + Int(thin.green) + Int(thin.blue))
    }

    @Test func overNothingOnlyTheTintShows() throws {
        let canvas = try render(Color.clear.frame(width: 20, height: 20).background(.thinMaterial))
        // White at 50%, premultiplied.
        #expect(canvas.pixel(x: 10, y: 10) == RGBA8(red: 128, green: 128, blue: 128, alpha: 128))
    }
}
