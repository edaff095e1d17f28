import Foundation
import Testing
@testable import ViewTree
import Raster

/// A user's style: a checkbox symbol before the label.
private struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
            configuration.label
        }
    }
}

/// A user's progress style: the percentage as text.
private struct PercentStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text(verbatim: configuration.fractionCompleted.map { "\(Int($0 * 100))%" } ?? "?")
    }
}

/// A style that wraps a new toggle of the same binding and tints it, as design systems' switch
/// styles do (GoodSwiftUI's `GRSwitchStyle`).
private struct TintedSwitchStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Toggle(isOn: configuration.$isOn) { configuration.label }
                .labelsHidden()
                .tint(.blue)
        }
    }
}

/// A style that changes the style around it: the toggle in the next style out, with a border.
private struct OutlinedStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Toggle(configuration).padding(2).border(Color.red)
    }
}

/// Toggle (iOS's switch), ProgressView (bar and spinner) and Link.
@MainActor @Suite struct ToggleProgressLinkTests {
    private let white = ControlPixels.white
    private let green = ControlPixels.green
    private let blue = ControlPixels.blue

    /// Grey 120,120,128 at `opacity` over white, or over black in dark mode.
    private func fill(_ opacity: Double, over base: Double = 255) -> RGBA8 {
        ControlPixels.overWhite(120, 120, 128, opacity, base: base)
    }

    // MARK: Toggle

    /// The label at the leading edge, centred on the 31-point switch at the trailing edge; the
    /// 27-point thumb 2 points in from the end it is at.
    @Test func toggleIsItsLabelAndASwitchAcrossTheWidth() throws {
        let on = layout(Toggle("Wi-Fi", isOn: .constant(true)).frame(width: 300))
        #expect(try #require(on.first(named: "HStack")).frame == CGRect(x: 0, y: 0, width: 300, height: 31))
        #expect(on.first(text: "Wi-Fi")?.frame.origin == CGPoint(x: 0, y: 5))
        #expect(frames(on, named: "Capsule") == [CGRect(x: 249, y: 0, width: 51, height: 31)])
        #expect(frames(on, named: "Circle") == [CGRect(x: 271, y: 2, width: 27, height: 27)])
        let off = layout(Toggle("Wi-Fi", isOn: .constant(false)).frame(width: 300))
        #expect(frames(off, named: "Circle") == [CGRect(x: 251, y: 2, width: 27, height: 27)])
        // Without a width, the label, 8 points and the switch.
        let ideal = layout(Toggle("Wi-Fi", isOn: .constant(true)))
        #expect(ideal.frame.width == (try idealWidth("Wi-Fi")) + 8 + 51)
        #expect(layout(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden()).frame.size == CGSize(width: 51, height: 31))
    }

    @Test func switchIsGreenOnAndGreyOffWithAWhiteThumb() throws {
        let on = try ControlPixels.canvas(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden())
        #expect(on.pixel(x: 6, y: 15) == green)
        #expect(on.pixel(x: 36, y: 15) == white)
        let off = try ControlPixels.canvas(Toggle("Wi-Fi", isOn: .constant(false)).labelsHidden())
        #expect(ControlPixels.near(off.pixel(x: 45, y: 15), fill(0.16)))
        #expect(off.pixel(x: 15, y: 15) == white)
        // The thumb's shadow darkens the track just below it.
        #expect(off.pixel(x: 15, y: 30).red < 234)
        let dark = try ControlPixels.canvas(Toggle("Wi-Fi", isOn: .constant(false)).labelsHidden(), scheme: .dark)
        #expect(ControlPixels.near(dark.pixel(x: 45, y: 15), fill(0.32, over: 0)))
        let orange = try ControlPixels.canvas(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden().tint(.orange))
        #expect(orange.pixel(x: 6, y: 15) == RGBA8(red: 255, green: 149, blue: 0, alpha: 255))
        let disabled = try ControlPixels.canvas(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden().disabled(true))
        #expect(ControlPixels.near(disabled.pixel(x: 6, y: 15), RGBA8(red: 154, green: 227, blue: 172, alpha: 255)))
    }

    @Test func customToggleStylesGetTheLabelAndABindingToTheState() throws {
        let tree = layout(Toggle("Remember me", isOn: .constant(true)).toggleStyle(CheckboxStyle()))
        #expect(frames(tree, named: "Image").count == 1 && frames(tree, named: "Capsule").isEmpty)
        #expect(layout(Toggle("A", isOn: .constant(true)).toggleStyle(.switch)).description
            == layout(Toggle("A", isOn: .constant(true)).toggleStyle(.automatic)).description)
        var stored = true
        let configuration = ToggleStyleConfiguration(label: .init(AnyView(Text("A"))),
                                                     isOn: Binding(get: { stored }, set: { stored = $0 }))
        configuration.$isOn.wrappedValue = false
        #expect(!stored && !configuration.isOn && !configuration.isMixed)
    }

    // MARK: ProgressView

    /// A 4-point bar across the width, blue as far as the value goes over a grey track; the
    /// label above it, 4 points apart.
    @Test func linearProgressIsATintedBarOverAGreyTrack() throws {
        let tree = layout(ProgressView(value: 0.25).frame(width: 200))
        #expect(frames(tree, named: "Capsule") == [CGRect(x: 0, y: 0, width: 200, height: 4)])
        #expect(frames(tree, named: "ProgressFill") == [CGRect(x: 0, y: 0, width: 200, height: 4)])
        let bar = try ControlPixels.canvas(ProgressView(value: 0.25).frame(width: 200))
        #expect(bar.pixel(x: 25, y: 2) == blue)
        #expect(ControlPixels.near(bar.pixel(x: 100, y: 2), fill(0.2)))
        let green = try ControlPixels.canvas(ProgressView(value: 3, total: 4).frame(width: 200).tint(.green))
        #expect(green.pixel(x: 140, y: 2) == self.green && ControlPixels.near(green.pixel(x: 160, y: 2), fill(0.2)))
        let labelled = layout(ProgressView("Downloading", value: 0.5).frame(width: 200))
        let title = try #require(labelled.first(text: "Downloading")).frame
        #expect(title.origin == .zero)
        #expect(frames(labelled, named: "Capsule") == [CGRect(x: 0, y: title.maxY + 4, width: 200, height: 4)])
    }

    @Test func progressValuesAreClampedAndNonsenseIsUnknown() throws {
        #expect(ProgressFraction.of(2.0, total: 1) == 1)
        #expect(ProgressFraction.of(-1.0, total: 1) == 0)
        #expect(ProgressFraction.of(30.0, total: 120) == 0.25)
        #expect(ProgressFraction.of(Double.nan, total: 1) == nil)
        #expect(ProgressFraction.of(0.5, total: 0) == nil)
        #expect(ProgressFraction.of(nil as Double?, total: 1) == nil)
        let full = try ControlPixels.canvas(ProgressView(value: 5.0).frame(width: 100))
        #expect(full.pixel(x: 95, y: 2) == blue)
        // Unknown progress shows the spinner.
        #expect(frames(layout(ProgressView(value: nil as Double?)), named: "SpinnerSpoke").count == 8)
    }

    @Test func spinnerIsEightSpokesFadingRoundTheCircle() throws {
        let tree = layout(ProgressView())
        #expect(tree.frame.size == CGSize(width: 20, height: 20))
        #expect(frames(tree, named: "SpinnerSpoke").count == 8)
        #expect(layout(ProgressView().controlSize(.large)).frame.size == CGSize(width: 37, height: 37))
        let spinner = try ControlPixels.canvas(ProgressView(), scheme: .light)
        // The top spoke is the darkest; the centre is empty.
        let top = spinner.pixel(x: 10, y: 2), left = spinner.pixel(x: 2, y: 10)
        #expect(top.red < 160 && left.red > top.red)
        #expect(spinner.pixel(x: 10, y: 10) == white)
        let tinted = try ControlPixels.canvas(ProgressView().tint(.blue))
        #expect(tinted.pixel(x: 10, y: 2) == blue)
        // With a label: the spinner above it, 8 points apart.
        let labelled = layout(ProgressView("Loading"))
        let title = try #require(labelled.first(text: "Loading")).frame
        #expect(title.minY == 28)
    }

    /// Inside a style's body the styles around it are in effect, not itself, so a toggle made
    /// there is a switch (with no recursion), and `Toggle(configuration)` takes the next style out.
    @Test func aToggleInsideAStylesBodyUsesTheStyleAroundIt() throws {
        let wrapped = layout(Toggle(isOn: .constant(true)) {}.toggleStyle(TintedSwitchStyle()))
        #expect(wrapped.frame.size == CGSize(width: 51, height: 31))
        let switchPixels = try ControlPixels.canvas(Toggle(isOn: .constant(true)) {}.toggleStyle(TintedSwitchStyle()))
        #expect(switchPixels.pixel(x: 6, y: 15) == blue)
        let outlined = layout(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(OutlinedStyle()).toggleStyle(CheckboxStyle()))
        let checkbox = layout(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(CheckboxStyle()))
        #expect(outlined.frame.size == CGSize(width: checkbox.frame.width + 4, height: checkbox.frame.height + 4),
                "the checkbox style around the outline draws the toggle")
    }

    /// iOS 14's `CircularProgressViewStyle(tint:)` and `LinearProgressViewStyle(tint:)`, which
    /// design systems still pass: the style's tint wins over the environment's.
    @Test func progressStylesTakeATintOfTheirOwn() throws {
        let spinner = try ControlPixels.canvas(ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .blue)).tint(.green))
        #expect(spinner.pixel(x: 10, y: 2) == blue)
        let bar = try ControlPixels.canvas(ProgressView(value: 1.0).progressViewStyle(LinearProgressViewStyle(tint: .green)).frame(width: 100))
        #expect(bar.pixel(x: 95, y: 2) == green)
        let untinted = try ControlPixels.canvas(ProgressView().progressViewStyle(CircularProgressViewStyle()).tint(.blue))
        #expect(untinted.pixel(x: 10, y: 2) == blue, "no tint of its own keeps the environment's")
    }

    @Test func customProgressStylesGetTheFraction() {
        #expect(layout(ProgressView(value: 0.5).progressViewStyle(PercentStyle())).first(text: "50%") != nil)
        #expect(layout(ProgressView().progressViewStyle(PercentStyle())).first(text: "?") != nil)
        #expect(frames(layout(ProgressView().progressViewStyle(.linear).frame(width: 50)), named: "ProgressFill").count == 1)
        #expect(frames(layout(ProgressView(value: 0.5).progressViewStyle(.circular)), named: "SpinnerSpoke").count == 8)
    }

    // MARK: Link

    @Test func linkIsATintedButtonOfItsLabel() throws {
        let url = URL(string: "https://example.com/terms")!
        #expect(layout(Link("Terms", destination: url)).description == layout(Text("Terms")).description)
        let link = try ControlPixels.canvas(Link("Terms", destination: url))
        #expect((0..<20).contains { y in (0..<40).contains { x in link.pixel(x: x, y: y) == blue } })
        let bordered = layout(Link(destination: url) { Label("Open", systemImage: "safari") }.buttonStyle(.borderedProminent))
        #expect(frames(bordered, named: "ControlShape").count == 1)
    }

    // MARK: References

    @Test func controlsMatchTheirReferences() throws {
        let view = VStack(alignment: .leading, spacing: 12) {
            Toggle("Wi-Fi", isOn: .constant(true))
            Toggle("Bluetooth", isOn: .constant(false))
            Toggle("Airplane Mode", systemImage: "airplane", isOn: .constant(true)).tint(.orange)
            HStack(spacing: 16) { ProgressView(); ProgressView("Loading") }
            ProgressView("Downloading", value: 0.4)
            Link("Terms of Service", destination: URL(string: "https://example.com")!)
        }
        .padding(12)
        .frame(width: 300)
        try ReferenceImages.expectMatchInBothSchemes(view, named: "toggle-progress-link")
    }
}
