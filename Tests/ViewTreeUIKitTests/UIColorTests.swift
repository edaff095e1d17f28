import Foundation
import Testing
import Raster
@_spi(ViewTreeInternals) import ViewTree
@_spi(ViewTreeInternals) import ViewTreeUIKit

@Suite @MainActor struct UIColorTests {
    /// UIKit's colour and SwiftUI's that iOS defines as the same system colour.
    static let sameSystemColours: [(UIColor, Color)] = [
        (.systemRed, .red), (.systemOrange, .orange), (.systemYellow, .yellow), (.systemGreen, .green),
        (.systemMint, .mint), (.systemTeal, .teal), (.systemCyan, .cyan), (.systemBlue, .blue),
        (.systemIndigo, .indigo), (.systemPurple, .purple), (.systemPink, .pink), (.systemBrown, .brown),
        (.systemGray, .gray), (.label, .primary), (.secondaryLabel, .secondary), (.tintColor, .accentColor),
    ]

    @Test func systemColoursAreSwiftUIsColoursFromTheOneTable() {
        for (uiColor, color) in Self.sameSystemColours {
            #expect(Color(uiColor: uiColor) == color, "\(uiColor)")
            #expect(UIColor(color) == uiColor)
        }
        // Every entry of the table is reachable from UIKit with its two appearances.
        #expect(Color(.secondarySystemGroupedBackground) == Color(system: .secondarySystemGroupedBackground))
        #expect(Color(.separator) == Color(system: .separator))
    }

    @Test func theOSVersionTraitChoosesTheLookAndMergesAsTheOthers() throws {
        let traits = UITraitCollection(traitsFrom: [.init(viewTreeOSVersion: .iOS26), .init(userInterfaceStyle: .dark)])
        #expect(traits.viewTreeOSVersion == .iOS26 && UITraitCollection().viewTreeOSVersion == nil)
        #expect(UITraitCollection(traitsFrom: [traits, .init(viewTreeOSVersion: .iOS17)]).viewTreeOSVersion == .iOS17)
        var environment = EnvironmentValues()
        traits.apply(to: &environment)
        #expect(environment.viewTreeOSVersion == .iOS26 && environment.colorScheme == .dark)
        let renderer = ImageRenderer(content: Color(uiColor: .systemRed).frame(width: 2, height: 2))
        traits.apply(to: &renderer.environment)
        #expect(try renderer.canvas.pixel(x: 0, y: 0) == RGBA8(red: 255, green: 66, blue: 69, alpha: 255))
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func semanticColoursFollowTheColourScheme(_ scheme: ColorScheme) throws {
        let cases: [(UIColor, SystemColor)] = [
            (.systemBackground, .systemBackground), (.secondarySystemBackground, .secondarySystemBackground),
            (.tertiarySystemBackground, .tertiarySystemBackground), (.systemGroupedBackground, .systemGroupedBackground),
            (.secondarySystemGroupedBackground, .secondarySystemGroupedBackground), (.label, .label),
            (.systemGray4, .systemGray4), (.opaqueSeparator, .opaqueSeparator),
        ]
        for (uiColor, system) in cases {
            let expected = scheme == .dark ? system.dark : system.light
            #expect(try filledPixel(Color(uiColor), scheme: scheme) == pixel(expected), "\(system)")
        }
        // The light and dark appearances differ, so the test can tell them apart.
        #expect(SystemColor.systemBackground.light != SystemColor.systemBackground.dark)
    }

    @Test func colourSchemeValuesAreIOSs() {
        // REFERENCE section 4: secondarySystemBackground is 242, 242, 247 in light mode.
        #expect(Color(.secondarySystemBackground).rgba(in: .light) == RGBAColor(red8: 242, green8: 242, blue8: 247))
        #expect(Color(.systemBackground).rgba(in: .dark) == RGBAColor(red8: 0, green8: 0, blue8: 0))
        #expect(Color(.quaternaryLabel).rgba(in: .dark).alpha == 0.16)
    }

    @Test func componentInitialisersDrawTheirComponents() throws {
        #expect(try filledPixel(Color(uiColor: UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))) == pixel(255, 128, 0))
        #expect(try filledPixel(Color(UIColor(white: 0.2, alpha: 0.5))) == RGBAColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 0.5).premultiplied)
        // Hue 1/3 at full saturation and brightness is pure green.
        #expect(try filledPixel(Color(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1))) == pixel(0, 255, 0))
        #expect(try filledPixel(Color(UIColor.systemBlue.withAlphaComponent(0.5))) == pixel(SystemColor.systemBlue.light.opacity(0.5)))
    }

    @Test func dynamicProvidersAreAskedForBothAppearances() throws {
        let brand = UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(red: 0, green: 0, blue: 1, alpha: 1) : UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        }
        #expect(try filledPixel(Color(brand), scheme: .light) == pixel(255, 0, 0))
        #expect(try filledPixel(Color(brand), scheme: .dark) == pixel(0, 0, 255))
        // A provider may return dynamic colours; each appearance resolves in its own scheme.
        let nested = UIColor { _ in .systemBackground }
        #expect(try filledPixel(Color(nested), scheme: .dark) == pixel(0, 0, 0))
        #expect(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
    }

    @Test func componentsReadBackAsUIKitReportsThem() {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        #expect(UIColor.systemOrange.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        // iOS 26's orange, the default look's: 255, 141, 40.
        #expect(red == 1 && abs(green - 141.0 / 255) < 1e-9 && abs(blue - 40.0 / 255) < 1e-9 && alpha == 1)
        var white: CGFloat = 0
        #expect(UIColor(white: 0.25, alpha: 1).getWhite(&white, alpha: nil))
        #expect(abs(white - 0.25) < 1e-9)
        // Under dark traits, the dark appearance.
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            _ = UIColor.label.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        }
        #expect(red == 1 && green == 1 && blue == 1)
    }

    @Test func displayP3ComponentsAreConvertedToSRGB() {
        // P3 red lies outside sRGB: clamped to sRGB red.
        #expect(Color(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)).rgba(in: .light) == RGBAColor(red: 1, green: 0, blue: 0))
        // P3 white is sRGB white.
        let white = Color(UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1)).rgba(in: .light)
        #expect(abs(white.red - 1) < 1e-6 && abs(white.green - 1) < 1e-6 && abs(white.blue - 1) < 1e-6)
    }
}
