import Foundation
import Testing
@testable import ViewTree
import Raster

/// A subtitle under a large title in iOS 26's look against Ranchero-Software/NetNewsWire's App
/// Store screenshot `AppStore/NetNewsWire7/Screenshots/Max/Max-Feeds-Light.png` at f33b77829
/// (iOS 26, 440 by 956 at 3x, the safe area 62 above; UIKit's `navigationItem.subtitle`, which
/// SwiftUI's `navigationSubtitle` sets). Positions in points.
@MainActor @Suite struct IOS26NavigationSubtitleRecordingTests {
    /// The rows of `canvas` between `top` and `bottom` points with a pixel in `xs` more than 60
    /// levels away from the page, as runs of ink (points).
    private func inkRuns(_ canvas: RasterCanvas, page: Int, xs: Range<Int>, from top: CGFloat, to bottom: CGFloat) -> [ClosedRange<CGFloat>] {
        var runs: [ClosedRange<CGFloat>] = []
        var start: Int?
        for y in Int(top * 3)..<Int(bottom * 3) {
            let inked = xs.contains { abs(Int(canvas.pixel(x: $0 * 3, y: y).green) - page) > 60 }
            if inked, start == nil { start = y }
            if !inked, let first = start {
                runs.append(CGFloat(first) / 3...CGFloat(y) / 3)
                start = nil
            }
        }
        return runs
    }

    @Test func theSubtitleSitsUnderTheLargeTitleAsRecorded() throws {
        // Max-Feeds-Light.png: "Feeds" from 131 to its baseline at 155.33 (93.33 below the safe
        // area; without a subtitle other apps' titles sit at 90.33); "Updated 6 minutes ago" from
        // 163 to 173.33 (ascenders to descenders, capitals 7.67 tall: an 11-point line), in the
        // secondary label colour (134 on the 243 page).
        let feeds = NavigationStack {
            List { Section("Smart Feeds") { Text("Today") } }
                .navigationTitle("Feeds")
                .navigationSubtitle("Updated 6 minutes ago")
        }
        let renderer = ImageRenderer(content: feeds.viewTreeOSVersion(.iOS26))
        renderer.window = ViewTreeWindow(size: CGSize(width: 440, height: 956),
                                         safeAreaInsets: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))
        renderer.scale = 3
        let canvas = try renderer.canvas
        let runs = inkRuns(canvas, page: 242, xs: 14..<200, from: 110, to: 180)
        #expect(runs.count == 2, "\(runs)")
        let title = try #require(runs.first), subtitle = try #require(runs.last)
        #expect(abs(title.upperBound - 155.33) <= 1, "\(title)")
        #expect(abs(subtitle.lowerBound - 163) <= 0.7 && abs(subtitle.upperBound - 173.33) <= 0.7, "\(subtitle)")
        let darkest = (Int(subtitle.lowerBound * 3)..<Int(subtitle.upperBound * 3)).flatMap { y in
            (60..<400).map { Int(canvas.pixel(x: $0, y: y).green) }
        }.min() ?? 255
        #expect(abs(darkest - 134) <= 12, "\(darkest)")
    }
}
