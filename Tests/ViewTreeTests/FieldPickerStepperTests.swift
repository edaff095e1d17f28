import Foundation
import Testing
@testable import ViewTree
import Raster

/// TextField and SecureField, Picker (menu and segmented), Stepper, Slider, DisclosureGroup and
/// Menu, as iOS draws them at rest.
@MainActor @Suite struct FieldPickerStepperTests {
    private let white = ControlPixels.white
    private let blue = ControlPixels.blue
    /// Grey 118,118,128 at 12% over white: the tertiary fill of tracks.
    private let trackGrey = ControlPixels.overWhite(118, 118, 128, 0.12)

    // MARK: Text fields

    @Test func textFieldShowsItsTextOrItsPromptAcrossTheWidth() throws {
        let empty = layout(TextField("Name", text: .constant("")).frame(width: 300))
        #expect(empty.first(text: "Name")?.frame.origin == .zero)
        #expect(try #require(empty.first(named: "frame")).frame == CGRect(x: 0, y: 0, width: 300, height: 21))
        let filled = layout(TextField("Name", text: .constant("Taylor")).frame(width: 300))
        #expect(filled.first(text: "Taylor") != nil && filled.first(text: "Name") == nil)
        #expect(layout(TextField("Name", text: .constant(""), prompt: Text("Required"))).first(text: "Required") != nil)
        // The prompt is the placeholder colour (60,60,67 at 30%), never black.
        let prompt = try ControlPixels.canvas(TextField("Name", text: .constant("")).frame(width: 100))
        #expect(!ControlPixels.contains(prompt, RGBA8(red: 0, green: 0, blue: 0, alpha: 255), in: CGRect(x: 0, y: 0, width: 60, height: 21)))
        let darkest = (0..<21).flatMap { y in (0..<60).map { prompt.pixel(x: $0, y: y) } }.min { $0.red < $1.red }
        #expect(try #require(darkest).red >= 170)
    }

    @Test func secureFieldShowsADotForEachCharacter() {
        #expect(layout(SecureField("Password", text: .constant("secret"))).first(text: "••••••") != nil)
        #expect(layout(SecureField("Password", text: .constant(""))).first(text: "Password") != nil)
    }

    /// The rounded border: the line centred in a field TextFieldMetrics makes 34 points tall for
    /// body text on iOS 17 and 18 (measured on iOS 18.5), 7 points in from the sides, white with a
    /// one-pixel border; 28,28,30 in dark mode.
    @Test func roundedBorderFieldsPadTheirTextInABorderedField() throws {
        let metrics = TextFieldMetrics.iOS17
        let body = try Font.body.resolved()
        let vertical = metrics.vertical(pointSize: body.size, lineHeight: body.textFont.lineHeight)
        let tree = layout(TextField("Name", text: .constant("Taylor")).textFieldStyle(.roundedBorder).frame(width: 300))
        #expect(tree.first(text: "Taylor")?.frame.origin == CGPoint(x: metrics.horizontal, y: vertical.rounded()))
        // Line and insets snap to whole points at @1x, each by up to half a point.
        let height = metrics.height(pointSize: body.size)
        #expect(frames(tree, named: "RoundedRectangle").allSatisfy { $0.width == 300 && abs($0.height - height) <= 1.5 })
        let light = try ControlPixels.canvas(TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).frame(width: 300))
        #expect(light.pixel(x: 250, y: 17) == white)
        #expect(light.pixel(x: 0, y: 17) == RGBA8(red: 204, green: 204, blue: 204, alpha: 255), "the border, black at 20%")
        let dark = try ControlPixels.canvas(TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).frame(width: 300),
                              scheme: .dark)
        #expect(dark.pixel(x: 250, y: 17) == RGBA8(red: 28, green: 28, blue: 30, alpha: 255))
        #expect(layout(SecureField("Password", text: .constant("pw")).textFieldStyle(.roundedBorder)).first(text: "••")?.frame.origin
            == CGPoint(x: metrics.horizontal, y: vertical.rounded()))
    }

    /// A field's height follows its font's point size, for every text style and Dynamic Type
    /// size (TextFieldMetricsTests checks it against the iOS measurements).
    @Test(arguments: [Font.footnote, .body, .title3], [DynamicTypeSize.medium, .large, .accessibility3])
    func roundedFieldsFollowTheTextStyleAndDynamicType(font: Font, size: DynamicTypeSize) throws {
        let field = TextField("Name", text: .constant("Taylor")).textFieldStyle(.roundedBorder).font(font)
            .environment(\.dynamicTypeSize, size).frame(width: 300)
        let height = TextFieldMetrics.iOS17.height(pointSize: try font.resolved(dynamicTypeSize: size).size)
        let border = try #require(frames(layout(field), named: "RoundedRectangle").first)
        #expect(abs(border.height - height) <= 1.5, "snapped to whole points at @1x")
        #expect(abs(TextFieldMetrics.iOS17.height(pointSize: 17) - 33.9745) < 0.001)
    }

    // MARK: Pickers

    @Test func segmentedPickerSharesTheWidthAndRaisesTheChosenSegment() throws {
        let picker = Picker("Flavor", selection: .constant(0)) {
            Text("Vanilla").tag(0)
            Text("Chocolate").tag(1)
            Text("Berry").tag(2)
        }
        .pickerStyle(.segmented)
        .frame(width: 300)
        let tree = layout(picker)
        #expect(frames(tree, named: "SegmentedControl") == [CGRect(x: 0, y: 0, width: 300, height: 32)])
        // Each title centred in its 100-point third, 13-point text; the chosen one semibold.
        let titles = ["Vanilla", "Chocolate", "Berry"].compactMap { tree.first(text: $0)?.frame }
        #expect(titles.count == 3)
        for (index, title) in titles.enumerated() { #expect(abs(title.midX - (50 + 100 * CGFloat(index))) <= 0.5) }
        let regular = try #require(layout(Text("Vanilla").font(.system(size: 13))).first(text: "Vanilla")).frame
        #expect(titles[0].width > regular.width)
        let canvas = try ControlPixels.canvas(picker)
        #expect(canvas.pixel(x: 6, y: 5) == white, "the thumb")
        #expect(ControlPixels.near(canvas.pixel(x: 150, y: 5), trackGrey), "the track")
        // A hairline between the two segments that are not chosen, none beside the chosen one.
        #expect(ControlPixels.darkest(canvas, in: CGRect(x: 196, y: 10, width: 8, height: 12)) < 220)
        #expect(ControlPixels.darkest(canvas, in: CGRect(x: 100, y: 10, width: 5, height: 12)) > 224)
    }

    @Test func menuPickerShowsTheChosenOptionTintedWithAChevron() throws {
        let picker = Picker("Flavor", selection: .constant("b")) {
            Text("Apple").tag("a")
            Text("Banana").tag("b")
        }
        let tree = layout(picker)
        #expect(tree.first(text: "Banana") != nil && tree.first(text: "Apple") == nil)
        #expect(frames(tree, named: "Image").count == 1)
        #expect(layout(picker.pickerStyle(.menu)).description == tree.description)
        #expect(ControlPixels.contains(try ControlPixels.canvas(picker), blue, in: CGRect(x: 0, y: 0, width: 60, height: 21)))
        // A selection no option has: the chevron alone.
        let none = layout(Picker("Flavor", selection: .constant("z")) { Text("Apple").tag("a") })
        #expect(none.first(text: "Apple") == nil && frames(none, named: "Image").count == 1)
    }

    @Test func forEachTagsItsViewsWithTheirIDsUnlessTheyHaveTagsOfTheirOwn() {
        let flavors = ["Apple", "Banana", "Cherry"]
        let implicit = layout(Picker("Flavor", selection: .constant("Banana")) {
            ForEach(flavors, id: \.self) { Text($0) }
        })
        #expect(implicit.allViews.compactMap(\.text) == ["Banana"])
        let explicit = layout(Picker("Flavor", selection: .constant(2)) {
            ForEach(flavors, id: \.self) { Text($0).tag(flavors.firstIndex(of: $0)!) }
        })
        #expect(explicit.allViews.compactMap(\.text) == ["Cherry"])
        let segmented = layout(Picker("Flavor", selection: .constant("Apple")) {
            ForEach(flavors, id: \.self) { Text($0) }
        }.pickerStyle(.segmented).frame(width: 300))
        let chosen = try? #require(segmented.first(text: "Apple")).frame.width
        let other = try? #require(layout(Text("Apple").font(.system(size: 13))).first(text: "Apple")).frame.width
        #expect(chosen ?? 0 > other ?? 0, "the chosen segment is semibold")
    }

    @Test func menuPickerInAFormRowShowsItsLabelAndTheChoiceInTheSecondaryStyle() throws {
        let form = Form {
            Picker("Language", selection: .constant("English")) {
                ForEach(["English", "Español"], id: \.self) { Text($0) }
            }
        }
        let tree = windowLayout(form)
        let label = try #require(tree.first(text: "Language"))
        let choice = try #require(tree.first(text: "English"))
        #expect(label.frame.minX == 40)
        #expect(label.frame.minY == choice.frame.minY)
        let chevron = try #require(tree.allViews.last { $0.name == "Image" })
        #expect(chevron.frame.maxX == 388 && chevron.frame.minX > choice.frame.maxX)
        for scheme in [ColorScheme.light, .dark] {
            let canvas = try windowRender(form, scheme: scheme)
            let row = scheme == .light ? white : opaque(28, 28, 30)
            let secondary = composite(Color.secondary.resolved(in: scheme, os: .iOS17), over: row)
            // The darkest pixel of the choice is the secondary colour, never the tint.
            let glyphs = CGRect(x: choice.frame.minX, y: choice.frame.minY, width: choice.frame.width, height: choice.frame.height)
            #expect(ControlPixels.contains(canvas, secondary, in: glyphs))
            #expect(!ControlPixels.contains(canvas, blue, in: glyphs))
        }
    }

    @Test func tagsLeaveTheLayoutAlone() {
        #expect(layout(Text("A").tag(1)).description == layout(Text("A")).description)
    }

    // MARK: Stepper and slider

    @Test func stepperIsItsLabelAndTwoSegmentsAtTheTrailingEdge() throws {
        let tree = layout(Stepper("Quantity", value: .constant(0), in: 0...10).frame(width: 300))
        #expect(tree.first(text: "Quantity")?.frame.origin == CGPoint(x: 0, y: 6))
        let segments = try #require(tree.allViews.first { $0.name == "frame" && $0.frame.width == 94 }).frame
        #expect(segments == CGRect(x: 206, y: 0, width: 94, height: 32))
        // At the lower bound the minus is grey and the plus black.
        let canvas = try ControlPixels.canvas(Stepper("Quantity", value: .constant(0), in: 0...10).frame(width: 300))
        let minus = CGRect(x: 206, y: 0, width: 46, height: 32), plus = CGRect(x: 254, y: 0, width: 46, height: 32)
        #expect(ControlPixels.darkest(canvas, in: minus) > 150 && ControlPixels.darkest(canvas, in: plus) < 60)
    }

    /// The track across the width, blue up to the thumb's middle, which travels 14 points inside
    /// the ends: at 30% of 200 points it is at 14 + 0.3 x 172.
    @Test func sliderFillsTheTrackUpToItsThumb() throws {
        let slider = Slider(value: .constant(0.3)).frame(width: 200)
        #expect(layout(slider).frame.size == CGSize(width: 200, height: 28))
        let canvas = try ControlPixels.canvas(slider)
        let middle = 14 + 0.3 * 172
        #expect(canvas.pixel(x: Int(middle), y: 14) == white)
        #expect(canvas.pixel(x: 4, y: 14) == blue)
        #expect(canvas.pixel(x: 150, y: 14).blue < 250 && canvas.pixel(x: 150, y: 14).red > 200, "the grey track")
        // Out of range values are clamped; the range can be any.
        let full = try ControlPixels.canvas(Slider(value: .constant(50.0), in: 0...10).frame(width: 200))
        #expect(full.pixel(x: 186, y: 14) == white && full.pixel(x: 160, y: 14) == blue)
    }

    // MARK: Disclosure group and menu

    @Test func disclosureGroupShowsItsContentOnlyWhenExpanded() throws {
        let collapsed = layout(DisclosureGroup("Details") { Text("Hidden") }.frame(width: 300))
        #expect(collapsed.first(text: "Hidden") == nil && frames(collapsed, named: "Image").count == 1)
        let image = try #require(frames(collapsed, named: "Image").first)
        #expect(image.maxX == 300)
        let expanded = layout(DisclosureGroup("More", isExpanded: .constant(true)) { Text("Shown") }.frame(width: 300))
        let label = try #require(expanded.first(text: "More")).frame, content = try #require(expanded.first(text: "Shown")).frame
        #expect(content.minX == 0 && content.minY == label.maxY + 8)
    }

    @Test func menuIsItsLabelAsAButton() throws {
        #expect(layout(Menu("Options") { Button("A") {} }).description == layout(Text("Options")).description)
        #expect(ControlPixels.contains(try ControlPixels.canvas(Menu("Options") { Button("A") {} }), blue, in: CGRect(x: 0, y: 0, width: 60, height: 21)))
        #expect(frames(layout(Menu("Sort", systemImage: "arrow.up.arrow.down") { Button("A") {} }), named: "Image").count == 1)
    }

    // MARK: References

    @Test func fieldsPickersAndSteppersMatchTheirReferences() throws {
        let view = VStack(alignment: .leading, spacing: 12) {
            TextField("Name", text: .constant("Taylor")).textFieldStyle(.roundedBorder)
            SecureField("Password", text: .constant("")).textFieldStyle(.roundedBorder)
            Picker("Range", selection: .constant(0)) {
                Text("Day").tag(0); Text("Week").tag(1); Text("Month").tag(2); Text("Year").tag(3)
            }
            .pickerStyle(.segmented)
            Picker("Flavor", selection: .constant(2)) { Text("Vanilla").tag(1); Text("Strawberry").tag(2) }
            Stepper("Quantity: 1", value: .constant(1), in: 1...5)
            Slider(value: .constant(0.6))
            DisclosureGroup("Details", isExpanded: .constant(true)) { Text("More about it").foregroundStyle(.secondary) }
            Menu("Options") { Button("Copy") {} }
        }
        .padding(12)
        .frame(width: 300)
        try ReferenceImages.expectMatchInBothSchemes(view, named: "fields-pickers-steppers")
    }
}
