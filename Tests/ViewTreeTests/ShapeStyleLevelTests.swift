import Foundation
import Testing
@_spi(ViewTreeInternals) @testable import ViewTree
import Raster

/// An app's own shape style, as iOS 17 apps write them: the style it resolves to by the scheme.
private struct Ink: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
        environment.colorScheme == .dark ? Color.white : Color.black
    }
}

/// An app's style that resolves to a blended one, as Backyard Birds' vibrant style does.
private struct Multiplied: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
        Color.red.blendMode(.multiply)
    }
}

/// The iOS 17 shape styles and their levels: `.fill`, `.separator`, `.background.secondary`,
/// `opacity(_:)`, `blendMode(_:)`, `.shadow(_:)` and styles that resolve themselves.
@MainActor @Suite struct ShapeStyleLevelTests {
    private func pixels<V: View>(_ view: V, scheme: ColorScheme = .light) throws -> [RGBA8] {
        let renderer = ImageRenderer(content: view.frame(width: 8, height: 4).background(Color.blue))
        renderer.environment.colorScheme = scheme
        let canvas = try renderer.canvas
        return (0..<4).flatMap { y in (0..<8).map { canvas.pixel(x: $0, y: y) } }
    }

    private func swatch(_ style: some ShapeStyle) -> some View { Rectangle().fill(style) }

    @Test func fillLevelsAreTheSystemFills() throws {
        let fills: [SystemColor] = [.systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill]
        for scheme in [ColorScheme.light, .dark] {
            let expected = try fills.map { try pixels(swatch(Color(system: $0)), scheme: scheme) }
            #expect(try pixels(swatch(.fill), scheme: scheme) == expected[0])
            #expect(try pixels(swatch(.fill.secondary), scheme: scheme) == expected[1])
            #expect(try pixels(swatch(.fill.tertiary), scheme: scheme) == expected[2])
            #expect(try pixels(swatch(.fill.quaternary), scheme: scheme) == expected[3])
            #expect(expected[1] != expected[2])
        }
    }

    @Test func separatorAndBackgroundLevelsAreUIKitsColours() throws {
        for scheme in [ColorScheme.light, .dark] {
            #expect(try pixels(swatch(.separator), scheme: scheme) == pixels(swatch(Color(system: .separator)), scheme: scheme))
            #expect(try pixels(Color.clear.background(.background.secondary), scheme: scheme)
                    == pixels(swatch(Color(system: .secondarySystemBackground)), scheme: scheme))
            #expect(try pixels(Color.clear.background(.background.tertiary), scheme: scheme)
                    == pixels(swatch(Color(system: .tertiarySystemBackground)), scheme: scheme))
        }
        // A background style set is taken at the foreground levels' opacities.
        #expect(try pixels(Color.clear.background(.background.secondary).backgroundStyle(.red))
                == pixels(swatch(Color.red.opacity(0.6))))
    }

    @Test func opacityAndLevelsOfAnyStyle() throws {
        #expect(try pixels(swatch(.quaternary.opacity(0.5))) == pixels(swatch(Color(system: .quaternaryLabel).opacity(0.5))))
        #expect(try pixels(swatch(AnyShapeStyle(Color.orange).opacity(0.25))) == pixels(swatch(Color.orange.opacity(0.25))))
        #expect(try pixels(swatch(Color.orange.secondary)) == pixels(swatch(Color.orange.opacity(0.6))))
        #expect(try pixels(swatch(Color.orange.tertiary)) == pixels(swatch(Color.orange.opacity(0.3))))
        let gradient = Gradient(colors: [.red, .green])
        #expect(try pixels(swatch(LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing).opacity(0.5)))
                != pixels(swatch(LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing))))
    }

    @Test func relativeStylesAsForegroundsTakeTheForegroundAround() throws {
        // `.secondary.opacity(0.5)` inside a red foreground: red at 60% then half that, not itself.
        #expect(try pixels(Rectangle().foregroundStyle(.secondary.opacity(0.5)).foregroundStyle(.red))
                == pixels(swatch(Color.red.opacity(0.3))))
        #expect(try pixels(Rectangle().foregroundStyle(.tertiary.secondary).foregroundStyle(.red))
                == pixels(swatch(Color.red.opacity(0.3 * 0.6))))
    }

    @Test func blendModesOfStylesBlendWhatTheyPaint() throws {
        let blended = try pixels(swatch(Color.red.blendMode(.multiply)))
        #expect(try blended == pixels(Rectangle().fill(Color.red).blendMode(.multiply)))
        #expect(try blended != pixels(swatch(Color.red)))
        #expect(try pixels(Rectangle().foregroundStyle(Color.red.blendMode(.multiply))) == blended)
    }

    @Test func appStylesResolveInTheirEnvironment() throws {
        #expect(try pixels(swatch(Ink())) == pixels(swatch(Color.black)))
        #expect(try pixels(swatch(Ink()), scheme: .dark) == pixels(swatch(Color.white), scheme: .dark))
        #expect(try pixels(Rectangle().foregroundStyle(Ink()), scheme: .dark) == pixels(swatch(Color.white), scheme: .dark))
        #expect(try pixels(Text("Hi").foregroundStyle(AnyShapeStyle(Ink())), scheme: .dark)
                == pixels(Text("Hi").foregroundStyle(.white), scheme: .dark))
        // The effects of the style it resolves to are drawn.
        #expect(try pixels(swatch(Multiplied())) == pixels(Rectangle().fill(Color.red).blendMode(.multiply)))
    }

    @Test func foregroundShadowStyleCastsItsShadowUnderTheShape() throws {
        let view = Color.clear.frame(width: 10, height: 10)
            .background(.shadow(.drop(color: .red, radius: 0, y: 5)), in: Rectangle())
            .padding(10)
        let canvas = try render(view)
        // The shape is painted in the foreground (black), its shadow 5 points lower in red.
        #expect(canvas.pixel(x: 15, y: 15) == RGBA8(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(canvas.pixel(x: 15, y: 23).red > 200 && canvas.pixel(x: 15, y: 23).green < 80)
        #expect(canvas.pixel(x: 15, y: 27).alpha == 0)
    }

    @Test func containerRelativeShapeIsARectangleOutsideAWidget() throws {
        let clipped = Color.red.frame(width: 8, height: 4).clipShape(.containerRelative)
        #expect(try pixels(clipped) == pixels(Color.red.frame(width: 8, height: 4).clipShape(Rectangle())))
        #expect(try pixels(Color.clear.contentShape(.containerRelative)) == pixels(Color.clear))
    }
}
