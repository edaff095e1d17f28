import Foundation
import Testing
@testable import ViewTree
import Raster

/// Foundation's localized strings (absent from Linux's Foundation), colours from hue,
/// saturation and brightness, slider value labels and iOS 14's group box label.
@MainActor struct FoundationAndColorAPITests {
    @Test func localizedStringsAreTheirKeysWithTheValuesWrittenIn() {
        let name = "Ada"
        #expect(String(localized: "Hello \(name)") == "Hello Ada")
        #expect(String(localized: "Total \(1234.5, format: .number)") == "Total 1,234.5")
        #expect(String(localized: "greeting", defaultValue: "Hi \(name)") == "Hi Ada")
        let resource = LocalizedStringResource("Welcome, \(name)")
        #expect(resource.key == "Welcome, Ada" && String(localized: resource) == "Welcome, Ada")
        #expect(LocalizedStringResource("k", defaultValue: "Value").description == "Value")
        #expect(layout(Text(resource)).first(text: "Welcome, Ada") != nil)
        // A literal still makes a localized string key, as in SwiftUI (Markdown applies).
        #expect(layout(Text("**Bold**")).first(text: "Bold") != nil)
    }

    @Test func hueSaturationAndBrightnessMakeSRGBColours() throws {
        func pixel(_ color: Color) throws -> RGBA8 { try render(color.frame(width: 4, height: 4)).pixel(x: 2, y: 2) }
        #expect(try pixel(Color(hue: 0, saturation: 1, brightness: 1)) == RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(try pixel(Color(hue: 2.0 / 3, saturation: 1, brightness: 1)) == RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(try pixel(Color(hue: 1.0 / 6, saturation: 1, brightness: 1)) == RGBA8(red: 255, green: 255, blue: 0, alpha: 255))
        #expect(try pixel(Color(hue: 0.3, saturation: 0, brightness: 0.5)) == RGBA8(red: 128, green: 128, blue: 128, alpha: 255))
        let (red, green, blue) = Color.rgb(hue: 1.5, saturation: 0.5, brightness: 0.8)
        #expect(abs(red - 0.4) < 1e-9 && abs(green - 0.8) < 1e-9 && abs(blue - 0.8) < 1e-9, "hue 1.5 wraps to cyan")
    }

    @Test func slidersPutTheirValueLabelsAtTheTracksEnds() throws {
        let slider = Slider(value: .constant(5.0), in: 0...10) { Text("Volume") } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("10")
        }
        let tree = layout(slider.frame(width: 300))
        let low = try #require(tree.first(text: "0")).frame
        let high = try #require(tree.first(text: "10")).frame
        #expect(low.minX == 0 && high.maxX == 300)
        #expect(tree.first(text: "Volume") == nil, "the label is for accessibility")
    }

    @Test func groupBoxesTakeALabelView() {
        let box = GroupBox(label: Label("Settings", systemImage: "gear")) { Text("Content") }
        #expect(layout(box.frame(width: 300)).first(text: "Settings") != nil)
        #expect(EnvironmentValues().isSearching == false && EnvironmentValues().legibilityWeight == nil)
    }
}

/// `Color.mix(with:by:in:)`: the device space mixes sRGB components; the perceptual one Oklab.
@MainActor struct ColorMixTests {
    @Test func mixesMoveTowardsTheOtherColour() throws {
        let device = Color.black.mix(with: .white, by: 0.25, in: .device).resolved(in: .light, os: .default)
        #expect(abs(device.red - 0.25) < 1e-9 && abs(device.green - 0.25) < 1e-9 && device.alpha == 1)
        // Oklab's lightness is the cube root of linear light: a quarter of the way from black to
        // white is linear 1/64, sRGB 0.1315, a grey darker than the device mix.
        let perceptual = Color.black.mix(with: .white, by: 0.25).resolved(in: .light, os: .default)
        #expect(abs(perceptual.red - 0.1315) < 0.001 && abs(perceptual.red - perceptual.blue) < 1e-6)
        let start = Color.red.mix(with: .blue, by: 0).resolved(in: .dark, os: .default)
        let red = Color.red.resolved(in: .dark, os: .default)
        #expect(abs(start.red - red.red) < 1e-6 && abs(start.green - red.green) < 1e-6 && abs(start.blue - red.blue) < 1e-6)
        let end = Color.red.mix(with: .blue, by: 1).resolved(in: .light, os: .default)
        let blue = Color.blue.resolved(in: .light, os: .default)
        #expect(abs(end.red - blue.red) < 1e-6 && abs(end.blue - blue.blue) < 1e-6)
        // Opacity applies after the mix, and the mix's opacity is mixed.
        let faded = Color.black.mix(with: .white, by: 0.5, in: .device).opacity(0.5).resolved(in: .light, os: .default)
        #expect(abs(faded.alpha - 0.5) < 1e-9 && abs(faded.red - 0.5) < 1e-9)
        #expect(abs(Color.clear.mix(with: .black, by: 0.5, in: .device).resolved(in: .light, os: .default).alpha - 0.5) < 1e-9)
    }
}
