import Foundation
import Raster
import Testing
@testable import ViewTree

/// ControlGroup: its buttons in equal widths on one rounded rectangle, hairlines between them,
/// or its label as a menu.
@MainActor @Suite struct ControlGroupTests {
    private var editing: some View {
        ControlGroup {
            Button("Cut") {}
            Button("Copy") {}
            Button("Paste") {}
        }
    }

    @Test func theButtonsShareTheWidthWithHairlinesBetween() throws {
        let tree = layout(editing.frame(width: 302))
        let dividers = frames(tree, named: "Divider")
        #expect(dividers.count == 2)
        // 302 less two 1-point hairlines, in three.
        #expect(dividers.map(\.minX) == [100, 201])
        #expect(dividers.allSatisfy { $0.width == 1 })
        let background = try #require(frames(tree, named: "RoundedRectangle").first)
        #expect(background.width == 302 && background.height >= 44)
        for (title, middle) in [("Cut", 50.0), ("Copy", 151.0), ("Paste", 252.0)] {
            let text = try #require(tree.first(text: title)).frame
            #expect(abs(text.midX - middle) <= 0.5)
            #expect(abs(text.midY - background.midY) <= 0.5)
        }
        let canvas = try ControlPixels.canvas(editing.frame(width: 302))
        // The tertiary fill, grey 118,118,128 at 12% over white, between the buttons' titles.
        let fill = ControlPixels.overWhite(118, 118, 128, 0.12)
        #expect(ControlPixels.near(canvas.pixel(x: 5, y: Int(background.midY)), fill))
        #expect(ControlPixels.contains(canvas, ControlPixels.blue, in: try #require(tree.first(text: "Copy")).frame))
        #expect(layout(editing.controlGroupStyle(.navigation).frame(width: 302)).description == tree.description)
    }

    @Test func theMenuStylesShowTheLabel() throws {
        let group = ControlGroup("Format", systemImage: "textformat") { Button("Bold") {} }
        for tree in [layout(group.controlGroupStyle(.menu)), layout(group.controlGroupStyle(.compactMenu))] {
            #expect(tree.first(text: "Format") != nil)
            #expect(tree.first(text: "Bold") == nil)
            #expect(frames(tree, named: "Divider").isEmpty)
        }
        let palette = layout(ControlGroup { Button("A") {}; Button("B") {} }.controlGroupStyle(.palette))
        #expect(palette.first(text: "A") != nil && palette.first(text: "B") != nil)
        #expect(frames(palette, named: "RoundedRectangle").isEmpty)
    }
}
