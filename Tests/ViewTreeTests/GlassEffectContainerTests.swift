import Foundation
import Testing
@testable import ViewTree
import Raster

/// `GlassEffectContainer`: glass shapes closer than its spacing blend into one glass joined
/// across the gap, a `glassEffectUnion` is one shape over its views' frames, and shapes further
/// apart (or outside a container) stay apart. Two 60-point circles 20 apart over blue, at 1x:
/// the first from 20 to 80, the second from 100 to 160, the gap's middle at (90, 50).
@MainActor @Suite struct GlassEffectContainerTests {
    private let blue = opaque(0, 136, 255)

    private func pair(spacing: CGFloat?, union: Bool = false) -> some View {
        @Namespace var namespace
        let circles = HStack(spacing: 20) {
            Color.clear.frame(width: 60, height: 60).glassEffect().glassEffectUnion(id: union ? 1 : nil, namespace: namespace)
            Color.clear.frame(width: 60, height: 60).glassEffect().glassEffectUnion(id: union ? 1 : nil, namespace: namespace)
        }
        return Group {
            if let spacing {
                GlassEffectContainer(spacing: spacing) { circles }
            } else {
                circles
            }
        }
        .padding(20)
        .background(Color(red: 0, green: 136 / 255, blue: 1))
    }

    private func canvas<V: View>(_ view: V) throws -> RasterCanvas {
        let renderer = ImageRenderer(content: view.viewTreeOSVersion(.iOS26))
        return try renderer.canvas
    }

    @Test func shapesWithinTheSpacingBlendAcrossTheGap() throws {
        let blended = try canvas(pair(spacing: 40))
        // The gap's middle is glass, lighter than the blue around it; above the bridge, blue.
        #expect(blended.pixel(x: 90, y: 50).red > 100, "\(blended.pixel(x: 90, y: 50))")
        #expect(blended.pixel(x: 90, y: 25) == blue)
        // One outline: none where the first circle meets the bridge, as there is at its top.
        let inside = blended.pixel(x: 60, y: 50), seam = blended.pixel(x: 79, y: 50)
        #expect(close(seam, inside, tolerance: 6), "\(seam) against \(inside)")
        // The circles' own glass is as it was.
        #expect(blended.pixel(x: 50, y: 50) == (try canvas(pair(spacing: nil))).pixel(x: 50, y: 50))
    }

    @Test func aNeckNarrowsToTheGapsMiddleAlongEitherAxis() throws {
        // Spacing 40 over a 20 gap: the neck is 15 wide at the middle (a quarter of 60), wider
        // towards the circles, and blue beside it.
        let across = try canvas(pair(spacing: 40))
        #expect(across.pixel(x: 90, y: 50 - 6).red > 100 && across.pixel(x: 90, y: 50 + 6).red > 100)
        #expect(across.pixel(x: 90, y: 50 - 10) == blue && across.pixel(x: 90, y: 50 + 10) == blue)
        #expect(across.pixel(x: 81, y: 50 - 8).red > 100, "\(across.pixel(x: 81, y: 42))")
        // The same pair one above the other blends the same way (its neck winds as the circles do).
        @Namespace var namespace
        let column = GlassEffectContainer(spacing: 40) {
            VStack(spacing: 20) {
                Color.clear.frame(width: 60, height: 60).glassEffect()
                Color.clear.frame(width: 60, height: 60).glassEffect()
            }
        }
        .padding(20)
        .background(Color(red: 0, green: 136 / 255, blue: 1))
        let down = try canvas(column)
        #expect(down.pixel(x: 50, y: 90).red > 100 && down.pixel(x: 50 - 6, y: 90).red > 100, "\(down.pixel(x: 50, y: 90))")
        #expect(down.pixel(x: 50 - 10, y: 90) == blue)
    }

    @Test func shapesFurtherApartThanTheSpacingOrOutsideAContainerStayApart() throws {
        #expect(try canvas(pair(spacing: 10)).pixel(x: 90, y: 50) == blue)
        #expect(try canvas(pair(spacing: nil)).pixel(x: 90, y: 50) == blue)
        #expect(try canvas(pair(spacing: 10)).bitmap.pixels == canvas(pair(spacing: nil)).bitmap.pixels)
    }

    @Test func aUnionIsOneShapeOverItsViewsFrames() throws {
        // One capsule from 20 to 160, 60 tall: the gap's middle and its top are glass.
        let union = try canvas(pair(spacing: 0, union: true))
        #expect(union.pixel(x: 90, y: 50).red > 100 && union.pixel(x: 90, y: 22).red > 100)
        #expect(union.pixel(x: 90, y: 15) == blue)
        // Outside a container a union does nothing.
        #expect(try canvas(pair(spacing: nil, union: true)).pixel(x: 90, y: 50) == blue)
    }

    @Test func aContainerWithoutGlassDrawsItsContentAsIs() throws {
        let plain = Text("A").padding(20).background(Color.white)
        #expect(try canvas(GlassEffectContainer(spacing: 40) { plain }).bitmap.pixels == canvas(plain).bitmap.pixels)
    }

    @Test func aContainerLaysItsContentOutAsIs() {
        let inside = windowLayout(GlassEffectContainer(spacing: 40) { HStack(spacing: 20) { Text("A").glassEffect(); Text("B").glassEffect() } })
        let outside = windowLayout(HStack(spacing: 20) { Text("A").glassEffect(); Text("B").glassEffect() })
        #expect(inside.first(text: "A")?.frame == outside.first(text: "A")?.frame)
        #expect(inside.first(text: "B")?.frame == outside.first(text: "B")?.frame)
    }
}
