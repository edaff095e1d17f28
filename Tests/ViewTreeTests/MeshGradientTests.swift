import Foundation
import Raster
import Testing
@testable import ViewTree

/// MeshGradient: colours blended across the grid's cells, drawn as a view or as a shape's fill.
@MainActor @Suite struct MeshGradientTests {
    private let corners: [Color] = [.red, .green, .blue, .yellow]

    private func square(_ points: [SIMD2<Float>] = [[0, 0], [1, 0], [0, 1], [1, 1]]) -> MeshGradient {
        MeshGradient(width: 2, height: 2, points: points, colors: corners)
    }

    /// The colours of `colors` at their places in the light scheme.
    private func rgb(_ color: Color) -> SIMD3<Double> {
        let resolved = color.resolved(in: .light, os: .iOS17)
        return SIMD3(resolved.red, resolved.green, resolved.blue) * 255
    }

    /// A 2 by 2 mesh blends bilinearly: each pixel is its centre's mix of the four corners.
    @Test func aSquareMeshBlendsItsCornersBilinearly() throws {
        let canvas = try render(square().frame(width: 64, height: 48))
        #expect(canvas.width == 64 && canvas.height == 48)
        let (red, green, blue, yellow) = (rgb(.red), rgb(.green), rgb(.blue), rgb(.yellow))
        for (x, y) in [(0, 0), (63, 0), (0, 47), (63, 47), (32, 24), (10, 40), (50, 7)] {
            let u = (Double(x) + 0.5) / 64, v = (Double(y) + 0.5) / 48
            let expected = (1 - v) * ((1 - u) * red + u * green) + v * ((1 - u) * blue + u * yellow)
            let pixel = canvas.pixel(x: x, y: y)
            #expect(abs(Double(pixel.red) - expected.x) <= 2, "red at \(x), \(y)")
            #expect(abs(Double(pixel.green) - expected.y) <= 2, "green at \(x), \(y)")
            #expect(abs(Double(pixel.blue) - expected.z) <= 2, "blue at \(x), \(y)")
            #expect(pixel.alpha == 255)
        }
        // It takes the space it is offered, as a shape does.
        #expect(layout(square()).frame.size == CGSize(width: 10, height: 10))
    }

    /// A vertex moved in bends the cells around it; the background shows where no cell is.
    @Test func movedVerticesBendTheCellsOverTheBackground() throws {
        let shrunk = MeshGradient(width: 2, height: 2, points: [[0, 0], [0.5, 0], [0, 0.5], [0.5, 0.5]],
                                  colors: corners, background: .black)
        let canvas = try render(shrunk.frame(width: 40, height: 40))
        #expect(canvas.pixel(x: 30, y: 30) == ControlPixels.black)
        #expect(canvas.pixel(x: 0, y: 0).red > 240)
        // Smooth and bilinear blends agree on a 2 by 2 mesh, and differ on a larger one.
        var bilinear = square()
        bilinear.smoothsColors = false
        #expect(try render(bilinear.frame(width: 20, height: 20)).bitmap == (try render(square().frame(width: 20, height: 20)).bitmap))
        let stripes: [Color] = [.red, .red, .red, .blue, .blue, .blue, .red, .red, .red]
        let grid: [SIMD2<Float>] = [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.5, 0.5], [1, 0.5], [0, 1], [0.5, 1], [1, 1]]
        let smooth = try render(MeshGradient(width: 3, height: 3, points: grid, colors: stripes).frame(width: 40, height: 40))
        let linear = try render(MeshGradient(width: 3, height: 3, points: grid, colors: stripes, smoothsColors: false)
            .frame(width: 40, height: 40))
        #expect(smooth.pixel(x: 20, y: 10).blue != linear.pixel(x: 20, y: 10).blue)
    }

    @Test func aShapeFilledWithAMeshIsClippedToIt() throws {
        let canvas = try render(Circle().fill(square()).frame(width: 40, height: 40).background(Color.white))
        #expect(canvas.pixel(x: 1, y: 1) == ControlPixels.white)
        let centre = canvas.pixel(x: 20, y: 20)
        #expect(centre != ControlPixels.white && centre.alpha == 255)
    }

    @Test func aMeshWithTheWrongCountsDrawsItsBackgroundAndSaysWhy() throws {
        let broken = MeshGradient(width: 3, height: 2, points: [[0, 0], [1, 1]], colors: corners, background: .black)
        let renderer = ImageRenderer(content: broken.frame(width: 10, height: 10))
        let canvas = try renderer.canvas
        #expect(canvas.pixel(x: 5, y: 5) == ControlPixels.black)
        #expect(renderer.issues.contains { $0.kind == .invalidNumber && $0.message.contains("MeshGradient") })
        let nan = MeshGradient(width: 2, height: 2, points: [[0, 0], [.nan, 0], [0, 1], [1, 1]], colors: corners)
        #expect(try render(nan.frame(width: 10, height: 10)).pixel(x: 5, y: 5).alpha == 0)
    }
}
