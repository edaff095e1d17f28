import Foundation
import Testing
@testable import Raster
@testable import ViewTree

/// Blur work grows with the number of materials, shadows and blurs drawn, a plane each, however
/// they are stacked or nested: a material first in a layer (a shadow's, a blur's) has nothing
/// beneath it to blur. Counted, not timed: 200 stacked materials with shadows and blurs took over
/// a minute in a debug build.
@MainActor struct MaterialBlurWorkTests {
    private let materials: [Material] = [.ultraThin, .thin, .regular, .thick, .ultraThick, .bar]

    /// The planes blurred drawing `view` in a 100-point square at scale 2.
    private func planes<V: View>(_ view: V) throws -> Int {
        let counter = BlurWorkCounter()
        try BlurWorkCounter.$current.withValue(counter) {
            let renderer = ImageRenderer(content: view.frame(width: 100, height: 100))
            renderer.scale = 2
            _ = try renderer.canvas
        }
        return counter.planes
    }

    private func stacked(_ count: Int) -> some View {
        ZStack {
            ForEach(0..<count, id: \.self) { index in
                RoundedRectangle(cornerRadius: 20).fill(materials[index % materials.count]).padding(CGFloat(index % 20))
                    .shadow(radius: 10).blur(radius: 2)
            }
        }
    }

    private func nested(_ count: Int) -> AnyView {
        var view = AnyView(Color.blue.frame(width: 4, height: 4))
        for index in 0..<count {
            view = AnyView(view.padding(1).background(materials[index % materials.count], in: RoundedRectangle(cornerRadius: 8)))
        }
        return view
    }

    @Test func stackedMaterialsWithShadowsAndBlursBlurTwoPlanesEach() throws {
        // The shadow's alpha and the blurred layer; the material in the layer blurs nothing.
        #expect(try planes(stacked(1)) == 2)
        #expect(try planes(stacked(20)) == 40)
    }

    @Test func nestedMaterialsBlurOneBackdropEach() throws {
        #expect(try planes(nested(1)) == 1)
        #expect(try planes(nested(30)) == 30)
    }
}
