import Foundation
import Testing
@_spi(Previews) import ViewTree

/// A SwiftUI preview provider as Xcode projects write them; it must compile unchanged.
struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Text("New").padding(4).previewDisplayName("Default")
            Text("New")
                .padding(4)
                .previewLayout(.sizeThatFits)
                .preferredColorScheme(.dark)
                .previewDisplayName("Dark")
            Text("New").previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
                .previewInterfaceOrientation(.landscapeLeft)
        }
    }
}

/// Preview declarations: the traits of each preview and picking one preview out to render.
@MainActor @Suite struct PreviewDeclarationTests {
    @Test func eachViewOfTheTopLevelIsAPreviewWithItsTraits() {
        let variants = Badge_Previews.previews.previewVariants(in: EnvironmentValues())
        #expect(variants.map(\.index) == [0, 1, 2])
        #expect(variants.map(\.displayName) == ["Default", "Dark", nil])
        #expect(variants[1].layout == .sizeThatFits && variants[1].colorScheme == .dark)
        #expect(variants[0].layout == nil && variants[0].colorScheme == nil && variants[0].device == nil)
        #expect(variants[2].device == "iPhone SE (3rd generation)" && variants[2].orientation == .landscapeLeft)
        #expect(Badge_Previews.platform == nil)
    }

    @Test func forEachMakesOnePreviewPerElementAndTheOutermostTraitWins() {
        let previews = ForEach(["iPhone 8", "iPhone 13 mini"], id: \.self) { name in
            Text(name).previewDisplayName("inner").previewDevice(PreviewDevice(rawValue: name)).previewDisplayName(name)
        }
        let variants = previews.previewVariants(in: EnvironmentValues())
        #expect(variants.map(\.displayName) == ["iPhone 8", "iPhone 13 mini"])
        #expect(variants.map { $0.device?.configuration } == [.iPhone8, .iPhone13Mini])
    }

    @Test func previewDevicesFindTheCatalogByXcodesNames() {
        #expect(PreviewDevice(rawValue: "iPhone 13 Pro Max").configuration == .iPhone13ProMax)
        // The 2nd and 3rd generation SE have the iPhone 8's 375x667 screen, not the first's.
        #expect(PreviewDevice(rawValue: "iPhone SE (3rd generation)").configuration == .iPhoneSe3)
        #expect(PreviewDevice(rawValue: "iPhone 16 Pro").configuration == .iPhone16Pro)
        #expect(PreviewDevice(rawValue: "iPad Pro (11-inch) (4th generation)").configuration == .iPadPro11)
        #expect(PreviewDevice(rawValue: "iPad Pro (12.9-inch) (6th generation)").configuration == .iPadPro12_9)
        #expect(PreviewDevice(rawValue: "iPhone Xs Max").configuration == .iPhoneXsMax)
        #expect(PreviewDevice(rawValue: "iPhoneSe.landscape").configuration == .iPhoneSe(.landscape))
        #expect(PreviewDevice(rawValue: "Pixel 7").configuration == nil)
    }

    @Test func aVariantRendersItsOwnViewOnly() {
        let second = ImageRenderer(content: Badge_Previews.previews.previewVariant(1))
        #expect(second.layout.allViews.compactMap(\.text) == ["New"])
        #expect(second.layout.name == "previewDisplayName")
        #expect(second.issues.isEmpty)
    }

    @Test func preferredColorSchemeReachesTheViewInside() throws {
        let renderer = ImageRenderer(content: Color.primary.frame(width: 2, height: 2).preferredColorScheme(.dark))
        // The primary label colour in dark appearance is white.
        #expect(try renderer.canvas.bitmap.pixels.allSatisfy { $0 == 0xFFFF_FFFF })
    }

    @Test func aVariantMissingInItsEnvironmentFailsTheRender() {
        let renderer = ImageRenderer(content: Text("Only one").previewVariant(3))
        #expect(renderer.issues.map(\.kind) == [.missingPreview])
        #expect(renderer.issues.first?.isFailure == true)
    }

    @Test func aDrawingGivesTheCanvasPixelsOnAnyThread() async throws {
        let renderer = ImageRenderer(content: Badge_Previews.previews.previewVariant(0).background(Color.yellow))
        renderer.scale = 2
        let drawing = try renderer.drawing
        #expect(drawing.width == Int((renderer.layout.frame.width * 2).rounded(.up)) && drawing.scale == 2)
        let expected = try renderer.canvas.bitmap
        let drawn = try await Task.detached { try drawing.makeCanvas().bitmap }.value
        #expect(drawn == expected)
    }
}

extension PreviewDeclarationTests {
    @Test func anotherPreviewsSchemeDoesNotRecolourThisOne() throws {
        let previews = Group {
            Color.primary.frame(width: 2, height: 2)
            Color.primary.frame(width: 2, height: 2).preferredColorScheme(.dark)
        }
        let first = ImageRenderer(content: previews.previewVariant(0))
        #expect(try first.canvas.bitmap.pixels.allSatisfy { $0 == 0xFF00_0000 })
        let second = ImageRenderer(content: previews.previewVariant(1))
        #expect(try second.canvas.bitmap.pixels.allSatisfy { $0 == 0xFFFF_FFFF })
        // A single preview keeps every preference inside it.
        let inside = ImageRenderer(content: HStack { Color.primary.preferredColorScheme(.dark) }.frame(width: 2, height: 2)
            .previewVariant(0))
        #expect(try inside.canvas.bitmap.pixels.allSatisfy { $0 == 0xFFFF_FFFF })
    }
}
