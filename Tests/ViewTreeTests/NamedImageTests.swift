import Foundation
import Testing
@testable import ViewTree
import Raster

/// The colour of a rendered image's top-left pixel and the image's frame.
@MainActor private func look<V: View>(_ view: V, scale: CGFloat) throws -> (RGBA8, CGRect?) {
    let renderer = ImageRenderer(content: view)
    renderer.scale = scale
    let frame = frames(renderer.layout, named: "Image").first
    return (try renderer.canvas.pixel(x: 0, y: 0), frame)
}

private func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> RGBA8 {
    RGBA8(red: red, green: green, blue: blue, alpha: 255)
}

/// `Image(_:bundle:)`: files in the calling module's resource bundle (this test target copies
/// `Resources/`), scale variants, asset catalog image sets, JPEG, and what is missing or broken.
@MainActor struct NamedImageTests {
    /// avatar@2x.png is 8 x 8 green and avatar@3x.png 12 x 12 blue: both are 4 x 4 points.
    @Test(arguments: [(CGFloat(1), rgb(0, 255, 0)), (CGFloat(2), rgb(0, 255, 0)), (CGFloat(3), rgb(0, 0, 255))])
    func scaleVariantNearestTheDisplayScaleIsChosen(_ scale: CGFloat, _ color: RGBA8) throws {
        let (pixel, frame) = try look(Image("avatar"), scale: scale)
        #expect(pixel == color)
        #expect(frame == CGRect(x: 0, y: 0, width: 4, height: 4))
    }

    @Test func fileWithoutSuffixIsScaleOneAndTheExtensionMayBeGiven() throws {
        #expect(try look(Image("dot"), scale: 2) == (rgb(255, 0, 0), CGRect(x: 0, y: 0, width: 4, height: 4)))
        #expect(try look(Image("dot.png"), scale: 1).1 == CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(try look(Image("avatar@3x.png"), scale: 1).0 == rgb(0, 0, 255))
    }

    @Test func jpegFileIsFoundAndDecoded() throws {
        let (pixel, frame) = try look(Image("photo"), scale: 1)
        #expect(frame == CGRect(x: 0, y: 0, width: 6, height: 4))
        #expect(pixel.red >= 250 && pixel.green >= 250 && pixel.blue <= 5)
    }

    /// badge.imageset has badge.png (5 x 5 magenta, 1x) and badge@2x.png (10 x 10 cyan, 2x).
    @Test func assetCatalogImageSetIsReadByItsContentsJSON() throws {
        #expect(try look(Image("badge"), scale: 1) == (rgb(255, 0, 255), CGRect(x: 0, y: 0, width: 5, height: 5)))
        #expect(try look(Image("badge"), scale: 2) == (rgb(0, 255, 255), CGRect(x: 0, y: 0, width: 5, height: 5)))
        #expect(try look(Image(decorative: "badge"), scale: 3).0 == rgb(0, 255, 255))
    }

    @Test func givenBundleIsSearchedInstead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewtree-bundle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = try RasterCanvas(width: 7, height: 3).pngData()
        try png.write(to: folder.appendingPathComponent("only-here.png"))
        let bundle = try #require(Bundle(url: folder))
        #expect(try look(Image("only-here", bundle: bundle), scale: 1).1 == CGRect(x: 0, y: 0, width: 7, height: 3))
        // The module's own images are not in that bundle.
        #expect(ImageRenderer(content: Image("dot", bundle: bundle)).issues.map(\.kind) == [.missingImage])
    }

    @Test func missingImageDrawsNothingAtZeroSizeAndIsReportedByName() {
        let renderer = ImageRenderer(content: HStack(spacing: 0) { Image("no-such-image"); Color.red.frame(width: 5, height: 5) })
        #expect(frames(renderer.layout, named: "Image").first?.size == .zero)
        let issue = renderer.issues.first
        #expect(issue?.kind == .missingImage && issue?.isFailure == false)
        #expect(issue?.message.contains("\"no-such-image\"") == true && issue?.message.contains("ViewTree_ViewTreeTests") == true,
                "\(issue?.message ?? "")")
    }

    @Test func brokenFileIsReportedWithTheDecodersReason() {
        let issues = ImageRenderer(content: Image("broken")).issues
        #expect(issues.map(\.kind) == [.undecodableImage])
        #expect(issues.first?.message.contains("PNG") == true, "\(issues)")
    }
}
