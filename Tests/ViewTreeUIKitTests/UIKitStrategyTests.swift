import Foundation
import Snapshot
import Testing
import Raster
@_spi(ViewTreeInternals) import ViewTree
@_spi(ViewTreeInternals) import ViewTreeUIKit

/// A small screen: a title over a card in the grouped background.
private struct Summary: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Balance").font(.headline)
            RoundedRectangle(cornerRadius: 12).fill(Color(.secondarySystemGroupedBackground)).frame(height: 60)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background(Color(.systemGroupedBackground))
    }
}

/// The image a strategy makes of a value, as `assertSnapshot` would compare it.
private func snapshot<Value>(_ value: Value, _ strategy: Snapshotting<Value, ViewTreeSnapshotImage>) throws -> Bitmap {
    var image: ViewTreeSnapshotImage?
    strategy.snapshot(value).run { image = $0 }
    return try #require(image?.bitmap)
}

@Suite @MainActor struct UIKitStrategyTests {
    static let oneX = UITraitCollection(displayScale: 1)

    @Test func hostingControllersSnapshotTheSamePixelsAsTheirView() throws {
        let viaView = try snapshot(Summary(), .image(layout: .device(config: .iPhone13ProMax), traits: Self.oneX))
        let viaController = try snapshot(UIHostingController(rootView: Summary()) as UIViewController,
                                         .image(on: .iPhone13ProMax, traits: Self.oneX))
        #expect(viaController == viaView)
        #expect(viaView.width == 428 && viaView.height == 926)
        // And with swift-snapshot-testing's other parameters, including the drawing mode.
        let precise = try snapshot(UIHostingController(rootView: Summary()) as UIViewController,
                                   .image(on: .iPhone13ProMax, precision: 0.99, perceptualPrecision: 0.98, traits: Self.oneX))
        #expect(precise == viaView)
        // Drawn in the key window: the same drawing, with the host's insets (an iPhone 16 Pro's 62
        // above; 34 below, all of it, as the window is taller than the host).
        let keyWindow = try ViewTreeSnapshotHost.withDevice(.iPhone16Pro) {
            try snapshot(Summary(), .image(drawHierarchyInKeyWindow: true, renderingMode: .auto,
                                           layout: .device(config: .iPhone13ProMax), traits: Self.oneX))
        }
        var hostInsets = ViewImageConfig.iPhone13ProMax
        hostInsets.safeArea = UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0)
        #expect(keyWindow == (try snapshot(Summary(), .image(layout: .device(config: hostInsets), traits: Self.oneX))))
        #expect(keyWindow != viaView)
        // swift-snapshot-testing's SwiftUI spelling, every parameter but the drawing mode.
        let spelledOut = try snapshot(Summary(), .image(drawHierarchyInKeyWindow: false, precision: 0.99,
                                                        perceptualPrecision: 0.98,
                                                        layout: .device(config: .iPhone13ProMax), traits: Self.oneX))
        #expect(spelledOut == viaView)
    }

    @Test func theControllersAppearanceOverrideApplies() throws {
        let controller = UIHostingController(rootView: Summary())
        controller.overrideUserInterfaceStyle = .dark
        let dark = try snapshot(controller as UIViewController, .image(on: .iPhoneSe, traits: Self.oneX))
        let expected = try snapshot(Summary(), .image(layout: .device(config: .iPhoneSe),
                                                      traits: UITraitCollection(traitsFrom: [Self.oneX, .init(userInterfaceStyle: .dark)])))
        #expect(dark == expected)
        #expect(dark[2, 300] == pixel(SystemColor.systemGroupedBackground.dark))
    }

    @Test func aSizeOverridesTheDevicesAndControllersWithoutADeviceUseTheirViewsFrame() throws {
        let sized = try snapshot(UIHostingController(rootView: Summary()) as UIViewController,
                                 .image(on: .iPhone13ProMax, size: CGSize(width: 300, height: 200), traits: Self.oneX))
        #expect(sized.width == 300 && sized.height == 200)
        let controller = UIHostingController(rootView: Summary())
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 160)
        let framed = try snapshot(controller as UIViewController, .image(traits: Self.oneX))
        #expect(framed.width == 320 && framed.height == 160)
        #expect(framed == (try snapshot(Summary(), .image(layout: .fixed(width: 320, height: 160), traits: Self.oneX))))
    }

    @Test func plainViewsDrawTheirBackgroundsAndSubviews() throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        container.backgroundColor = .systemBlue
        let badge = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        badge.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        container.addSubview(badge)
        let image = try snapshot(container, .image(traits: Self.oneX))
        #expect(image.width == 40 && image.height == 20)
        #expect(image[5, 10] == pixel(SystemColor.systemBlue.light))
        #expect(image[30, 10] == pixel(255, 0, 0))
        // A hidden subview is not drawn; a dark override recolours the system colours.
        badge.isHidden = true
        container.overrideUserInterfaceStyle = .dark
        let dark = try snapshot(container, .image(traits: Self.oneX))
        #expect(dark[30, 10] == pixel(SystemColor.systemBlue.dark))
    }

    @Test func aHostingControllersViewInAControllerFillsIt() throws {
        let parent = UIViewController()
        parent.view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let child = UIHostingController(rootView: Color.red)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let image = try snapshot(parent, .image(traits: Self.oneX))
        #expect(image.width == 200 && image[100, 50] == pixel(SystemColor.systemRed.light))
        #expect(parent.children.count == 1)
    }

    @Test func imagesSnapshotTheirPixels() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let stub = UIGraphicsImageRenderer(size: CGSize(width: 5, height: 5), format: format).image { context in
            UIColor.systemGreen.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        let image = try snapshot(stub, .image(precision: 1, perceptualPrecision: 1, scale: 2))
        #expect(image == stub.pixels)
    }

    @Test func sizeThatFitsMeasuresTheRootView() {
        let controller = UIHostingController(rootView: Color.red.frame(width: 120, height: 30))
        #expect(controller.sizeThatFits(in: .zero) == CGSize(width: 120, height: 30))
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
    }
}
