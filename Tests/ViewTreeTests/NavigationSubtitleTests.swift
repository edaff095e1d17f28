import Foundation
import Testing
@testable import ViewTree

/// `navigationSubtitle` in iOS 26's look: under an inline title in the bar's item row, under a
/// large title below the bar (which grows by the subtitle's line); not drawn in iOS 17's look.
/// At 1x on an iPhone 13 Pro Max (safe area 47...892).
@MainActor @Suite struct NavigationSubtitleTests {
    private func tree<V: View>(_ view: V, os: ViewTreeOSVersion) -> ViewTreeLayout {
        windowLayout(view.viewTreeOSVersion(os))
    }

    @Test func anInlineSubtitleSitsUnderTheTitleInsideTheItemRow() throws {
        let screen = NavigationStack {
            Color.white.navigationTitle("Inbox").navigationSubtitle("3 unread").navigationBarTitleDisplayMode(.inline)
        }
        let layout = tree(screen, os: .iOS26)
        let title = try #require(layout.first(text: "Inbox")).frame, subtitle = try #require(layout.first(text: "3 unread")).frame
        #expect(subtitle.minY == title.maxY && abs(subtitle.midX - 214) <= 1 && abs(title.midX - 214) <= 1)
        // Both centred together in the bar's top 44 points, the bar still 54 tall.
        #expect(abs((title.minY + subtitle.maxY) / 2 - (47 + 22)) <= 0.5)
        #expect(layout.first(named: "NavigationBar")?.frame.height == 54)
        // Footnote, smaller than the headline title, in a grey (the secondary label colour).
        #expect(subtitle.height < title.height)
        let canvas = try windowRender(screen.viewTreeOSVersion(.iOS26))
        let inkOfSubtitle = ControlPixels.darkest(canvas, in: subtitle), inkOfTitle = ControlPixels.darkest(canvas, in: title)
        #expect(inkOfTitle < 40 && inkOfSubtitle > 80 && inkOfSubtitle < 200, "\(inkOfTitle) \(inkOfSubtitle)")
    }

    @Test func aLargeSubtitleGrowsTheBarAndMovesTheContentDown() throws {
        let screen = NavigationStack { Color.red.navigationTitle("Inbox").navigationSubtitle("3 unread") }
        let layout = tree(screen, os: .iOS26)
        let title = try #require(layout.first(text: "Inbox")).frame, subtitle = try #require(layout.first(text: "3 unread")).frame
        #expect(subtitle.minY > title.minY + title.height / 2 && subtitle.minX == title.minX)
        // The subtitle's line (caption 2) and the title's 3-point drop, in whole points.
        #expect(subtitle.height < 15)
        let bar = try #require(layout.first(named: "NavigationBar")).frame
        #expect(bar.height == 106 + (3 - 2.5 + subtitle.height).rounded(.up))
        #expect(layout.first(named: "Color")?.frame.minY == bar.maxY)
    }

    @Test func iOS17DrawsNoSubtitle() {
        let screen = NavigationStack { Color.white.navigationTitle("Inbox").navigationSubtitle("3 unread") }
        let layout = tree(screen, os: .iOS17)
        #expect(layout.first(text: "3 unread") == nil && layout.first(named: "NavigationBar")?.frame.height == 96)
    }
}
