import Foundation
import Testing
@testable import ViewTree
import Raster

/// `.searchable`'s field at the bottom of the screen in iOS 26's look against the search field
/// UIKit integrates into the bottom toolbar in Ranchero-Software/NetNewsWire's App Store screenshot
/// `AppStore/NetNewsWire7/Screenshots/Max/Max-Timeline-Light.png` at f33b77829 (iOS 26, 440 by
/// 956 at 3x): a 48-point glass capsule, the magnifying glass's ink 20 from its leading end and
/// 16.33 wide, the prompt's ink 11.33 after it, in body.
@MainActor @Suite struct IOS26BottomSearchFieldRecordingTests {
    @Test func theGlassAndThePromptSitInTheFieldAsRecorded() throws {
        let screen = NavigationStack {
            Color.white.navigationTitle("Today").searchable(text: .constant(""), prompt: "Search Articles")
        }
        let renderer = ImageRenderer(content: screen.viewTreeOSVersion(.iOS26))
        renderer.window = ViewTreeWindow(size: CGSize(width: 440, height: 956),
                                         safeAreaInsets: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))
        renderer.scale = 3
        let field = try #require(frames(renderer.layout, named: "Glass").last)
        #expect(field.height == 48, "\(field)")
        let canvas = try renderer.canvas
        // The columns of ink (darker than 160) across the field's middle band.
        let rows = Int((field.midY - 9) * 3)..<Int((field.midY + 9) * 3)
        let inked = (Int(field.minX * 3)..<Int(field.maxX * 3)).filter { x in
            rows.contains { Int(canvas.pixel(x: x, y: $0).green) < 160 }
        }
        let first = try #require(inked.first)
        // The glass: the first run of inked columns; the prompt: the next one.
        let glassEnd = try #require(inked.indices.first { $0 > 0 && inked[$0] != inked[$0 - 1] + 1 })
        let glass = CGFloat(first) / 3...CGFloat(inked[glassEnd - 1] + 1) / 3
        let prompt = CGFloat(inked[glassEnd]) / 3
        #expect(abs(glass.lowerBound - field.minX - 20) <= 0.5, "\(glass) in \(field)")
        #expect(abs(glass.upperBound - glass.lowerBound - 16.33) <= 1, "\(glass)")
        #expect(abs(prompt - glass.upperBound - 11.33) <= 0.67, "\(prompt) after \(glass)")
    }
}
