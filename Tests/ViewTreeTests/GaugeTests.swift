import Foundation
import Testing
@testable import ViewTree
import Raster

/// A user's gauge style: the value as a percentage.
private struct PercentGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text(verbatim: "\(Int((configuration.value * 100).rounded()))%")
    }
}

/// Gauge: the value's place in its bounds, iOS's default linear capacity bar and the accessory
/// styles' rings and tracks.
@MainActor @Suite struct GaugeTests {
    private let blue = ControlPixels.blue
    private let white = ControlPixels.white

    @Test func theValueIsItsPlaceInTheBoundsClamped() {
        #expect(GaugeFraction.of(67.0, in: 0...170) == 67.0 / 170)
        #expect(GaugeFraction.of(5.0, in: 0...1) == 1)
        #expect(GaugeFraction.of(-5.0, in: 0...1) == 0)
        #expect(GaugeFraction.of(Double.nan, in: 0...1) == 0)
        #expect(GaugeFraction.of(3.0, in: 3...3) == 0)
        let styled = layout(Gauge(value: 67, in: 0...170) { Text("BPM") }.gaugeStyle(PercentGaugeStyle()))
        #expect(styled.first(text: "39%") != nil)
    }

    /// The label, 4 points, then a 4-point bar across the width filled as far as the value.
    @Test func theDefaultGaugeIsALabelOverACapacityBar() throws {
        let gauge = Gauge(value: 0.4) { Text("Battery") }.frame(width: 300)
        let tree = layout(gauge)
        let label = try #require(tree.first(text: "Battery"))
        let bar = try #require(frames(tree, named: "Capsule").first)
        #expect(bar == CGRect(x: 0, y: label.frame.maxY + 4, width: 300, height: 4))
        let canvas = try ControlPixels.canvas(gauge)
        let y = Int(bar.midY)
        #expect(canvas.pixel(x: 100, y: y) == blue)
        #expect(canvas.pixel(x: 117, y: y) == blue)
        #expect(canvas.pixel(x: 122, y: y) != blue)
        #expect(canvas.pixel(x: 250, y: y) != blue)
        #expect(layout(Gauge(value: 0.4) { Text("Battery") }.gaugeStyle(.linearCapacity).frame(width: 300)).description
            == tree.description)
    }

    /// The bounds' labels go below the bar's ends, the current value's at the label's row's end.
    @Test func theLinearGaugesLabelsSurroundTheBar() throws {
        let tree = layout(Gauge(value: 67, in: 0...170) { Text("BPM") } currentValueLabel: { Text("67") }
            minimumValueLabel: { Text("0") } maximumValueLabel: { Text("170") }.frame(width: 300))
        let bar = try #require(frames(tree, named: "Capsule").first)
        let current = try #require(tree.first(text: "67")).frame
        let minimum = try #require(tree.first(text: "0")).frame
        let maximum = try #require(tree.first(text: "170")).frame
        #expect(current.maxX == 300 && current.maxY <= bar.minY)
        #expect(minimum.minX == 0 && minimum.minY == bar.maxY + 4)
        #expect(maximum.maxX == 300 && maximum.minY == bar.maxY + 4)
        // The accessory styles put the bounds beside a 6-point track instead.
        let accessory = layout(Gauge(value: 0.5) { Text("A") } currentValueLabel: { Text("B") }
            minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }.gaugeStyle(.accessoryLinearCapacity).frame(width: 300))
        let track = try #require(frames(accessory, named: "Capsule").first)
        #expect(track.height == 6)
        #expect(try #require(accessory.first(text: "0")).frame.maxX + 4 == track.minX)
        #expect(try #require(accessory.first(text: "1")).frame.minX - 4 == track.maxX)
    }

    /// An accessory linear gauge is wholly in the tint, with a white marker at the value.
    @Test func theAccessoryLinearGaugeMarksTheValue() throws {
        let canvas = try ControlPixels.canvas(Gauge(value: 0.5) { EmptyView() }.gaugeStyle(.accessoryLinear).frame(width: 206))
        let y = canvas.height - 4  // the track's middle: 6 points tall at the bottom, the marker 2 beyond
        #expect(canvas.pixel(x: 20, y: y) == blue)
        #expect(canvas.pixel(x: 186, y: y) == blue)
        #expect(canvas.pixel(x: 103, y: y) == white)
    }

    /// A 58-point open ring with its opening at the bottom; the marker at the value, half way
    /// round being the top.
    @Test func theAccessoryCircularGaugeIsAnOpenRing() throws {
        let tree = layout(Gauge(value: 0.5) { Text("A") }.gaugeStyle(.accessoryCircular))
        #expect(tree.frame.size == CGSize(width: 58, height: 58))
        let half = try ControlPixels.canvas(Gauge(value: 0.5) { Text("A") }.gaugeStyle(.accessoryCircular))
        let empty = try ControlPixels.canvas(Gauge(value: 0) { Text("A") }.gaugeStyle(.accessoryCircular))
        // The ring's middle is 26 points from the centre (29, 29): the top is at y 3.
        #expect(half.pixel(x: 29, y: 3) == white)
        #expect(empty.pixel(x: 29, y: 3) == blue)
        #expect(empty.pixel(x: 3, y: 29) == blue && empty.pixel(x: 55, y: 29) == blue)
        // The opening: nothing at the bottom.
        #expect(empty.pixel(x: 29, y: 55) == white)
    }

    /// A closed ring, faint in the tint, filled clockwise from the top as far as the value.
    @Test func theAccessoryCircularCapacityGaugeFillsFromTheTop() throws {
        let canvas = try ControlPixels.canvas(Gauge(value: 0.25) { Text("A") }.gaugeStyle(.accessoryCircularCapacity))
        let faint = ControlPixels.overWhite(0, 122, 255, 0.3)
        #expect(canvas.pixel(x: 29, y: 3) == blue)  // the top
        let diagonal = 29 + Int((26 / 2.0.squareRoot()).rounded())
        #expect(canvas.pixel(x: diagonal, y: 58 - diagonal) == blue)  // an eighth of the way round
        #expect(ControlPixels.near(canvas.pixel(x: 3, y: 29), faint))  // three quarters round: not filled
        #expect(ControlPixels.near(canvas.pixel(x: 29, y: 55), faint))
        let orange = try ControlPixels.canvas(Gauge(value: 1) { Text("A") }.gaugeStyle(.accessoryCircularCapacity).tint(.orange))
        #expect(orange.pixel(x: 3, y: 29) == RGBA8(red: 255, green: 149, blue: 0, alpha: 255))
    }
}
