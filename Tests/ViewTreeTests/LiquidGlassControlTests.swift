import Foundation
import Testing
@testable import ViewTree
import Raster

/// iOS 26's switch, slider, segmented control and inset-grouped cards against iOS 17's.
@MainActor @Suite struct LiquidGlassControlTests {
    private func render<V: View>(_ view: V, os: ViewTreeOSVersion) throws -> RasterCanvas {
        try ControlPixels.canvas(view.viewTreeOSVersion(os))
    }

    @Test func theSwitchIsWiderAndLowerWithAPillThumb() throws {
        let toggle = Toggle("", isOn: .constant(true)).labelsHidden()
        #expect(layout(toggle.viewTreeOSVersion(.iOS17)).frame.size == CGSize(width: 51, height: 31))
        #expect(layout(toggle.viewTreeOSVersion(.iOS26)).frame.size == CGSize(width: 63, height: 28))
        let on = try render(toggle, os: .iOS26)
        // The thumb, a pill 37 wide, fills the trailing end: white from x 24 to 61; green before it.
        #expect(on.pixel(x: 42, y: 14) == ControlPixels.white && on.pixel(x: 27, y: 14) == ControlPixels.white)
        #expect(ControlPixels.near(on.pixel(x: 12, y: 14), ControlPixels.green))
        let old = try render(toggle, os: .iOS17)
        // iOS 17's round thumb 27 across leaves green at x 24 in the middle row.
        #expect(ControlPixels.near(old.pixel(x: 12, y: 15), ControlPixels.green) && old.pixel(x: 37, y: 15) == ControlPixels.white)
    }

    @Test func theSliderThumbIsAPillOnAThickerTrack() throws {
        let slider = Slider(value: .constant(0.5)).frame(width: 200)
        #expect(layout(slider.viewTreeOSVersion(.iOS26)).frame.height == 24)
        #expect(layout(slider.viewTreeOSVersion(.iOS17)).frame.height == 28)
        let canvas = try render(slider, os: .iOS26)
        // The pill thumb 37 wide centred at 100; the tinted track (iOS 26 blue) 6 tall before it.
        #expect(canvas.pixel(x: 100 - 17, y: 12) == ControlPixels.white && canvas.pixel(x: 100 + 17, y: 12) == ControlPixels.white)
        #expect(canvas.pixel(x: 40, y: 12) == opaque(0, 136, 255) && canvas.pixel(x: 40, y: 9) == opaque(0, 136, 255))
        #expect(canvas.pixel(x: 40, y: 7) == ControlPixels.white)
    }

    @Test func theSegmentedControlIsACapsule() throws {
        let picker = Picker("", selection: .constant(1)) { Text("A").tag(0); Text("B").tag(1) }
            .pickerStyle(.segmented).frame(width: 200)
        let new = try render(picker, os: .iOS26), old = try render(picker, os: .iOS17)
        // Near the corner on the diagonal: inside iOS 17's 8-point corner, outside iOS 26's 16.
        #expect(new.pixel(x: 2, y: 2) == ControlPixels.white && new.pixel(x: 3, y: 3).red > 250)
        #expect(old.pixel(x: 3, y: 3) != ControlPixels.white)
        #expect(layout(picker.viewTreeOSVersion(.iOS26)).frame.height == 32)
    }

    @Test func borderedButtonsAreCapsulesUnlessAShapeIsSet() throws {
        let button = Button("Reserve") {}.buttonStyle(.borderedProminent)
        let size = layout(button.viewTreeOSVersion(.iOS26)).frame.size
        #expect(size == layout(button.viewTreeOSVersion(.iOS17)).frame.size)
        let new = try render(button, os: .iOS26), old = try render(button, os: .iOS17)
        // A third of the height in from the leading edge, at the top quarter: outside the capsule's
        // round end, inside iOS 17's 6-point corner.
        let x = Int(size.height / 3), y = Int(size.height / 4)
        #expect(new.pixel(x: 1, y: y) == ControlPixels.white && old.pixel(x: 1, y: y) == ControlPixels.blue)
        #expect(new.pixel(x: Int(size.width / 2), y: 2) == opaque(0, 136, 255) && new.pixel(x: x, y: Int(size.height / 2)) != ControlPixels.white)
        let rounded = try render(button.buttonBorderShape(.roundedRectangle), os: .iOS26)
        #expect(rounded.pixel(x: 1, y: y) == opaque(0, 136, 255))
    }

    @Test func insetGroupedCardsAreRoundedMoreAndHeadersKeepTheirCase() throws {
        let form = Form { Section("Profile") { Text("Name") } }.frame(width: 390, height: 200)
        let new = try render(form, os: .iOS26), old = try render(form, os: .iOS17)
        let card = try #require(frames(layout(form.viewTreeOSVersion(.iOS26)), named: "Text").last)
        // The card's top-left corner: 20 in from the card's side edge (at x 16), 3 below its top.
        let cardTop = Int(card.minY) - 11
        let grouped = opaque(242, 242, 247)
        #expect(new.pixel(x: 18, y: cardTop + 3) == grouped)
        #expect(old.pixel(x: 18, y: cardTop + 3) == ControlPixels.white)
        #expect(layout(form.viewTreeOSVersion(.iOS26)).first(text: "Profile") != nil)
        #expect(layout(form.viewTreeOSVersion(.iOS17)).first(text: "PROFILE") != nil)
    }
}
