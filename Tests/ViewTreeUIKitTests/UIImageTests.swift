import Foundation
import Testing
import Raster
@_spi(ViewTreeInternals) import ViewTree
@_spi(ViewTreeInternals) import ViewTreeUIKit

@Suite @MainActor struct UIImageTests {
    @Test func namedImagesHaveTheSizeAndScaleOfTheirVariant() throws {
        let image = try #require(UIImage(named: "Dot"))
        #expect(image.size == CGSize(width: 4, height: 4))
        #expect(image.scale == 3)
        let oneX = try #require(UIImage(named: "Dot", in: .module, compatibleWith: UITraitCollection(displayScale: 1)))
        #expect(oneX.scale == 1 && oneX.size == CGSize(width: 4, height: 4))
        #expect(UIImage(named: "NoSuchImage") == nil)
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func imageFromUIImageDrawsTheSamePixelsAsTheNamedImage(_ scale: CGFloat) throws {
        func render<V: View>(_ view: V) throws -> Bitmap {
            let renderer = ImageRenderer(content: view)
            renderer.scale = scale
            return try renderer.canvas.bitmap
        }
        let uiImage = try #require(UIImage(named: "Dot"))
        #expect(try render(Image(uiImage: uiImage)) == render(Image("Dot")))
    }

    @Test func anEmptyImageHasNoSizeAndTakesNoSpace() throws {
        let empty = UIImage()
        #expect(empty.size == .zero && empty.pngData() == nil)
        let data = Data("not an image".utf8)
        let renderer = ImageRenderer(content: HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Image(uiImage: UIImage(data: data) ?? UIImage())
            Color.blue.frame(width: 10, height: 10)
        })
        let canvas = try renderer.canvas
        #expect(canvas.width == 20 && canvas.height == 10)
        #expect(canvas.pixel(x: 9, y: 5).red > 200 && canvas.pixel(x: 10, y: 5).blue > 200)
        #expect(renderer.issues.isEmpty, "\(renderer.issues)")
    }

    @Test func pngDataRoundTrips() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2)).image { context in
            UIColor.systemTeal.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        }
        let data = try #require(image.pngData())
        let decoded = try #require(UIImage(data: data, scale: 3))
        #expect(decoded.size == CGSize(width: 3, height: 2))
        #expect(decoded.pixels == image.pixels)
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
    }

    @Test func contentsOfFileTakesTheScaleFromTheName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewtree-uiimage-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = try #require(UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }()).pngData { context in context.fill(CGRect(x: 0, y: 0, width: 2, height: 2)) } as Data?)
        let file = folder.appendingPathComponent("stub@2x.png")
        try png.write(to: file)
        let image = try #require(UIImage(contentsOfFile: file.path))
        #expect(image.scale == 2 && image.size == CGSize(width: 1, height: 1))
        #expect(UIImage(contentsOfFile: folder.appendingPathComponent("missing.png").path) == nil)
    }

    @Test func rendererDrawsSolidColoursShapesAndImages() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let stub = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format).image { context in
            UIColor.systemIndigo.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor(red: 1, green: 1, blue: 0, alpha: 1).setFill()
            UIBezierPath(ovalIn: CGRect(x: 10, y: 0, width: 10, height: 10)).fill()
        }
        #expect(stub.scale == 2 && stub.size == CGSize(width: 20, height: 10))
        let pixels = try #require(stub.pixels)
        #expect(pixels.width == 40 && pixels.height == 20)
        #expect(pixels[5, 10] == pixel(SystemColor.systemIndigo.light))
        #expect(pixels[30, 10] == pixel(255, 255, 0))
        // The oval's corners are left clear.
        #expect(pixels[21, 0] == .clear)
        // Drawn into another image, at its place.
        let composed = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format).image { _ in
            stub.draw(in: CGRect(x: 0, y: 0, width: 20, height: 10))
        }
        #expect(composed.pixels == stub.pixels)
    }

    @Test func stubImagesShowInViewsAtTheirPointSize() throws {
        let stub = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 4)).image { context in
            UIColor.systemPink.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 6, height: 4))
        }
        let renderer = ImageRenderer(content: Image(uiImage: stub))
        #expect(renderer.layout.frame.size == CGSize(width: 6, height: 4))
        #expect(try renderer.canvas.pixel(x: 3, y: 2) == pixel(SystemColor.systemPink.light))
    }

    @Test func templateImagesTakeTheForegroundStyle() throws {
        let stub = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }.withRenderingMode(.alwaysTemplate)
        let renderer = ImageRenderer(content: Image(uiImage: stub).foregroundStyle(.red))
        #expect(try renderer.canvas.pixel(x: 2, y: 2) == pixel(SystemColor.systemRed.light))
    }
}

/// UIKit images of Core Graphics images, and back.
@MainActor struct UIImageCGImageTests {
    @Test func uiImagesWrapCGImagesAndHandThemBack() throws {
        let bitmap = try Bitmap(width: 3, height: 2, pixels: (0..<6).map { UInt32($0) | 0xFF00_0000 })
        let cgImage = CGImage(viewTreeBitmap: bitmap)
        let image = UIImage(cgImage: cgImage)
        #expect(image.size == CGSize(width: 3, height: 2) && image.cgImage == cgImage)
        let turned = UIImage(cgImage: cgImage, scale: 2, orientation: .left)
        #expect(turned.size == CGSize(width: 1, height: 1.5) && turned.scale == 2)
        #expect(UIImage.Orientation.right.rawValue == 3 && UIImage().cgImage == nil)
    }
}
