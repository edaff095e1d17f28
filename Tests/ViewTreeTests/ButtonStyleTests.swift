import Foundation
import Testing
@testable import ViewTree
import Raster

/// A user's style: a capsule, red for destructive buttons, saying whether it is pressed.
private struct PillStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 4) {
            configuration.label
            Text(configuration.isPressed ? "pressed" : "at rest")
        }
        .padding(8)
        .background(Capsule().fill(configuration.role == .destructive ? Color.red : Color.purple))
    }
}

/// A user's primitive style: the label in a fixed frame.
private struct SquareStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.frame(width: 60, height: 60).onTapGesture { configuration.trigger() }
    }
}

/// Button styles: borderless, plain, bordered and prominent ones at each control size, with
/// tints, roles, border shapes, disabled, and users' own styles.
@MainActor @Suite struct ButtonStyleTests {
    private let white = ControlPixels.white

    // MARK: Layout

    /// A bordered button is its label padded 7 by 12 (a 35-point button around a 21-point line
    /// at @1x), the fill its size.
    @Test func borderedButtonsPadTheirLabel() throws {
        let title = try idealWidth("Bordered")
        for style in [AnyView(Button("Bordered") {}.buttonStyle(.bordered)),
                      AnyView(Button("Bordered") {}.buttonStyle(.borderedProminent))] {
            let tree = layout(style)
            #expect(tree.frame.size == CGSize(width: title + 24, height: 35))
            #expect(frames(tree, named: "Text") == [CGRect(x: 12, y: 7, width: title, height: 21)])
            #expect(frames(tree, named: "ControlShape") == [CGRect(x: 0, y: 0, width: title + 24, height: 35)])
        }
    }

    @Test(arguments: [
        (ControlSize.mini, CGFloat(3), CGFloat(8), Font.footnote),
        (.small, 4, 10, .subheadline),
        (.regular, 7, 12, .body),
        (.large, 14, 20, .body),
        (.extraLarge, 17, 24, .body),
    ])
    func controlSizesChangePaddingAndText(size: ControlSize, vertical: CGFloat, horizontal: CGFloat, font: Font) throws {
        let tree = layout(Button("Go") {}.buttonStyle(.bordered).controlSize(size))
        let text = try #require(frames(tree, named: "Text").first)
        #expect(text.origin == CGPoint(x: horizontal, y: vertical))
        #expect(text.size == (try #require(frames(layout(Text("Go").font(font)), named: "Text").first)).size)
        #expect(tree.frame.size == CGSize(width: text.width + 2 * horizontal, height: text.height + 2 * vertical))
        // An explicit font wins over the control size's.
        let titled = layout(Button("Go") {}.buttonStyle(.bordered).controlSize(size).font(.title))
        #expect(frames(titled, named: "Text").first?.size == frames(layout(Text("Go").font(.title)), named: "Text").first?.size)
    }

    @Test func automaticAndBorderlessAreTheLabelAlone() {
        let plain = layout(Text("Save")).description
        #expect(layout(Button("Save") {}.buttonStyle(.automatic)).description == plain)
        #expect(layout(Button("Save") {}.buttonStyle(.borderless)).description == plain)
        #expect(layout(Button("Save") {}.buttonStyle(.plain)).description == plain)
        #expect(layout(Button("Save") {}.buttonStyle(DefaultButtonStyle())).description == plain)
    }

    // MARK: Colours

    @Test func borderedIsTheTintOverALightFillOfIt() throws {
        let bordered = try ControlPixels.canvas(Button("Save") {}.buttonStyle(.bordered))
        // Inside the padding, left of the title: blue at 15% over white.
        #expect(ControlPixels.near(bordered.pixel(x: 4, y: 17), ControlPixels.overWhite(0, 122, 255, 0.15)))
        #expect(ControlPixels.contains(bordered, RGBA8(red: 0, green: 122, blue: 255, alpha: 255), in: CGRect(x: 12, y: 7, width: 40, height: 21)))
        let red = try ControlPixels.canvas(Button("Delete", role: .destructive) {}.buttonStyle(.bordered))
        #expect(ControlPixels.near(red.pixel(x: 4, y: 17), ControlPixels.overWhite(255, 59, 48, 0.15)))
        let green = try ControlPixels.canvas(Button("Go") {}.buttonStyle(.bordered).tint(.green))
        #expect(ControlPixels.near(green.pixel(x: 4, y: 17), ControlPixels.overWhite(52, 199, 89, 0.15)))
    }

    @Test func prominentIsWhiteOverTheTint() throws {
        let prominent = try ControlPixels.canvas(Button("Save") {}.buttonStyle(.borderedProminent))
        #expect(prominent.pixel(x: 4, y: 17) == RGBA8(red: 0, green: 122, blue: 255, alpha: 255))
        #expect(ControlPixels.contains(prominent, white, in: CGRect(x: 12, y: 7, width: 40, height: 21)))
        let destructive = try ControlPixels.canvas(Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent))
        #expect(destructive.pixel(x: 4, y: 17) == RGBA8(red: 255, green: 59, blue: 48, alpha: 255))
        let dark = try ControlPixels.canvas(Button("Save") {}.buttonStyle(.borderedProminent), scheme: .dark)
        #expect(dark.pixel(x: 4, y: 17) == RGBA8(red: 10, green: 132, blue: 255, alpha: 255))
        #expect(ControlPixels.contains(dark, white, in: CGRect(x: 12, y: 7, width: 40, height: 21)))
    }

    @Test func disabledBorderedButtonsAreGrey() throws {
        let disabled = try ControlPixels.canvas(Button("Save") {}.buttonStyle(.borderedProminent).disabled(true))
        #expect(ControlPixels.near(disabled.pixel(x: 4, y: 17), ControlPixels.overWhite(118, 118, 128, 0.12)))
        // The title in the tertiary label colour: 60,60,67 at 30% over the grey fill, never blue or white.
        let title = CGRect(x: 12, y: 7, width: 40, height: 21)
        #expect(!ControlPixels.contains(disabled, white, in: title))
        #expect(!ControlPixels.contains(disabled, RGBA8(red: 0, green: 122, blue: 255, alpha: 255), in: title))
    }

    @Test func plainButtonsAreNotTinted() throws {
        let plain = try ControlPixels.canvas(Button("Save") {}.buttonStyle(.plain))
        #expect(ControlPixels.contains(plain, RGBA8(red: 0, green: 0, blue: 0, alpha: 255), in: CGRect(x: 0, y: 0, width: 40, height: 21)))
        #expect(!ControlPixels.contains(plain, RGBA8(red: 0, green: 122, blue: 255, alpha: 255), in: CGRect(x: 0, y: 0, width: 40, height: 21)))
    }

    @Test func borderShapesOutlineTheFill() throws {
        // 3 points in from the corner: inside 6-point rounded corners, outside a 17.5-point capsule end.
        let rounded = try ControlPixels.canvas(Button("Save") {}.buttonStyle(.borderedProminent))
        #expect(rounded.pixel(x: 3, y: 3) == RGBA8(red: 0, green: 122, blue: 255, alpha: 255))
        let capsule = try ControlPixels.canvas(Button("Save") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule))
        #expect(capsule.pixel(x: 3, y: 3) == white)
        let square = try ControlPixels.canvas(Button("Save") {}.buttonStyle(.borderedProminent).buttonBorderShape(.roundedRectangle(radius: 0)))
        #expect(square.pixel(x: 0, y: 0) == RGBA8(red: 0, green: 122, blue: 255, alpha: 255))
        let large = try ControlPixels.canvas(Button("Save") {}.buttonStyle(.borderedProminent).controlSize(.large))
        #expect(large.pixel(x: 2, y: 2) == white && rounded.pixel(x: 2, y: 2) != white, "a large button's corners are 12 points")
    }

    // MARK: Users' styles

    @Test func customButtonStylesGetTheLabelRoleAndRestingState() throws {
        let tree = layout(Button("Go") {}.buttonStyle(PillStyle()))
        #expect(tree.first(text: "at rest") != nil && tree.first(text: "pressed") == nil)
        #expect(frames(tree, named: "Capsule").count == 1)
        let purple = try ControlPixels.canvas(Button("Go") {}.buttonStyle(PillStyle()))
        #expect(purple.pixel(x: 20, y: 3) == RGBA8(red: 175, green: 82, blue: 222, alpha: 255))
        let red = try ControlPixels.canvas(Button("Go", role: .destructive) {}.buttonStyle(PillStyle()))
        #expect(red.pixel(x: 20, y: 3) == RGBA8(red: 255, green: 59, blue: 48, alpha: 255))
        // The label is not tinted: a custom style's text is the primary colour.
        #expect(ControlPixels.contains(purple, RGBA8(red: 0, green: 0, blue: 0, alpha: 255), in: CGRect(x: 8, y: 8, width: 20, height: 21)))
        let square = layout(Button("Go") {}.buttonStyle(SquareStyle()))
        #expect(square.frame.size == CGSize(width: 60, height: 60))
    }

    @Test func buttonsWithSymbolsAndTheInnermostStyleWins() throws {
        let tree = layout(Button("Share", systemImage: "square.and.arrow.up") {}.buttonStyle(.bordered).buttonStyle(.plain))
        #expect(frames(tree, named: "Image").count == 1 && frames(tree, named: "ControlShape").count == 1)
    }

    // MARK: References

    @Test func buttonStylesMatchTheirReferences() throws {
        let view = VStack(alignment: .leading, spacing: 10) {
            HStack { Button("Borderless") {}; Button("Plain") {}.buttonStyle(.plain); Button("Delete", role: .destructive) {} }
            HStack {
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Prominent") {}.buttonStyle(.borderedProminent)
                Button("Off") {}.buttonStyle(.borderedProminent).disabled(true)
            }
            HStack {
                Button("Remove", role: .destructive) {}.buttonStyle(.bordered)
                Button("Small") {}.buttonStyle(.bordered).controlSize(.small)
                Button("Capsule") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule).tint(.green)
            }
            Button("Share", systemImage: "square.and.arrow.up") {}.buttonStyle(.bordered)
            Button {} label: { Text("Continue").frame(maxWidth: .infinity) }
                .buttonStyle(.borderedProminent).controlSize(.large)
        }
        .padding(12)
        .frame(width: 320)
        try ReferenceImages.expectMatchInBothSchemes(view, named: "button-styles")
    }
}
