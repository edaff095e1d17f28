import Foundation
import Testing
import Raster
@_spi(ViewTreeInternals) @testable import ViewTree

/// The iOS look a render draws (`ViewTreeOSVersion`): how it is chosen, and iOS 26's colours
/// against iOS 17's.
@MainActor struct OSVersionTests {
    private func swatch(_ color: Color) -> some View { color.frame(width: 2, height: 2) }

    private func pixel<V: View>(_ view: V, os: ViewTreeOSVersion, scheme: ColorScheme = .light) throws -> RGBA8 {
        let renderer = ImageRenderer(content: view)
        renderer.environment.viewTreeOSVersion = os
        renderer.environment.colorScheme = scheme
        return try renderer.canvas.pixel(x: 0, y: 0)
    }

    private func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> RGBA8 { RGBA8(red: red, green: green, blue: blue, alpha: 255) }

    @Test func versionsParseFromTheirNumbersWithOrWithoutIOS() {
        #expect(ViewTreeOSVersion(parsing: "17") == .iOS17)
        #expect(ViewTreeOSVersion(parsing: "iOS 26") == .iOS26)
        #expect(ViewTreeOSVersion(parsing: "ios18") == .iOS18)
        #expect(ViewTreeOSVersion(parsing: " 26.1 ") == .iOS26)
        for text in ["19", "", "iOS", "26a", "seventeen", "-17"] { #expect(ViewTreeOSVersion(parsing: text) == nil) }
        #expect(ViewTreeOSVersion.iOS26.description == "iOS 26")
        #expect(ViewTreeOSVersion.iOS17 < .iOS26 && !ViewTreeOSVersion.iOS18.hasLiquidGlass && ViewTreeOSVersion.iOS26.hasLiquidGlass)
    }

    @Test func theDefaultIsIOS26UnlessTheEnvironmentVariableSaysOtherwise() {
        let variable = ProcessInfo.processInfo.environment[ViewTreeOSVersion.environmentVariable].flatMap(ViewTreeOSVersion.init(parsing:))
        #expect(ViewTreeOSVersion.default == variable ?? .iOS26)
        #expect(EnvironmentValues().viewTreeOSVersion == ViewTreeOSVersion.default)
    }

    @Test func systemColoursFollowTheOSVersionInBothSchemes() throws {
        #expect(try pixel(swatch(.red), os: .iOS17) == rgb(255, 59, 48))
        #expect(try pixel(swatch(.red), os: .iOS18) == rgb(255, 59, 48))
        #expect(try pixel(swatch(.red), os: .iOS26) == rgb(255, 56, 60))
        #expect(try pixel(swatch(.red), os: .iOS26, scheme: .dark) == rgb(255, 66, 69))
        #expect(try pixel(swatch(.orange), os: .iOS26) == rgb(255, 141, 40))
        #expect(try pixel(swatch(.orange), os: .iOS26, scheme: .dark) == rgb(255, 146, 48))
        #expect(try pixel(swatch(.blue), os: .iOS26) == rgb(0, 136, 255))
        #expect(try pixel(swatch(.blue), os: .iOS17) == rgb(0, 122, 255))
        #expect(try pixel(swatch(.purple), os: .iOS26, scheme: .dark) == rgb(219, 52, 242))
        // Unchanged in iOS 26: greys and backgrounds.
        #expect(try pixel(swatch(.gray), os: .iOS26) == rgb(142, 142, 147))
        #expect(try pixel(swatch(Color(system: .systemGroupedBackground)), os: .iOS26) == rgb(242, 242, 247))
    }

    @Test func derivedColoursKeepTheirSystemColoursVersion() throws {
        // Opacity and the gradient's lighter stop apply to the version's value.
        let half = try pixel(swatch(.red.opacity(0.5)).background(Color.white), os: .iOS26)
        #expect(half == rgb(255, 156, 158) || half == rgb(255, 155, 157))
        #expect(Color.blue.rgba(in: .light, os: .iOS26) == RGBAColor(red8: 0, green8: 136, blue8: 255))
        #expect(Color.blue.mixed(withWhite: 1).rgba(in: .dark, os: .iOS26) == RGBAColor(red8: 255, green8: 255, blue8: 255))
        #expect(SystemColor.separator.value(in: .light, os: .iOS26).alpha < SystemColor.separator.value(in: .light, os: .iOS17).alpha)
    }

    @Test func aViewsVersionWinsOverTheRenderersAndTintsFollowIt() throws {
        #expect(try pixel(swatch(.red).viewTreeOSVersion(.iOS26), os: .iOS17) == rgb(255, 56, 60))
        #expect(try pixel(swatch(.red).viewTreeOSVersion(.iOS17), os: .iOS26) == rgb(255, 59, 48))
        let tint = Rectangle().frame(width: 2, height: 2).foregroundStyle(.tint)
        #expect(try pixel(tint, os: .iOS26) == rgb(0, 136, 255))
        #expect(try pixel(Text("Aa").foregroundStyle(.red).background(Color.red), os: .iOS26) == rgb(255, 56, 60))
    }
}
