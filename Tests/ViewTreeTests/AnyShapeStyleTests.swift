import Foundation
import Testing
@testable import ViewTree
import Raster

/// AnyShapeStyle paints as the style it wraps: colours, gradients, hierarchical levels (as
/// foreground styles and fills) and materials.
@MainActor @Suite struct AnyShapeStyleTests {
    private func pixels<V: View>(_ view: V, scheme: ColorScheme = .light) throws -> [RGBA8] {
        let renderer = ImageRenderer(content: view.frame(width: 40, height: 20).background(.background))
        renderer.environment.colorScheme = scheme
        let canvas = try renderer.canvas
        return (0..<20).flatMap { y in (0..<40).map { canvas.pixel(x: $0, y: y) } }
    }

    @Test func erasedStylesPaintAsTheirBase() throws {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        #expect(try pixels(Rectangle().fill(AnyShapeStyle(Color.orange))) == pixels(Rectangle().fill(Color.orange)))
        #expect(try pixels(Rectangle().fill(AnyShapeStyle(gradient))) == pixels(Rectangle().fill(gradient)))
        #expect(try pixels(Rectangle().fill(AnyShapeStyle(AnyShapeStyle(gradient)))) == pixels(Rectangle().fill(gradient)))
        for scheme in [ColorScheme.light, .dark] {
            #expect(try pixels(Rectangle().fill(AnyShapeStyle(.secondary)), scheme: scheme)
                    == pixels(Rectangle().fill(.secondary), scheme: scheme))
            #expect(try pixels(Rectangle().fill(AnyShapeStyle(.thinMaterial)), scheme: scheme)
                    == pixels(Rectangle().fill(.thinMaterial), scheme: scheme))
        }
        #expect(try pixels(Rectangle().fill(AnyShapeStyle(Color.orange))) != pixels(Rectangle().fill(Color.blue)))
    }

    @Test func erasedLevelsAsForegroundStylesTakeTheLevelOfTheForegroundAround() throws {
        let erased = Rectangle().foregroundStyle(AnyShapeStyle(.secondary)).foregroundStyle(.red)
        let plain = Rectangle().foregroundStyle(.secondary).foregroundStyle(.red)
        #expect(try pixels(erased) == pixels(plain))
        #expect(try pixels(erased) != pixels(Rectangle().foregroundStyle(.red)))
        // Choosing between styles of different types, the reason the type exists.
        func fill(isOn: Bool) -> some View {
            Rectangle().foregroundStyle(isOn ? AnyShapeStyle(Color.green) : AnyShapeStyle(.secondary))
        }
        #expect(try pixels(fill(isOn: true)) == pixels(Rectangle().foregroundStyle(.green)))
        #expect(try pixels(fill(isOn: false)) == pixels(Rectangle().foregroundStyle(.secondary)))
    }
}
